import type { ReactNode } from "react";

import type { FaqEntry } from "~/components/faq-list";
import { renderProse } from "~/lib/prose.server";
import type { LoaderMeta } from "~/lib/route-meta";
import type { LandingPageInfo } from "./landing-parts";
import { buildMeta } from "~/lib/seo";
import { PAGE_UPDATED, SITE_NAME } from "~/lib/site";
import { breadcrumbJsonLd, faqJsonLd, webApplicationJsonLd } from "~/lib/structured-data";

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
  return { details: renderProse(details), meta: landingMeta(page, faq) };
}

function landingMeta(page: LandingPageInfo, faq: ReadonlyArray<FaqEntry>) {
  return buildMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    lastModified: PAGE_UPDATED[page.path],
    jsonLd: [
      webApplicationJsonLd({
        name: `${SITE_NAME} ${page.title}`,
        description: page.description,
        path: page.path,
      }),
      breadcrumbJsonLd([{ name: page.title, path: page.path }]),
      faqJsonLd(faq),
    ],
  });
}
