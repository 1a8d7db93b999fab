// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { isBuildScriptUrl } from "./trusted-types";

const ORIGIN = "https://keysmith.example";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  Reflect.deleteProperty(window, "trustedTypes");
});

describe("isBuildScriptUrl", () => {
  it("accepts the service worker and the build's hashed scripts on this origin", () => {
    for (const url of [
      "/sw.js",
      "/assets/estimator-DZeyCDi5.js",
      "/assets/entry.client-B_x9.js",
      `${ORIGIN}/assets/worker-abc123.js`,
    ]) {
      expect(isBuildScriptUrl(url, ORIGIN, false), url).toBe(true);
    }
  });

  it("refuses anything else: other origins, paths, queries, types and schemes", () => {
    for (const url of [
      "https://evil.example/sw.js",
      "//evil.example/assets/x.js",
      "http://keysmith.example/sw.js",
      "/sw.js?v=2",
      "/assets/x.js#y",
      "/assets/x.css",
      "/assets/nested/x.js",
      "/assets/.js",
      "/other.js",
      "/frames/ad.html",
      "data:text/javascript,alert(1)",
      "javascript:alert(1)",
      "blob:https://keysmith.example/1234",
      `https://user@keysmith.example/sw.js`,
    ]) {
      expect(isBuildScriptUrl(url, ORIGIN, false), url).toBe(false);
    }
  });

  it("in development, accepts any script of this origin but none of another", () => {
    expect(isBuildScriptUrl("/app/features/checker/worker.ts?worker_file", ORIGIN, true)).toBe(
      true,
    );
    expect(isBuildScriptUrl("https://evil.example/sw.js", ORIGIN, true)).toBe(false);
    expect(isBuildScriptUrl("data:text/javascript,1", ORIGIN, true)).toBe(false);
  });
});

/** A browser's Trusted Types factory, enough to see what the module asks of it. */
function fakeTrustedTypes() {
  const created: string[] = [];
  const factory = {
    createPolicy(name: string, options: { createScriptURL: (url: string) => string }) {
      created.push(name);
      return {
        name,
        createScriptURL: (url: string) => ({ trusted: options.createScriptURL(url) }),
      };
    },
  };
  Reflect.set(window, "trustedTypes", factory);
  return created;
}

describe("trustedScriptUrl", () => {
  it("returns the checked string where the browser has no Trusted Types", async () => {
    vi.stubEnv("DEV", false);
    const { trustedScriptUrl } = await import("./trusted-types");
    expect(trustedScriptUrl("/sw.js")).toBe("/sw.js");
    expect(() => trustedScriptUrl("https://evil.example/sw.js")).toThrow(TypeError);
    expect(() => trustedScriptUrl("/not-built.js")).toThrow(/only \/sw\.js and \/assets/);
  });

  it("makes it with one policy named keysmith, which refuses other URLs", async () => {
    vi.stubEnv("DEV", false);
    const created = fakeTrustedTypes();
    const { trustedScriptUrl } = await import("./trusted-types");
    expect(trustedScriptUrl("/sw.js")).toEqual({ trusted: "/sw.js" });
    expect(trustedScriptUrl("/assets/worker-1a2b.js")).toEqual({
      trusted: "/assets/worker-1a2b.js",
    });
    expect(() => trustedScriptUrl(`${window.location.origin}/evil.js`)).toThrow(TypeError);
    expect(created).toEqual(["keysmith"]);
  });
});
