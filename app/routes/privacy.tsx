import { PrivacyContent, privacyPage } from "~/features/legal/privacy-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";

export function meta() {
  return buildMeta({
    title: privacyPage.title,
    description: privacyPage.description,
    path: "/privacy",
    lastModified: privacyPage.lastUpdated,
    jsonLd: [breadcrumbJsonLd([{ name: privacyPage.title, path: "/privacy" }])],
  });
}

export default function PrivacyRoute() {
  return (
    <LegalPage
      title={privacyPage.title}
      intro={privacyPage.intro}
      lastUpdated={privacyPage.lastUpdated}
    >
      <PrivacyContent />
    </LegalPage>
  );
}
