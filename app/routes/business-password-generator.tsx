import {
  BusinessLanding,
  businessFaq,
  businessLandingPage,
} from "~/features/landing/business-landing";
import { GeneratorCard, type GeneratorCardProps } from "~/features/generator/generator-card";
import { landingMeta } from "~/features/landing/landing-meta";
import { metaFromLoader } from "~/lib/route-meta";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20 };

/** The page's tags, computed when it is prerendered (app/lib/route-meta.ts). */
export function loader() {
  return { meta: landingMeta(businessLandingPage, businessFaq) };
}

export const meta = metaFromLoader;

export default function BusinessLandingRoute() {
  return (
    <BusinessLanding
      generator={
        <GeneratorCard initialOptions={INITIAL_OPTIONS} title="Generate a business password" />
      }
    />
  );
}
