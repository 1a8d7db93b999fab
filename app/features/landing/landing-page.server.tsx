import { t } from "@lingui/core/macro";
import type { ReactNode } from "react";

import type { FaqEntry } from "~/components/faq-list";
import { alternatesOf } from "~/lib/i18n/alternates";
import { catalogOf } from "~/lib/i18n/catalogs.server";
import { SOURCE_LOCALE, localeOfPath, localizedPath } from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";
import { activateLocale } from "~/lib/i18n/use-page-locale";
import { renderProse } from "~/lib/prose.server";
import type { LoaderMeta } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import { OG_LOCALES, PAGE_UPDATED, SITE_NAME, TRANSLATION_UPDATED } from "~/lib/site";
import { breadcrumbJsonLd, faqJsonLd, webApplicationJsonLd } from "~/lib/structured-data";

import type { LandingPageInfo } from "./landing-parts";

/**
 * A landing page's loader data, made when the page is prerendered: its sections below the
 * generator as HTML (app/lib/prose.server.tsx), and its tags (app/lib/route-meta.ts) with the
 * embedded generator as a free WebApplication, the breadcrumb from Home, and the FAQ the page
 * shows. None of it ships as script.
 */
export function loadLandingPage(
  page: LandingPageInfo,
  faq: ReadonlyArray<FaqEntry>,
  details: ReactNode,
): LoaderMeta & { details: string } {
  // English only: a page prerendered before this one may have left its own language in force.
  activateLocale(SOURCE_LOCALE, null);
  return { details: renderProse(details), meta: landingMeta(page, faq) };
}

/**
 * A translated landing page's loader data (app/lib/i18n/locales.ts, TRANSLATED_PATHS): the page's
 * language is made the one in force first, then `make` writes the page, its FAQ and its details
 * in it, and its tags carry the language, its Open Graph locale and the page's alternates
 * (docs/decisions/i18n-library.md).
 */
export function loadTranslatedLandingPage(
  request: Request,
  make: () => { page: LandingPageInfo; faq: ReadonlyArray<FaqEntry>; details: ReactNode },
): LoaderMeta & { details: string } {
  const locale = localeOfPath(new URL(request.url).pathname);
  activateLocale(locale, catalogOf(locale));
  const { page, faq, details } = make();
  return { details: renderProse(details), meta: landingMeta(page, faq) };
}

/**
 * In the language active when the loader runs (its route activates the page's locale first):
 * a translated page gets its own path, its Open Graph locale and the alternates of every
 * language (docs/decisions/i18n-library.md).
 */
function landingMeta(page: LandingPageInfo, faq: ReadonlyArray<FaqEntry>) {
  const locale = i18n.locale;
  const english = locale === SOURCE_LOCALE;
  const path = localizedPath(locale, page.path);
  return buildMeta({
    title: page.title,
    description: page.description,
    path,
    lastModified: english
      ? PAGE_UPDATED[page.path]
      : (TRANSLATION_UPDATED[page.path] ?? PAGE_UPDATED[page.path]),
    ...(english ? {} : { ogLocale: OG_LOCALES[locale] }),
    alternates: alternatesOf(page.path),
    jsonLd: [
      webApplicationJsonLd({
        name: `${SITE_NAME} ${page.title}`,
        description: page.description,
        path,
      }),
      breadcrumbJsonLd([{ name: page.title, path }], {
        name: t`Home`,
        path: localizedPath(locale, "/"),
      }),
      faqJsonLd(faq),
    ],
  });
}
