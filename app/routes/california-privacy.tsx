import {
  CaliforniaPrivacyContent,
  californiaPrivacyPage,
} from "~/features/legal/california-privacy-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { renderProse } from "~/lib/prose.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/california-privacy";

/**
 * The page as its loader makes it when it is prerendered: its heading, its text as HTML
 * (app/lib/prose.server.tsx) and its tags (app/lib/route-meta.ts). None of it ships as script.
 */
export function loader() {
  return {
    page: californiaPrivacyPage,
    prose: renderProse(<CaliforniaPrivacyContent />),
    meta: buildMeta({
      title: californiaPrivacyPage.title,
      description: californiaPrivacyPage.description,
      path: "/california-privacy",
      lastModified: californiaPrivacyPage.lastUpdated,
      jsonLd: [
        breadcrumbJsonLd([{ name: californiaPrivacyPage.title, path: "/california-privacy" }]),
      ],
    }),
  };
}

export const meta = metaFromLoader;

export default function CaliforniaPrivacyRoute({ loaderData }: Route.ComponentProps) {
  const { page, prose } = loaderData;
  return (
    <LegalPage title={page.title} intro={page.intro} lastUpdated={page.lastUpdated} prose={prose} />
  );
}
