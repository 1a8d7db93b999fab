import { AboutContent, aboutPage } from "~/features/legal/about-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { renderProse } from "~/lib/prose.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/about";

/**
 * The page as its loader makes it when it is prerendered: its heading, its text as HTML
 * (app/lib/prose.server.tsx) and its tags (app/lib/route-meta.ts). None of it ships as script.
 */
export function loader() {
  return {
    page: aboutPage,
    prose: renderProse(<AboutContent />),
    meta: buildMeta({
      title: aboutPage.title,
      description: aboutPage.description,
      path: "/about",
      lastModified: aboutPage.lastUpdated,
      jsonLd: [breadcrumbJsonLd([{ name: aboutPage.title, path: "/about" }])],
    }),
  };
}

export const meta = metaFromLoader;

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { page, prose } = loaderData;
  return (
    <LegalPage title={page.title} intro={page.intro} lastUpdated={page.lastUpdated} prose={prose} />
  );
}
