import { DisclaimerContent, disclaimerPage } from "~/features/legal/disclaimer-content";
import { LegalPage } from "~/features/legal/legal-page";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

export function meta() {
  return buildMeta({
    title: disclaimerPage.title,
    description: disclaimerPage.description,
    path: "/disclaimer",
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: disclaimerPage.title, path: "/disclaimer" },
      ]),
    ],
  });
}

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
