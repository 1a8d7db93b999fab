import { SymbolsLanding, symbolsFaq, symbolsLandingPage } from "~/features/landing/symbols-landing";
import { GeneratorCard, type GeneratorCardProps } from "~/features/generator/generator-card";
import { landingMeta } from "~/features/landing/landing-meta";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20, includeSpecial: true };

export function meta() {
  return landingMeta(symbolsLandingPage, symbolsFaq);
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
