import { useEffect } from "react";

import { inAppLinkTarget } from "~/components/static-prose";

/**
 * Leaves the not-found page by loading the next page, never by a client-side navigation. Netlify
 * and Cloudflare Pages answer an unknown path with the `/*` headers only, so this document may
 * have no frame-ancestors (its <meta> policy cannot carry it): kept alive, it would show every
 * page after it without that protection. Each page loaded afresh gets its own headers. A click
 * on a link of the site (header, footer, the page's own) is taken before React Router sees it;
 * jumps within the page (the skip link) stay where they are.
 */
export function useLeaveByPageLoad(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const to = inAppLinkTarget(event, window.location.origin, window.location.pathname);
      if (to === null || new URL(to, window.location.origin).pathname === window.location.pathname)
        return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(to);
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, []);
}

/** Goes to another page of the site with a full page load (see useLeaveByPageLoad). */
export function loadPage(to: string, { replace = false } = {}): void {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
}
