import { describe, expect, it } from "vitest";

import {
  FRAME_SANDBOX,
  buildFramePages,
  pageViewMessage,
  parseFrameStatus,
} from "./third-party-frames";
import { NO_THIRD_PARTIES } from "~/lib/third-parties";

describe("pageViewMessage", () => {
  it("carries a bare path and nothing else", () => {
    expect(pageViewMessage("/blog/strong-passwords")).toEqual({
      type: "keysmith:page-view",
      path: "/blog/strong-passwords",
    });
  });

  it("sends nothing for anything that is not a bare path", () => {
    for (const bad of ["", "blog", "/?q=1", "/#x", "/a b", `/${"a".repeat(600)}`, "//x\n"]) {
      expect(pageViewMessage(bad), bad).toBeNull();
    }
  });
});

describe("parseFrameStatus", () => {
  it("reads only a well-formed status from a Keysmith frame", () => {
    expect(parseFrameStatus({ source: "keysmith-frame", status: "ready" })).toBe("ready");
    expect(parseFrameStatus({ source: "keysmith-frame", status: "failed" })).toBe("failed");
    for (const bad of [
      null,
      "ready",
      { status: "ready" },
      { source: "other", status: "ready" },
      { source: "keysmith-frame", status: "done" },
    ]) {
      expect(parseFrameStatus(bad)).toBeNull();
    }
  });
});

describe("buildFramePages", () => {
  it("writes no frame when nothing is configured", () => {
    expect(buildFramePages(NO_THIRD_PARTIES)).toEqual([]);
  });

  it("writes one page per configured provider, each naming its provider's origin", () => {
    const pages = buildFramePages({
      ads: { publisherId: "pub-9", scriptUrl: "https://ads.example/tag.js?v=2" },
      analytics: { scriptUrl: "https://stats.example:8443/s.js" },
    });
    expect(pages.map(({ file, origin }) => ({ file, origin }))).toEqual([
      { file: "frames/ad.html", origin: "https://ads.example" },
      { file: "frames/analytics.html", origin: "https://stats.example:8443" },
    ]);
    const [ad, analytics] = pages;
    expect(ad?.html).toContain('"https://ads.example/tag.js?v=2"');
    expect(ad?.html).toContain('"pub-9"');
    expect(analytics?.html).toContain('"https://stats.example:8443/s.js"');
    for (const page of pages) {
      expect(page.html.match(/<script>/g)).toHaveLength(1);
      expect(page.html).not.toMatch(/<script\s+src/);
    }
  });

  it("cannot be broken out of its script by a configured value", () => {
    const [ad] = buildFramePages({
      ads: { publisherId: "p", scriptUrl: "https://ads.example/</script><script>alert(1)//" },
      analytics: null,
    });
    expect(ad?.html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("never gives a frame the site's origin or the top page", () => {
    for (const sandbox of Object.values(FRAME_SANDBOX)) {
      expect(sandbox.split(" ")).toContain("allow-scripts");
      expect(sandbox).not.toMatch(/allow-same-origin|allow-top-navigation/);
    }
  });
});
