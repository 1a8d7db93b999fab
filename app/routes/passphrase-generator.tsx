import { t } from "@lingui/core/macro";

import { passphraseLanding } from "~/features/landing/passphrase-landing";
import {
  PassphraseLandingDetails,
  passphraseFaq,
} from "~/features/landing/passphrase-landing-details.server";
import { LandingLayout } from "~/features/landing/landing-parts";
import { LazyGeneratorCard } from "~/features/generator/lazy-generator-card";
import { loadTranslatedLandingPage } from "~/features/landing/landing-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/passphrase-generator";

/** In the page's language (app/lib/i18n/locales.ts): the English page and its translations. */
export function loader({ request }: Route.LoaderArgs) {
  return loadTranslatedLandingPage(request, () => ({
    page: passphraseLanding(),
    faq: passphraseFaq(),
    details: <PassphraseLandingDetails />,
  }));
}

export const meta = metaFromLoader;

/** Opens in passphrase mode; the visitor's own saved settings are left alone. */
export default function PassphraseLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LandingLayout
      content={passphraseLanding()}
      details={loaderData.details}
      generator={<LazyGeneratorCard initialMode="passphrase" title={t`Generate a passphrase`} />}
    />
  );
}
