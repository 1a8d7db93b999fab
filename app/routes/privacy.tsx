import { PrivacyContent, privacyPage } from "~/features/legal/privacy-content";
import { LegalPage } from "~/features/legal/legal-page";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

export function meta() {
  return buildMeta({
    title: privacyPage.title,
    description: privacyPage.description,
    path: "/privacy",
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: privacyPage.title, path: "/privacy" },
      ]),
    ],
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
