import { WifiLanding, wifiFaq, wifiLandingPage } from "~/features/landing/wifi-landing";
import { GeneratorCard, type GeneratorCardProps } from "~/features/generator/generator-card";
import { landingMeta } from "~/features/landing/landing-meta";
import { metaFromLoader } from "~/lib/route-meta";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20, excludeSimilar: true };

/** The page's tags, computed when it is prerendered (app/lib/route-meta.ts). */
export function loader() {
  return { meta: landingMeta(wifiLandingPage, wifiFaq) };
}

export const meta = metaFromLoader;

export default function WifiLandingRoute() {
  return (
    <WifiLanding
      generator={
        <GeneratorCard initialOptions={INITIAL_OPTIONS} title="Generate a WiFi password" />
      }
    />
  );
}
