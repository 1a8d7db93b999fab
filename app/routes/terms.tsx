import { TermsContent, termsPage } from "~/features/legal/terms-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

/** The page's tags, computed when it is prerendered (app/lib/route-meta.ts). */
export function loader() {
  return {
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

export default function TermsRoute() {
  return (
    <LegalPage title={termsPage.title} intro={termsPage.intro} lastUpdated={termsPage.lastUpdated}>
      <TermsContent />
    </LegalPage>
  );
}
