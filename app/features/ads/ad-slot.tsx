import { Suspense, lazy } from "react";

import { AD_CONFIG, type AdConfig, type AdZoneName } from "./ad-config";

// The consent, frame and message code loads only where a zone is drawn, so a build without ads
// never fetches it and one with ads fetches it after the first paint
// (docs/decisions/first-view-budget.md).
const AdFrame = lazy(() => import("./ad-frame").then((module) => ({ default: module.AdFrame })));

export interface AdSlotProps {
  zone: AdZoneName;
  /** This build's ad config; tests pass their own. */
  config?: AdConfig | null;
  className?: string;
}

/**
 * An ad zone (spec §3, §4, §9). It draws nothing at all unless ads are configured and the zone
 * is enabled; then `AdFrame` waits for consent, Do Not Track, incognito and the delay.
 */
export function AdSlot({ zone, config = AD_CONFIG, className }: AdSlotProps) {
  const entry = config?.zones[zone];
  if (!config || !entry?.enabled) return null;
  return (
    <Suspense fallback={null}>
      <AdFrame zone={entry} className={className} />
    </Suspense>
  );
}
