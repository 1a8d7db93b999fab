import { SymbolsLanding, symbolsLandingPage } from "~/features/landing/symbols-landing";
import { GeneratorCard, type GeneratorCardProps } from "~/features/generator/generator-card";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20, includeSpecial: true };

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
  return (
    <SymbolsLanding
      generator={
        <GeneratorCard initialOptions={INITIAL_OPTIONS} title="Generate a password with symbols" />
      }
    />
  );
}
