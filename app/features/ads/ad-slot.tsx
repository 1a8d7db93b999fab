import { useId } from "react";

import { useThirdPartyAllowed } from "~/features/consent/privacy-signals";
import { sharedScriptLoader, useScript } from "~/features/consent/script-loader";
import { cn } from "~/lib/cn";

import {
  AD_BANNER_MIN_HEIGHT_PX,
  AD_CONFIG,
  drawsSlot,
  type AdConfig,
  type AdZone,
  type AdZoneName,
} from "./ad-config";

/** Spec §8: the failure is logged as a warning, and the slot is hidden without a word. */
export const AD_SCRIPT_FAILED_WARNING =
  "Ads: the ad script did not load (an ad blocker or a network error), so no ad is shown.";

function warnAdScriptFailed(): void {
  console.warn(AD_SCRIPT_FAILED_WARNING);
}

export interface AdSlotProps {
  zone: AdZoneName;
  /** This build's ad config; tests pass their own. */
  config?: AdConfig | null;
  className?: string;
}

/**
 * An ad zone (spec §3, §4, §9). It draws nothing at all unless ads are configured, the visitor
 * agreed to advertising, Do Not Track is off, incognito is off and the network's script has
 * loaded: there is never an empty or placeholder slot. Script-only zones (multitag, onclick)
 * load the script but draw nothing visible.
 */
export function AdSlot({ zone, config = AD_CONFIG, className }: AdSlotProps) {
  const entry = config?.zones[zone];
  if (!config || !entry?.enabled) return null;
  return <AllowedAdSlot config={config} zone={entry} className={className} />;
}

function AllowedAdSlot({
  config,
  zone,
  className,
}: {
  config: AdConfig;
  zone: AdZone;
  className?: string;
}) {
  const allowed = useThirdPartyAllowed("advertising");
  const status = useScript(sharedScriptLoader(config.scriptUrl, warnAdScriptFailed), allowed);
  const labelId = useId();
  if (!allowed || status !== "ready" || !drawsSlot(zone.type)) return null;
  return (
    <aside aria-labelledby={labelId} className={cn("mt-12", className)}>
      <p id={labelId} className="mb-1 text-xs text-muted">
        Advertisement
      </p>
      {/* The network's script fills this element; it finds it by these attributes. */}
      <ins
        className="block overflow-hidden rounded-ks"
        style={zone.type === "banner" ? { minHeight: AD_BANNER_MIN_HEIGHT_PX } : undefined}
        data-ad-publisher={config.publisherId}
        data-ad-zone={zone.zoneId}
        data-ad-type={zone.type}
      />
    </aside>
  );
}
