import { SymbolsLanding, symbolsLandingPage } from "~/features/landing/symbols-landing";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

export function meta() {
  return buildMeta({
    title: symbolsLandingPage.title,
    description: symbolsLandingPage.description,
    path: symbolsLandingPage.path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: symbolsLandingPage.title, path: symbolsLandingPage.path },
      ]),
    ],
  });
}

export default function SymbolsLandingRoute() {
  return <SymbolsLanding generator={null} />;
}
