import { t } from "@lingui/core/macro";

import { symbolsLanding } from "~/features/landing/symbols-landing";
import {
  SymbolsLandingDetails,
  symbolsDescription,
  symbolsFaq,
} from "~/features/landing/symbols-landing-details.server";
import { LandingLayout } from "~/features/landing/landing-parts";
import {
  LazyGeneratorCard,
  type GeneratorCardProps,
} from "~/features/generator/lazy-generator-card";
import { loadTranslatedLandingPage } from "~/features/landing/landing-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/password-generator-symbols";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20, includeSpecial: true };

/** The page in its language (app/lib/i18n/locales.ts): English here, the others under a prefix. */
export function loader({ request }: Route.LoaderArgs) {
  return loadTranslatedLandingPage(request, () => ({
    page: { ...symbolsLanding(), description: symbolsDescription() },
    faq: symbolsFaq(),
    details: <SymbolsLandingDetails />,
  }));
}

export const meta = metaFromLoader;

export default function SymbolsLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LandingLayout
      content={symbolsLanding()}
      details={loaderData.details}
      generator={
        <LazyGeneratorCard
          initialOptions={INITIAL_OPTIONS}
          title={t`Generate a password with symbols`}
        />
      }
    />
  );
}
