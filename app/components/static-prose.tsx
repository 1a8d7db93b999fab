import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";

import { useTrustedHtml } from "~/lib/trusted-html";

/**
 * Where a click on a link inside static prose should go within the app, or null to let the
 * browser handle it: modified or non-primary clicks, downloads, other targets and origins, and
 * jumps within the same page keep the browser's own behaviour, as `<Link>` does.
 */
export function inAppLinkTarget(
  event: MouseEvent,
  origin: string,
  currentPath: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute("download") || (link.target !== "" && link.target !== "_self")) return null;
  const url = new URL(link.href);
  if (url.origin !== origin) return null;
  if (url.pathname === currentPath && url.hash !== "") return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Prose that the loader rendered to HTML when the page was prerendered (`renderProse`), shown
 * as it is: React neither renders nor hydrates its elements. Links to other pages of the site
 * still navigate within the app.
 */
export function StaticProse({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const trustedHtml = useTrustedHtml(html);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const to = inAppLinkTarget(event, window.location.origin, window.location.pathname);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, [navigate]);
  return <div ref={ref} className={className} dangerouslySetInnerHTML={{ __html: trustedHtml }} />;
}
