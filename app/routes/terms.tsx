import { TermsContent, termsPage } from "~/features/legal/terms-content";
import { LegalPage } from "~/features/legal/legal-page";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

export function meta() {
  return buildMeta({
    title: termsPage.title,
    description: termsPage.description,
    path: "/terms",
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: termsPage.title, path: "/terms" },
      ]),
    ],
  });
}

export default function TermsRoute() {
  return (
    <LegalPage title={termsPage.title} intro={termsPage.intro} lastUpdated={termsPage.lastUpdated}>
      <TermsContent />
    </LegalPage>
  );
}
