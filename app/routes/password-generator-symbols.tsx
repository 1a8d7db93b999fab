import {
  SymbolsLanding,
  SymbolsLandingDetails,
  symbolsFaq,
  symbolsLandingPage,
} from "~/features/landing/symbols-landing";
import { GeneratorCard, type GeneratorCardProps } from "~/features/generator/generator-card";
import { landingMeta } from "~/features/landing/landing-meta";
import { renderProse } from "~/lib/prose.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/password-generator-symbols";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20, includeSpecial: true };

/**
 * The page's sections below the generator as HTML (app/lib/prose.server.tsx) and its tags
 * (app/lib/route-meta.ts), made when it is prerendered.
 */
export function loader() {
  return {
    details: renderProse(<SymbolsLandingDetails />),
    meta: landingMeta(symbolsLandingPage, symbolsFaq),
  };
}

export const meta = metaFromLoader;

export default function SymbolsLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SymbolsLanding
      details={loaderData.details}
      generator={
        <GeneratorCard initialOptions={INITIAL_OPTIONS} title="Generate a password with symbols" />
      }
    />
  );
}
