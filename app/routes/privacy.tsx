import { LegalPage } from "~/features/legal/legal-page";
import { loadLegalPage } from "~/features/legal/legal-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/privacy";

export function loader() {
  return loadLegalPage("privacy", "/privacy");
}

export const meta = metaFromLoader;

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} prose={loaderData.prose} />;
}
