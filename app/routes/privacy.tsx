import { PrivacyContent, privacyPage } from "~/features/legal/privacy-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { renderProse } from "~/lib/prose.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/privacy";

/**
 * The page as its loader makes it when it is prerendered: its heading, its text as HTML
 * (app/lib/prose.server.tsx) and its tags (app/lib/route-meta.ts). None of it ships as script.
 */
export function loader() {
  return {
    page: privacyPage,
    prose: renderProse(<PrivacyContent />),
    meta: buildMeta({
      title: privacyPage.title,
      description: privacyPage.description,
      path: "/privacy",
      lastModified: privacyPage.lastUpdated,
      jsonLd: [breadcrumbJsonLd([{ name: privacyPage.title, path: "/privacy" }])],
    }),
  };
}

export const meta = metaFromLoader;

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { page, prose } = loaderData;
  return (
    <LegalPage title={page.title} intro={page.intro} lastUpdated={page.lastUpdated} prose={prose} />
  );
}
