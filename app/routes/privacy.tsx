import { PrivacyContent, privacyPage } from "~/features/legal/privacy-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

/** The page's tags, computed when it is prerendered (app/lib/route-meta.ts). */
export function loader() {
  return {
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
