import { TermsContent, termsPage } from "~/features/legal/terms-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";

export function meta() {
  return buildMeta({
    title: termsPage.title,
    description: termsPage.description,
    path: "/terms",
    lastModified: termsPage.lastUpdated,
    jsonLd: [breadcrumbJsonLd([{ name: termsPage.title, path: "/terms" }])],
  });
}

export default function TermsRoute() {
  return (
    <LegalPage title={termsPage.title} intro={termsPage.intro} lastUpdated={termsPage.lastUpdated}>
      <TermsContent />
    </LegalPage>
  );
}
