import type { ReactNode } from "react";

import { usernameLanding } from "~/features/landing/username-landing";
import {
  UsernameLandingDetails,
  usernameFaq,
} from "~/features/landing/username-landing-details.server";
import { LandingLayout } from "~/features/landing/landing-parts";
import { loadLandingPage } from "~/features/landing/landing-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/username-generator";

/**
 * The generator card in username mode, which the card does not have yet: until it does, the page
 * shows its text alone. Then this becomes
 * `<LazyGeneratorCard initialMode="username" title="Generate a username" />`.
 */
const USERNAME_CARD: ReactNode = null;

export function loader() {
  return loadLandingPage(usernameLanding, usernameFaq, <UsernameLandingDetails />);
}

export const meta = metaFromLoader;

/** Opens in username mode; the visitor's own saved settings are left alone. */
export default function UsernameLandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LandingLayout
      content={usernameLanding}
      details={loaderData.details}
      generator={USERNAME_CARD}
    />
  );
}
