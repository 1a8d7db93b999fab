import type { ReactNode } from "react";

import { renderProse } from "~/lib/prose.server";
import type { LoaderMeta } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";

import type { LegalPageHeading } from "./legal-page";

/** What a legal page (or About) says about itself. */
export interface LegalPageInfo extends LegalPageHeading {
  description: string;
}

/**
 * A legal page's loader data, made when the page is prerendered: its heading, its text as HTML
 * (app/lib/prose.server.tsx) and its tags with a breadcrumb from Home (app/lib/route-meta.ts).
 * None of it ships as script.
 */
export function loadLegalPage(
  page: LegalPageInfo,
  path: string,
  content: ReactNode,
): LoaderMeta & { page: LegalPageHeading; prose: string } {
  return {
    page: { title: page.title, intro: page.intro, lastUpdated: page.lastUpdated },
    prose: renderProse(content),
    meta: buildMeta({
      title: page.title,
      description: page.description,
      path,
      lastModified: page.lastUpdated,
      jsonLd: [breadcrumbJsonLd([{ name: page.title, path }])],
    }),
  };
}
