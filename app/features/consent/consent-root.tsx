import { Suspense, lazy } from "react";

import { THIRD_PARTIES, hasThirdParties } from "~/lib/third-parties";

const CookieConsent = lazy(() =>
  import("./cookie-consent").then((module) => ({ default: module.CookieConsent })),
);

/**
 * Mounted once by the layout. A build without ads or analytics never even fetches the banner's
 * code; one with them loads it lazily, since it shows only after hydration anyway.
 */
export function ConsentRoot() {
  if (!hasThirdParties(THIRD_PARTIES)) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}
