/**
 * Registers the service worker that keeps the site usable offline (docs/product-decisions.md,
 * "Works offline"), in production builds only: the development server has no prerendered pages to
 * cache. A browser that refuses (private mode, a policy) simply goes without.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    // A script URL sink: the pages' policy requires Trusted Types (lib/trusted-types.ts), loaded
    // here rather than with the page's first scripts.
    import("./trusted-types")
      .then(({ trustedScriptUrl }) => navigator.serviceWorker.register(trustedScriptUrl("/sw.js")))
      .catch(() => {
        // Offline support is an extra; the site works the same without it.
      });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
