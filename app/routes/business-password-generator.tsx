import { t } from "@lingui/core/macro";

import { businessLanding } from "~/features/landing/business-landing";
import {
  BusinessLandingDetails,
  businessDescription,
  businessFaq,
} from "~/features/landing/business-landing-details.server";
import { LandingLayout } from "~/features/landing/landing-parts";
import {
  LazyGeneratorCard,
  type GeneratorCardProps,
} from "~/features/generator/lazy-generator-card";
import { loadTranslatedLandingPage } from "~/features/landing/landing-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/business-password-generator";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20 };

/** The page in its language (app/lib/i18n/locales.ts): English here, the others under a prefix. */
export function loader({ request }: Route.LoaderArgs) {
  return loadTranslatedLandingPage(request, () => ({
    page: { ...businessLanding(), description: businessDescription() },
    faq: businessFaq(),
    details: <BusinessLandingDetails />,
  }));
}

export const meta = metaFromLoader;

export default function BusinessLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LandingLayout
      content={businessLanding()}
      details={loaderData.details}
      generator={
        <LazyGeneratorCard
          initialOptions={INITIAL_OPTIONS}
          title={t`Generate a business password`}
        />
      }
    />
  );
}
