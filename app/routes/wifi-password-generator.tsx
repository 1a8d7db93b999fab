import { WifiLanding, wifiLandingPage } from "~/features/landing/wifi-landing";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

export function meta() {
  return buildMeta({
    title: wifiLandingPage.title,
    description: wifiLandingPage.description,
    path: wifiLandingPage.path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: wifiLandingPage.title, path: wifiLandingPage.path },
      ]),
    ],
  });
}

export default function WifiLandingRoute() {
  return <WifiLanding generator={null} />;
}
