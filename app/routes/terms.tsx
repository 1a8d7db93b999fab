import { TermsContent, termsPage } from "~/features/legal/terms-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { renderProse } from "~/lib/prose.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/terms";

/**
 * The page as its loader makes it when it is prerendered: its heading, its text as HTML
 * (app/lib/prose.server.tsx) and its tags (app/lib/route-meta.ts). None of it ships as script.
 */
export function loader() {
  return {
    page: termsPage,
    prose: renderProse(<TermsContent />),
    meta: buildMeta({
      title: termsPage.title,
      description: termsPage.description,
      path: "/terms",
      lastModified: termsPage.lastUpdated,
      jsonLd: [breadcrumbJsonLd([{ name: termsPage.title, path: "/terms" }])],
    }),
  };
}

export const meta = metaFromLoader;

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  const { page, prose } = loaderData;
  return (
    <LegalPage title={page.title} intro={page.intro} lastUpdated={page.lastUpdated} prose={prose} />
  );
}
