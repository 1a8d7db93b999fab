import { DisclaimerContent, disclaimerPage } from "~/features/legal/disclaimer-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { renderProse } from "~/lib/prose.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/disclaimer";

/**
 * The page as its loader makes it when it is prerendered: its heading, its text as HTML
 * (app/lib/prose.server.tsx) and its tags (app/lib/route-meta.ts). None of it ships as script.
 */
export function loader() {
  return {
    page: disclaimerPage,
    prose: renderProse(<DisclaimerContent />),
    meta: buildMeta({
      title: disclaimerPage.title,
      description: disclaimerPage.description,
      path: "/disclaimer",
      lastModified: disclaimerPage.lastUpdated,
      jsonLd: [breadcrumbJsonLd([{ name: disclaimerPage.title, path: "/disclaimer" }])],
    }),
  };
}

export const meta = metaFromLoader;

export default function DisclaimerRoute({ loaderData }: Route.ComponentProps) {
  const { page, prose } = loaderData;
  return (
    <LegalPage title={page.title} intro={page.intro} lastUpdated={page.lastUpdated} prose={prose} />
  );
}
