import { AboutContent, aboutPage } from "~/features/legal/about-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

/** The page's tags, computed when it is prerendered (app/lib/route-meta.ts). */
export function loader() {
  return {
    meta: buildMeta({
      title: aboutPage.title,
      description: aboutPage.description,
      path: "/about",
      lastModified: aboutPage.lastUpdated,
      jsonLd: [breadcrumbJsonLd([{ name: aboutPage.title, path: "/about" }])],
    }),
  };
}

export const meta = metaFromLoader;

export default function AboutRoute() {
  return (
    <LegalPage title={aboutPage.title} intro={aboutPage.intro} lastUpdated={aboutPage.lastUpdated}>
      <AboutContent />
    </LegalPage>
  );
}
