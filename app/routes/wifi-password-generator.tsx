import {
  WifiLanding,
  WifiLandingDetails,
  wifiFaq,
  wifiLandingPage,
} from "~/features/landing/wifi-landing";
import { GeneratorCard, type GeneratorCardProps } from "~/features/generator/generator-card";
import { landingMeta } from "~/features/landing/landing-meta";
import { renderProse } from "~/lib/prose.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/wifi-password-generator";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20, excludeSimilar: true };

/**
 * The page's sections below the generator as HTML (app/lib/prose.server.tsx) and its tags
 * (app/lib/route-meta.ts), made when it is prerendered.
 */
export function loader() {
  return {
    details: renderProse(<WifiLandingDetails />),
    meta: landingMeta(wifiLandingPage, wifiFaq),
  };
}

export const meta = metaFromLoader;

export default function WifiLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <WifiLanding
      details={loaderData.details}
      generator={
        <GeneratorCard initialOptions={INITIAL_OPTIONS} title="Generate a WiFi password" />
      }
    />
  );
}
