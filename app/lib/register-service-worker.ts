/**
 * Registers the service worker that keeps the site usable offline (docs/product-decisions.md,
 * "Works offline"), in production builds only: the development server has no prerendered pages to
 * cache. A browser that refuses (private mode, a policy) simply goes without.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Offline support is an extra; the site works the same without it.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
