import { describe, expect, it } from "vitest";

import { buildStaleBuildGuard, inlineStaleBuildGuard } from "./stale-build-guard.mjs";

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>T</title>' +
  '<script>theme()</script></head><body><script type="module">boot()</script></body></html>';

describe("inlineStaleBuildGuard", () => {
  it("puts the guard first in <head>, after the charset and before every other script", () => {
    const html = inlineStaleBuildGuard(PAGE, "guard('keysmith:reloaded-for-build')");
    expect(html).toBe(
      PAGE.replace(
        '<meta charSet="utf-8"/>',
        "<meta charSet=\"utf-8\"/><script>guard('keysmith:reloaded-for-build')</script>",
      ),
    );
    expect(inlineStaleBuildGuard(html, "guard('keysmith:reloaded-for-build')")).toBe(html);
  });

  it("cannot end its element early", () => {
    const html = inlineStaleBuildGuard(PAGE, 'say("</script><b>")');
    expect(html).toContain('<script>say("<\\/script><b>")</script>');
  });

  it("refuses a page whose scripts come before a charset", () => {
    expect(() => inlineStaleBuildGuard("<html><head></head></html>", "g()")).toThrow(/charset/);
    expect(() =>
      inlineStaleBuildGuard('<head><script>x()</script><meta charSet="utf-8"/></head>', "g()"),
    ).toThrow(/charset/);
  });
});

describe("buildStaleBuildGuard", () => {
  it("bundles the guard into one self-contained script that removes its own element", async () => {
    const script = await buildStaleBuildGuard();
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    expect(script).toContain("vite:preloadError");
    expect(script).toContain("keysmith:missing-script");
    expect(script).toContain("currentScript");
  });
});
