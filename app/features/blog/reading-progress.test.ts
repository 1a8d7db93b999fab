import { describe, expect, it } from "vitest";

import { computeReadingProgress } from "./reading-progress";

const viewportHeight = 800;

describe("computeReadingProgress (spec §4)", () => {
  it("is 0 while the article is below the viewport", () => {
    expect(computeReadingProgress({ top: 900, height: 3000, viewportHeight })).toBe(0);
    expect(computeReadingProgress({ top: 800, height: 3000, viewportHeight })).toBe(0);
  });

  it("is 0 while the article's top is still on screen", () => {
    expect(computeReadingProgress({ top: 200, height: 3000, viewportHeight })).toBe(0);
    expect(computeReadingProgress({ top: 0, height: 3000, viewportHeight })).toBe(0);
  });

  it("is proportional to the distance scrolled within the article", () => {
    // 2200 px can be scrolled within a 3000 px article in an 800 px window.
    expect(computeReadingProgress({ top: -1100, height: 3000, viewportHeight })).toBe(50);
    expect(computeReadingProgress({ top: -550, height: 3000, viewportHeight })).toBe(25);
  });

  it("is 100 once the article's bottom is above the window's bottom", () => {
    expect(computeReadingProgress({ top: -2200, height: 3000, viewportHeight })).toBe(100);
    expect(computeReadingProgress({ top: -2900, height: 3000, viewportHeight })).toBe(100);
    expect(computeReadingProgress({ top: -5000, height: 3000, viewportHeight })).toBe(100);
  });

  it("is 100 for a short article that fits on screen and 0 for one still below its bottom", () => {
    expect(computeReadingProgress({ top: 100, height: 500, viewportHeight })).toBe(100);
    expect(computeReadingProgress({ top: 500, height: 500, viewportHeight })).toBe(0);
  });

  it("always stays within 0-100", () => {
    for (let top = -4000; top <= 1000; top += 37) {
      const progress = computeReadingProgress({ top, height: 3000, viewportHeight });
      expect(progress).toBeGreaterThanOrEqual(0);
      expect(progress).toBeLessThanOrEqual(100);
    }
  });
});
