import { use, useMemo, useState } from "react";

import { isHydrated } from "./hydration-state";

type Sanitize = (html: string) => TrustedHTML | string;

let sanitizer: Promise<Sanitize> | undefined;

/** DOMPurify, loaded the first time a page renders HTML itself (about 11 KB gzip). */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= Promise.all([import("dompurify"), import("./trusted-types")]).then(
    ([{ default: purify }, { sanitizeHtml }]) =>
      (html: string) =>
        sanitizeHtml(purify, html),
  );
  return sanitizer;
}

/**
 * HTML for `dangerouslySetInnerHTML` under the pages' Trusted Types policy (lib/trusted-types.ts).
 * HTML the page was prerendered with is passed as it is: hydration keeps the prerendered DOM and
 * sets no `innerHTML`. HTML that React must set itself (after a client-side navigation) goes
 * through DOMPurify, loaded then; the component suspends meanwhile, inside the navigation's
 * transition, so the previous page stays on screen.
 */
export function useTrustedHtml(html: string): TrustedHTML | string {
  const [prerendered] = useState(() => (isHydrated() ? null : html));
  const sanitize = prerendered === html ? null : use(loadSanitizer());
  return useMemo(() => (sanitize ? sanitize(html) : html), [sanitize, html]);
}
