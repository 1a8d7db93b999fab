import { t } from "@lingui/core/macro";
import { redirectDocument, type ClientLoaderFunctionArgs } from "react-router";

import { PageIntro } from "~/components/page-intro";
import { BREACH_API_URL } from "~/lib/breach-api";
import { prefetchEvidence } from "~/features/checker/hooks/use-lazy-evidence";
import { breachService } from "~/features/checker/lib/checker-texts";
import { mayPrefetch, prefetchWorkerFiles } from "~/features/checker/lib/prefetch";
import { PasswordChecker } from "~/features/checker/password-checker";
import { alternatesOf } from "~/lib/i18n/alternates";
import { catalogOf } from "~/lib/i18n/catalogs.server";
import { SOURCE_LOCALE, localeOfPath, localizedPath, unlocalizedPath } from "~/lib/i18n/locales";
import { activateLocale, usePageLocale } from "~/lib/i18n/use-page-locale";
import { buildMeta } from "~/lib/seo";
import { OG_LOCALES, PAGE_UPDATED, TRANSLATION_UPDATED } from "~/lib/site";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

const PATH = "/password-checker";

/** The path this document was loaded at (not reached by a client navigation), if known. */
function documentPath(): string | null {
  const entry = performance.getEntriesByType("navigation")[0];
  return entry === undefined ? null : new URL(entry.name).pathname;
}

// Loaded at this page (in any of its languages), the estimator (about 480 KB brotli) and the list
// start loading as soon as its code runs, after the first paint and before hydration: on a phone's
// 1.6 Mbps the download alone takes longer than reading the page and typing a password
// (docs/decisions/checker-verdict.md, "Loaded ahead of Check"). The page asks for the workers'
// files itself at once, rather than two round trips later when the workers do. Not under
// Save-Data or on 2G (then on focus); reached by a client navigation, once the page is idle
// (PasswordChecker).
if (typeof window !== "undefined" && mayPrefetch(window.navigator)) {
  const path = documentPath();
  if (path !== null && unlocalizedPath(path) === PATH) {
    prefetchWorkerFiles(document);
    prefetchEvidence();
  }
}

/**
 * The page's tags, computed when it is prerendered (app/lib/route-meta.ts), in the page's language
 * (the checker is in every language: app/lib/i18n/locales.ts).
 */
export function loader({ request }: { request: Request }) {
  const locale = localeOfPath(new URL(request.url).pathname);
  activateLocale(locale, catalogOf(locale));
  const path = localizedPath(locale, PATH);
  const title = t`Password Strength Checker`;
  return {
    meta: buildMeta({
      title,
      description: t`Check how strong a password is: eight quick checks, entropy in bits and an estimated crack time, all computed in your browser. Your password is never sent.`,
      path,
      lastModified:
        locale === SOURCE_LOCALE
          ? PAGE_UPDATED[PATH]
          : (TRANSLATION_UPDATED[PATH] ?? PAGE_UPDATED[PATH]),
      ogLocale: OG_LOCALES[locale],
      alternates: alternatesOf(PATH),
      jsonLd: [
        breadcrumbJsonLd([{ name: title, path }], {
          name: t`Home`,
          path: localizedPath(locale, "/"),
        }),
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
export function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  if (BREACH_API_URL !== null && documentPath() !== path) return redirectDocument(path);
  return serverLoader();
}

export default function PasswordCheckerRoute() {
  const locale = usePageLocale();
  const service = breachService(BREACH_API_URL, "short");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <PageIntro
        title={t`Password Strength Checker`}
        breadcrumb={[
          { name: t`Home`, to: localizedPath(locale, "/") },
          { name: t`Password Checker` },
        ]}
      >
        <p>
          {t`Type or paste a password to see how it holds up: eight quick checks, tips to improve it, and an estimate of how long it would take to crack. The check runs entirely in your browser; what you type is never stored or sent.`}
          {BREACH_API_URL === null
            ? null
            : ` ${t`Only if you turn on the breach check does anything leave it: the first 5 characters of the password’s SHA-1 hash, sent to ${service}.`}`}
        </p>
      </PageIntro>
      <PasswordChecker />
    </div>
  );
}
