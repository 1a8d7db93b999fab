import {
  BusinessLanding,
  BusinessLandingDetails,
  businessFaq,
  businessLandingPage,
} from "~/features/landing/business-landing";
import { GeneratorCard, type GeneratorCardProps } from "~/features/generator/generator-card";
import { landingMeta } from "~/features/landing/landing-meta";
import { renderProse } from "~/lib/prose.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/business-password-generator";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20 };

/**
 * The page's sections below the generator as HTML (app/lib/prose.server.tsx) and its tags
 * (app/lib/route-meta.ts), made when it is prerendered.
 */
export function loader() {
  return {
    details: renderProse(<BusinessLandingDetails />),
    meta: landingMeta(businessLandingPage, businessFaq),
  };
}

export const meta = metaFromLoader;

export default function BusinessLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BusinessLanding
      details={loaderData.details}
      generator={
        <GeneratorCard initialOptions={INITIAL_OPTIONS} title="Generate a business password" />
      }
    />
  );
}
