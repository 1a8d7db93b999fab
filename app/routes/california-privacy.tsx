import {
  CaliforniaPrivacyContent,
  californiaPrivacyPage,
} from "~/features/legal/california-privacy-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";

export function meta() {
  return buildMeta({
    title: californiaPrivacyPage.title,
    description: californiaPrivacyPage.description,
    path: "/california-privacy",
    lastModified: californiaPrivacyPage.lastUpdated,
    jsonLd: [
      breadcrumbJsonLd([{ name: californiaPrivacyPage.title, path: "/california-privacy" }]),
    ],
  });
}

export default function CaliforniaPrivacyRoute() {
  return (
    <LegalPage
      title={californiaPrivacyPage.title}
      intro={californiaPrivacyPage.intro}
      lastUpdated={californiaPrivacyPage.lastUpdated}
    >
      <CaliforniaPrivacyContent />
    </LegalPage>
  );
}
