import { t } from "@lingui/core/macro";

export const MAIN_CONTENT_ID = "main-content";

/** The first focusable element: jumps past the header to the page's main content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-ks bg-accent px-4 py-3 font-medium text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t`Skip to content`}
    </a>
  );
}
