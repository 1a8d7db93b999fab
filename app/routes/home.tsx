import { t } from "@lingui/core/macro";
import { Suspense, lazy } from "react";
import { Link } from "react-router";

import { BULK_COUNT_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#core/options/limits";

import { OptionalPart } from "~/components/optional-part";
import { PageIntro } from "~/components/page-intro";
import { AdSlot } from "~/features/ads/ad-slot";
import { LazyGeneratorCard } from "~/features/generator/lazy-generator-card";
import { homeFaq } from "~/features/home/faq";
import { alternatesOf } from "~/lib/i18n/alternates";
import { catalogOf } from "~/lib/i18n/catalogs.server";
import {
  SOURCE_LOCALE,
  linkInLocale,
  localeOfPath,
  localizedPath,
  type Locale,
} from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";
import { TAGLINE } from "~/lib/i18n/site-messages";
import { activateLocale, usePageLocale } from "~/lib/i18n/use-page-locale";
import { buildMeta } from "~/lib/seo";
import { OG_LOCALES, PAGE_UPDATED, SITE_NAME, SITE_TAGLINE, TRANSLATION_UPDATED } from "~/lib/site";
import { faqJsonLd, webApplicationJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

// Below the generator, prose and links that need no script to be read or followed: their code loads
// after hydration starts and hydrates them in place (docs/decisions/first-view-budget.md), so the
// first view carries only the generator.
const PromoSection = lazy(() =>
  import("~/features/home/promo-section").then((module) => ({ default: module.PromoSection })),
);
const EducationalSection = lazy(() => import("~/features/home/educational-section"));

/**
 * The page's tags, computed when it is prerendered (app/lib/route-meta.ts), in the page's language
 * (the home page is in every language: app/lib/i18n/locales.ts). No breadcrumb: on the home page
 * it would be a single item.
 */
export function loader({ request }: { request: Request }) {
  const locale = localeOfPath(new URL(request.url).pathname);
  activateLocale(locale, catalogOf(locale));
  const english = locale === SOURCE_LOCALE;
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  const description = t`Create secure passwords and passphrases instantly. Generated in your browser with Web Crypto, ${min} to ${max} characters, never sent anywhere. Free, no account.`;
  const path = localizedPath(locale, "/");
  return {
    meta: buildMeta({
      title: t`${SITE_NAME}: Free Secure Password Generator`,
      exactTitle: true,
      description,
      path,
      lastModified: english ? PAGE_UPDATED["/"] : (TRANSLATION_UPDATED["/"] ?? PAGE_UPDATED["/"]),
      ogLocale: OG_LOCALES[locale],
      alternates: alternatesOf("/"),
      jsonLd: [
        webApplicationJsonLd({
          name: SITE_NAME,
          description: english ? SITE_TAGLINE : i18n._(TAGLINE),
          path,
        }),
        faqJsonLd(homeFaq()),
      ],
    }),
  };
}

export const meta = metaFromLoader;

const introLink = "font-medium text-accent-text underline underline-offset-4";

export default function Home() {
  const locale = usePageLocale();
  const english = locale === SOURCE_LOCALE;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <PageIntro
        title={i18n._(TAGLINE)}
        breadcrumb={[
          { name: t`Home`, to: localizedPath(locale, "/") },
          { name: t`Password Generator` },
        ]}
      >
        <p>
          {t`Strong, random passwords and passphrases, made on your device. Nothing you generate is sent anywhere.`}
        </p>
      </PageIntro>
      <div id="generator" className="mt-6 scroll-mt-20">
        <LazyGeneratorCard />
      </div>
      <div className="mt-8 max-w-[70ch] text-muted">
        {english ? (
          <p>
            Test an existing password with the{" "}
            <Link to="/password-checker" className={introLink}>
              password checker
            </Link>
            , make up to {BULK_COUNT_MAX} at once with the{" "}
            <Link to="/bulk-generator" className={introLink}>
              bulk generator
            </Link>
            , or read{" "}
            <Link to="/about" className={introLink}>
              how Keysmith works
            </Link>
            .
          </p>
        ) : (
          <OtherTools locale={locale} />
        )}
      </div>
      <OptionalPart>
        <Suspense fallback={null}>
          <PromoSection />
          <EducationalSection />
        </Suspense>
      </OptionalPart>
      <AdSlot zone="banner" />
    </div>
  );
}

/**
 * The other tools, from a page in another language: a tool not yet translated is in English, so
 * its link says so (`hreflang`) and names its language (docs/decisions/i18n-library.md).
 */
function OtherTools({ locale }: { locale: Locale }) {
  const count = BULK_COUNT_MAX;
  const tools = [
    {
      to: "/password-checker",
      name: t`Password checker`,
      about: t`test a password you already have`,
    },
    { to: "/bulk-generator", name: t`Bulk generator`, about: t`make up to ${count} at once` },
    { to: "/about", name: t`About Keysmith`, about: t`how it works` },
  ];
  return (
    <>
      <p>{t`Also on Keysmith:`}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {tools.map((tool) => {
          const link = linkInLocale(locale, tool.to);
          return (
            <li key={tool.to}>
              <Link {...link} className={introLink}>
                {tool.name}
              </Link>
              : {tool.about}
              {link.hrefLang === "en" ? ` ${t`(in English)`}` : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
