import { LegalPage } from "~/features/legal/legal-page";
import { loadLegalPage } from "~/features/legal/legal-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/disclaimer";

export function loader() {
  return loadLegalPage("disclaimer", "/disclaimer");
}

export const meta = metaFromLoader;

export default function DisclaimerRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} prose={loaderData.prose} />;
}
