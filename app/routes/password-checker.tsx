import { redirectDocument, type ClientLoaderFunctionArgs } from "react-router";

import { PageIntro } from "~/components/page-intro";
import { BREACH_API_URL, breachServiceName } from "~/lib/breach-api";
import { prefetchEvidence } from "~/features/checker/hooks/use-lazy-evidence";
import { mayPrefetch } from "~/features/checker/lib/prefetch";
import { PasswordChecker } from "~/features/checker/password-checker";
import { buildMeta } from "~/lib/seo";
import { PAGE_UPDATED } from "~/lib/site";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

/** Whether this document was loaded at the checker (not reached by a client navigation). */
function loadedHere(): boolean {
  const entry = performance.getEntriesByType("navigation")[0];
  return entry !== undefined && new URL(entry.name).pathname === "/password-checker";
}

// Loaded at this page, the estimator (about 560 KB brotli) and the list start loading as soon as
// its code runs, after the first paint and before hydration: on a phone's 1.6 Mbps the download
// alone takes longer than reading the page and typing a password (docs/decisions/checker-verdict.md,
// "Loaded ahead of Check"). Not under Save-Data or on 2G (then on focus); reached by a client
// navigation, once the page is idle (PasswordChecker).
if (typeof window !== "undefined" && loadedHere() && mayPrefetch(window.navigator)) {
  prefetchEvidence();
}

/** The page's tags, computed when it is prerendered (app/lib/route-meta.ts). */
export function loader() {
  return {
    meta: buildMeta({
      title: "Password Strength Checker",
      description:
        "Check how strong a password is: eight quick checks, entropy in bits and an estimated crack time, all computed in your browser. Your password is never sent.",
      path: "/password-checker",
      lastModified: PAGE_UPDATED["/password-checker"],
      jsonLd: [
        breadcrumbJsonLd([{ name: "Password Strength Checker", path: "/password-checker" }]),
      ],
    }),
  };
}

export const meta = metaFromLoader;

/**
 * Only this page's own policy lets it call the breach check's range API (connect-src,
 * docs/decisions/content-security-policy.md), so a document first loaded at another page cannot
 * make the call: arriving from one, the checker loads as a page of its own.
 */
export function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  if (BREACH_API_URL !== null && !loadedHere()) return redirectDocument("/password-checker");
  return serverLoader();
}

export default function PasswordCheckerRoute() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <PageIntro
        title="Password Strength Checker"
        breadcrumb={[{ name: "Home", to: "/" }, { name: "Password Checker" }]}
      >
        <p>
          Type or paste a password to see how it holds up: eight quick checks, tips to improve it,
          and an estimate of how long it would take to crack. The check runs entirely in your
          browser; what you type is never stored or sent.
          {BREACH_API_URL === null
            ? null
            : ` Only if you turn on the breach check does anything leave it: the first 5 characters of the password’s SHA-1 hash, sent to ${breachServiceName(BREACH_API_URL, "short")}.`}
        </p>
      </PageIntro>
      <PasswordChecker />
    </div>
  );
}
