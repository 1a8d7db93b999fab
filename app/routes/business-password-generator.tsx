import { BusinessLanding, businessLandingPage } from "~/features/landing/business-landing";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

export function meta() {
  return buildMeta({
    title: businessLandingPage.title,
    description: businessLandingPage.description,
    path: businessLandingPage.path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: businessLandingPage.title, path: businessLandingPage.path },
      ]),
    ],
  });
}

export default function BusinessLandingRoute() {
  return <BusinessLanding generator={null} />;
}
