import { describe, expect, it } from "vitest";

import {
  NO_THIRD_PARTIES,
  THIRD_PARTIES,
  hasThirdParties,
  readThirdPartyConfig,
} from "./third-parties";

function error(env: Record<string, string>): string {
  const result = readThirdPartyConfig(env);
  if (result.success) throw new Error("expected an error");
  return result.error;
}

describe("readThirdPartyConfig", () => {
  it("leaves ads and analytics off when nothing is set, or only blanks", () => {
    expect(readThirdPartyConfig({})).toEqual({ success: true, data: NO_THIRD_PARTIES });
    expect(
      readThirdPartyConfig({ AD_PUBLISHER_ID: " ", AD_SCRIPT_URL: "", ANALYTICS_SCRIPT_URL: "" }),
    ).toEqual({ success: true, data: NO_THIRD_PARTIES });
  });

  it("turns ads on with both ad settings and analytics on with its script", () => {
    expect(
      readThirdPartyConfig({
        AD_PUBLISHER_ID: "pub-123",
        AD_SCRIPT_URL: "https://ads.example/tag.js?pub=pub-123",
        ANALYTICS_SCRIPT_URL: "https://stats.example/script.js",
      }),
    ).toEqual({
      success: true,
      data: {
        ads: { publisherId: "pub-123", scriptUrl: "https://ads.example/tag.js?pub=pub-123" },
        analytics: { scriptUrl: "https://stats.example/script.js" },
      },
    });
  });

  it("refuses half an ad configuration", () => {
    expect(error({ AD_PUBLISHER_ID: "pub-1" })).toMatch(/both AD_PUBLISHER_ID and AD_SCRIPT_URL/);
    expect(error({ AD_SCRIPT_URL: "https://ads.example/a.js" })).toMatch(/both/);
  });

  it("refuses a URL that is not one, is not https, or carries credentials", () => {
    expect(error({ ANALYTICS_SCRIPT_URL: "stats.example/x.js" })).toMatch(
      /ANALYTICS_SCRIPT_URL is not a valid URL/,
    );
    expect(error({ ANALYTICS_SCRIPT_URL: "http://stats.example/x.js" })).toMatch(/https:\/\//);
    expect(error({ ANALYTICS_SCRIPT_URL: "javascript:alert(1)" })).toMatch(/https:\/\//);
    expect(
      error({ AD_PUBLISHER_ID: "p", AD_SCRIPT_URL: "https://user:secret@ads.example/a.js" }),
    ).toMatch(/user name or password/);
  });

  it("allows plain http on this machine, for local trials", () => {
    const result = readThirdPartyConfig({ ANALYTICS_SCRIPT_URL: "http://127.0.0.1:4398/a.js" });
    expect(result.success).toBe(true);
  });

  it("refuses a publisher id with characters a slot attribute should not carry", () => {
    expect(error({ AD_PUBLISHER_ID: "pub 1<", AD_SCRIPT_URL: "https://ads.example/a.js" })).toMatch(
      /AD_PUBLISHER_ID may contain only/,
    );
  });
});

describe("this build's settings outside Vite", () => {
  it("are off, so tests and tools see no third party", () => {
    expect(THIRD_PARTIES).toEqual(NO_THIRD_PARTIES);
    expect(hasThirdParties(THIRD_PARTIES)).toBe(false);
  });
});
