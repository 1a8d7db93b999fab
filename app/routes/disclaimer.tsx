import { DisclaimerContent, disclaimerPage } from "~/features/legal/disclaimer-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

/** The page's tags, computed when it is prerendered (app/lib/route-meta.ts). */
export function loader() {
  return {
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

export default function DisclaimerRoute() {
  return (
    <LegalPage
      title={disclaimerPage.title}
      intro={disclaimerPage.intro}
      lastUpdated={disclaimerPage.lastUpdated}
    >
      <DisclaimerContent />
    </LegalPage>
  );
}
