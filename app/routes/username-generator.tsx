import { t } from "@lingui/core/macro";

import { usernameLanding } from "~/features/landing/username-landing";
import {
  UsernameLandingDetails,
  usernameFaq,
} from "~/features/landing/username-landing-details.server";
import { LandingLayout } from "~/features/landing/landing-parts";
import { LazyGeneratorCard } from "~/features/generator/lazy-generator-card";
import { loadTranslatedLandingPage } from "~/features/landing/landing-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/username-generator";

/** In the page's language (app/lib/i18n/locales.ts): the English page and its translations. */
export function loader({ request }: Route.LoaderArgs) {
  return loadTranslatedLandingPage(request, () => ({
    page: usernameLanding(),
    faq: usernameFaq(),
    details: <UsernameLandingDetails />,
  }));
}

export const meta = metaFromLoader;

/** Opens in username mode; the visitor's own saved settings are left alone. */
export default function UsernameLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LandingLayout
      content={usernameLanding()}
      details={loaderData.details}
      generator={<LazyGeneratorCard initialMode="username" title={t`Generate a username`} />}
    />
  );
}
