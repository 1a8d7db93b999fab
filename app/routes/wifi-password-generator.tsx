import { t } from "@lingui/core/macro";

import { wifiLanding } from "~/features/landing/wifi-landing";
import {
  WifiLandingDetails,
  wifiDescription,
  wifiFaq,
} from "~/features/landing/wifi-landing-details.server";
import { LandingLayout } from "~/features/landing/landing-parts";
import {
  LazyGeneratorCard,
  type GeneratorCardProps,
} from "~/features/generator/lazy-generator-card";
import { loadTranslatedLandingPage } from "~/features/landing/landing-page.server";
import { WifiQrSection } from "~/features/wifi-qr/wifi-qr-section";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/wifi-password-generator";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20, excludeSimilar: true };

/** The page in its language (app/lib/i18n/locales.ts): English here, the others under a prefix. */
export function loader({ request }: Route.LoaderArgs) {
  return loadTranslatedLandingPage(request, () => ({
    page: { ...wifiLanding(), description: wifiDescription() },
    faq: wifiFaq(),
    details: <WifiLandingDetails />,
  }));
}

export const meta = metaFromLoader;

export default function WifiLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LandingLayout
      content={wifiLanding()}
      details={loaderData.details}
      generator={
        <>
          <LazyGeneratorCard initialOptions={INITIAL_OPTIONS} title={t`Generate a WiFi password`} />
          <WifiQrSection />
        </>
      }
    />
  );
}
