import { AboutContent, aboutPage } from "~/features/legal/about-content";
import { LegalPage } from "~/features/legal/legal-page";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";

export function meta() {
  return buildMeta({
    title: aboutPage.title,
    description: aboutPage.description,
    path: "/about",
    lastModified: aboutPage.lastUpdated,
    jsonLd: [breadcrumbJsonLd([{ name: aboutPage.title, path: "/about" }])],
  });
}

export default function AboutRoute() {
  return (
    <LegalPage title={aboutPage.title} intro={aboutPage.intro} lastUpdated={aboutPage.lastUpdated}>
      <AboutContent />
    </LegalPage>
  );
}
