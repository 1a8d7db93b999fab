import { LegalPage } from "~/features/legal/legal-page";
import { loadLegalPage } from "~/features/legal/legal-page.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/about";

export function loader() {
  return loadLegalPage("about", "/about");
}

export const meta = metaFromLoader;

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData.page} prose={loaderData.prose} />;
}
