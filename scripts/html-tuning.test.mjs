import { describe, expect, it } from "vitest";

import { lowerModulePreloadPriority } from "./html-tuning.mjs";

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload low priority and leaves other links alone", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/b.css"/>' +
      '<link rel="modulepreload" href="/assets/c.js"/></head>';
    expect(lowerModulePreloadPriority(html)).toBe(
      '<head><link fetchpriority="low" rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/b.css"/>' +
        '<link fetchpriority="low" rel="modulepreload" href="/assets/c.js"/></head>',
    );
  });

  it("is idempotent", () => {
    const once = lowerModulePreloadPriority('<link rel="modulepreload" href="/a.js"/>');
    expect(lowerModulePreloadPriority(once)).toBe(once);
  });
});
