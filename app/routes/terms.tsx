import { LegalPage } from "~/features/legal/legal-page";
import { loadLegalPage } from "~/features/legal/legal-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/terms";

export function loader() {
  return loadLegalPage("terms", "/terms");
}

export const meta = metaFromLoader;

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} prose={loaderData.prose} />;
}
