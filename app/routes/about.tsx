import { AboutContent, aboutPage } from "~/features/legal/about-content";
import { LegalPage } from "~/features/legal/legal-page";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

export function meta() {
  return buildMeta({
    title: aboutPage.title,
    description: aboutPage.description,
    path: "/about",
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: aboutPage.title, path: "/about" },
      ]),
    ],
  });
}

export default function AboutRoute() {
  return (
    <LegalPage title={aboutPage.title} intro={aboutPage.intro} lastUpdated={aboutPage.lastUpdated}>
      <AboutContent />
    </LegalPage>
  );
}
