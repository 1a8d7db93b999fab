import { describe, expect, it } from "vitest";

import { AD_BANNER_MIN_HEIGHT_PX, AD_CONFIG, buildAdConfig, drawsSlot } from "./ad-config";

describe("buildAdConfig", () => {
  it("is null when ads are not configured, as in tests and the default build", () => {
    expect(buildAdConfig(null)).toBeNull();
    expect(AD_CONFIG).toBeNull();
  });

  it("has the spec's zones: multitag, onclick, banner, sidebar as native, footer as banner", () => {
    const config = buildAdConfig({ publisherId: "pub-1", scriptUrl: "https://ads.example/a.js" });
    expect(config).toEqual({
      publisherId: "pub-1",
      scriptUrl: "https://ads.example/a.js",
      zones: {
        multitag: { zoneId: "multitag", enabled: true, type: "multitag" },
        onclick: { zoneId: "onclick", enabled: true, type: "onclick" },
        banner: { zoneId: "banner", enabled: true, type: "banner" },
        sidebar: { zoneId: "sidebar", enabled: true, type: "native" },
        footer: { zoneId: "footer", enabled: true, type: "banner" },
      },
    });
  });

  it("draws a slot only for banner and native zones; the banner is at least 90 px", () => {
    expect(drawsSlot("banner")).toBe(true);
    expect(drawsSlot("native")).toBe(true);
    expect(drawsSlot("onclick")).toBe(false);
    expect(drawsSlot("multitag")).toBe(false);
    expect(AD_BANNER_MIN_HEIGHT_PX).toBe(90);
  });
});
