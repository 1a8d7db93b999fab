import {
  CaliforniaPrivacyContent,
  californiaPrivacyPage,
} from "~/features/legal/california-privacy-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

/** The page's tags, computed when it is prerendered (app/lib/route-meta.ts). */
export function loader() {
  return {
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
