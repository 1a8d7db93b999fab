import type { AnalyticsSettings } from "~/lib/third-parties";

import { useThirdPartyAllowed } from "./privacy-signals";
import { sharedScriptLoader, useScript } from "./script-loader";

/**
 * Loads the analytics script once the visitor has agreed to analytics, under the same gate and
 * timing as ads (DECISIONS.md): consent first, the delay, Do Not Track, incognito. A failure is
 * not logged: unlike an ad slot there is nothing on the page to hide.
 */
export function useAnalytics(settings: AnalyticsSettings | null): void {
  const allowed = useThirdPartyAllowed("analytics");
  const loader = settings ? sharedScriptLoader(settings.scriptUrl) : null;
  useScript(loader, allowed);
}
