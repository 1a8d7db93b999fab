import { THIRD_PARTIES, type AdSettings } from "~/lib/third-parties";

/** Spec §9: the banner zone is at least 90 px tall once an ad shows. */
export const AD_BANNER_MIN_HEIGHT_PX = 90;

/** The zones of the spec's ad config (§3). */
export type AdZoneName = "multitag" | "onclick" | "banner" | "sidebar" | "footer";

/** multitag and onclick are driven by the script alone; banner and native draw a slot. */
export type AdZoneType = "multitag" | "onclick" | "banner" | "native";

export interface AdZone {
  /** The zone's name at the network: the zone's own name, the network reads it from the slot. */
  zoneId: string;
  enabled: boolean;
  type: AdZoneType;
}

/** Spec §3 "Ad config": the publisher, its script and the zones. */
export interface AdConfig {
  publisherId: string;
  scriptUrl: string;
  zones: Readonly<Record<AdZoneName, AdZone>>;
}

/** Spec §3: the sidebar is a native ad, the footer a banner. */
const ZONE_TYPES: Readonly<Record<AdZoneName, AdZoneType>> = {
  multitag: "multitag",
  onclick: "onclick",
  banner: "banner",
  sidebar: "native",
  footer: "banner",
};

/**
 * The ad config for a build, or null when advertising is not configured (docs/product-decisions.md,
 * "Ads and analytics").
 */
export function buildAdConfig(settings: AdSettings | null): AdConfig | null {
  if (!settings) return null;
  const zone = (name: AdZoneName): AdZone => ({
    zoneId: name,
    enabled: true,
    type: ZONE_TYPES[name],
  });
  return {
    publisherId: settings.publisherId,
    scriptUrl: settings.scriptUrl,
    zones: {
      multitag: zone("multitag"),
      onclick: zone("onclick"),
      banner: zone("banner"),
      sidebar: zone("sidebar"),
      footer: zone("footer"),
    },
  };
}

/** Whether a zone draws anything on the page: the on-click type renders nothing visible (§4). */
export function drawsSlot(type: AdZoneType): boolean {
  return type === "banner" || type === "native";
}

export const AD_CONFIG: AdConfig | null = buildAdConfig(THIRD_PARTIES.ads);
