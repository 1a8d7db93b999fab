import { LegalPage } from "~/features/legal/legal-page";
import { loadLegalPage } from "~/features/legal/legal-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/california-privacy";

export function loader() {
  return loadLegalPage("california-privacy", "/california-privacy");
}

export const meta = metaFromLoader;

export default function CaliforniaPrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} prose={loaderData.prose} />;
}
