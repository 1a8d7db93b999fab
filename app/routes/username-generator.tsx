import { t } from "@lingui/core/macro";

import { usernameLanding } from "~/features/landing/username-landing";
import {
  UsernameLandingDetails,
  usernameFaq,
} from "~/features/landing/username-landing-details.server";
import { LandingLayout } from "~/features/landing/landing-parts";
import { LazyGeneratorCard } from "~/features/generator/lazy-generator-card";
import { loadLandingPage } from "~/features/landing/landing-page.server";
import { catalogOf } from "~/lib/i18n/catalogs.server";
import { localeOfPath } from "~/lib/i18n/locales";
import { activateLocale } from "~/lib/i18n/use-page-locale";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/username-generator";

/** In the page's language (app/lib/i18n/locales.ts): the English page and its translations. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  activateLocale(locale, catalogOf(locale));
  return loadLandingPage(usernameLanding(), usernameFaq(), <UsernameLandingDetails />);
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
