import { t } from "@lingui/core/macro";

import { memorableLanding } from "~/features/landing/memorable-landing";
import {
  MemorableLandingDetails,
  memorableFaq,
} from "~/features/landing/memorable-landing-details.server";
import { LandingLayout } from "~/features/landing/landing-parts";
import { LazyGeneratorCard } from "~/features/generator/lazy-generator-card";
import { loadTranslatedLandingPage } from "~/features/landing/landing-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/memorable-password-generator";

/** In the page's language (app/lib/i18n/locales.ts): the English page and its translations. */
export function loader({ request }: Route.LoaderArgs) {
  return loadTranslatedLandingPage(request, () => ({
    page: memorableLanding(),
    faq: memorableFaq(),
    details: <MemorableLandingDetails />,
  }));
}

export const meta = metaFromLoader;

/** Opens in memorable mode; the visitor's own saved settings are left alone. */
export default function MemorableLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LandingLayout
      content={memorableLanding()}
      details={loaderData.details}
      generator={
        <LazyGeneratorCard initialMode="memorable" title={t`Generate a memorable password`} />
      }
    />
  );
}
