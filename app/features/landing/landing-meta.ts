import type { FaqEntry } from "~/features/home/faq-list";
import { buildMeta } from "~/lib/seo";
import { PAGE_UPDATED, SITE_NAME } from "~/lib/site";
import { breadcrumbJsonLd, faqJsonLd, webApplicationJsonLd } from "~/lib/structured-data";

export interface LandingPageInfo {
  title: string;
  description: string;
  path: keyof typeof PAGE_UPDATED;
}

/**
 * A landing page's meta: the embedded generator as a free WebApplication, the breadcrumb from
 * Home, and the FAQ the page shows.
 */
export function landingMeta(page: LandingPageInfo, faq: ReadonlyArray<FaqEntry>) {
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
