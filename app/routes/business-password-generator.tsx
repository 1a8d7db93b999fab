import { businessLanding } from "~/features/landing/business-landing";
import {
  BusinessLandingDetails,
  businessFaq,
} from "~/features/landing/business-landing-details.server";
import { LandingLayout } from "~/features/landing/landing-parts";
import {
  LazyGeneratorCard,
  type GeneratorCardProps,
} from "~/features/generator/lazy-generator-card";
import { loadLandingPage } from "~/features/landing/landing-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/business-password-generator";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20 };

export function loader() {
  return loadLandingPage(businessLanding, businessFaq, <BusinessLandingDetails />);
}

export const meta = metaFromLoader;

export default function BusinessLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LandingLayout
      content={businessLanding}
      details={loaderData.details}
      generator={
        <LazyGeneratorCard initialOptions={INITIAL_OPTIONS} title="Generate a business password" />
      }
    />
  );
}
