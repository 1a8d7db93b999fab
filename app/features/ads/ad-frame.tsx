import { useId } from "react";

import {
  AD_FRAME_PATH,
  FRAME_SANDBOX,
  isFrameMounted,
  useThirdPartyAllowed,
  useThirdPartyFrame,
} from "~/features/consent";
import { cn } from "~/lib/cn";

import { AD_BANNER_MIN_HEIGHT_PX, drawsSlot, type AdZone, type AdZoneType } from "./ad-config";

/** Spec §8: the failure is logged as a warning, and the slot is hidden without a word. */
export const AD_SCRIPT_FAILED_WARNING =
  "Ads: the ad script did not load (an ad blocker or a network error), so no ad is shown.";

/** The frame's height: the spec's 90 px banner (§9); a native ad gets room for a card. */
const FRAME_HEIGHT_PX: Readonly<Record<AdZoneType, number>> = {
  banner: AD_BANNER_MIN_HEIGHT_PX,
  native: 250,
  multitag: 0,
  onclick: 0,
};

function warnAdScriptFailed(): void {
  console.warn(AD_SCRIPT_FAILED_WARNING);
}

/** The ad frame's address for a zone: which slot to fill, nothing about the page or visitor. */
export function adFrameSrc(zone: AdZone): string {
  const query = new URLSearchParams({ zone: zone.zoneId, type: zone.type });
  return `${AD_FRAME_PATH}?${query.toString()}`;
}

/**
 * The sandboxed frame of an enabled ad zone, loaded by `AdSlot` only when ads are configured.
 * It draws nothing until the visitor agreed to advertising, Do Not Track is off and incognito is
 * off; then, after the delay, it puts the frame in the page, hidden, and shows it once the frame
 * says the network's script loaded: there is never an empty or placeholder slot. The network's
 * code runs only in that frame, never in this document (docs/decisions/third-party-isolation.md).
 * Script-only zones (multitag, onclick) load the frame but draw nothing visible.
 */
export function AdFrame({ zone, className }: { zone: AdZone; className?: string }) {
  const allowed = useThirdPartyAllowed("advertising");
  const { status, frameRef } = useThirdPartyFrame(allowed, warnAdScriptFailed);
  const labelId = useId();
  if (!allowed || !isFrameMounted(status)) return null;
  const shown = status === "ready" && drawsSlot(zone.type);
  return (
    <aside aria-labelledby={labelId} hidden={!shown} className={cn("mt-12", className)}>
      <p id={labelId} className="mb-1 text-xs text-muted">
        Advertisement
      </p>
      <iframe
        ref={frameRef}
        src={adFrameSrc(zone)}
        sandbox={FRAME_SANDBOX.ad}
        referrerPolicy="no-referrer"
        title="Advertisement"
        className="block w-full overflow-hidden rounded-ks border-0"
        style={{ height: FRAME_HEIGHT_PX[zone.type] }}
      />
    </aside>
  );
}
