import { t } from "@lingui/core/macro";

import { pinLanding } from "~/features/landing/pin-landing";
import { PinLandingDetails, pinFaq } from "~/features/landing/pin-landing-details.server";
import { LandingLayout } from "~/features/landing/landing-parts";
import { LazyGeneratorCard } from "~/features/generator/lazy-generator-card";
import { loadTranslatedLandingPage } from "~/features/landing/landing-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/pin-generator";

/** In the page's language (app/lib/i18n/locales.ts): the English page and its translations. */
export function loader({ request }: Route.LoaderArgs) {
  return loadTranslatedLandingPage(request, () => ({
    page: pinLanding(),
    faq: pinFaq(),
    details: <PinLandingDetails />,
  }));
}

export const meta = metaFromLoader;

/** Opens in PIN mode; the visitor's own saved settings are left alone. */
export default function PinLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LandingLayout
      content={pinLanding()}
      details={loaderData.details}
      generator={<LazyGeneratorCard initialMode="pin" title={t`Generate a PIN`} />}
    />
  );
}
