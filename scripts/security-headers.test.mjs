import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import {
  buildFrameSecurityHeaders,
  buildSecurityHeaders,
  readThirdPartyManifest,
} from "./security-headers.mjs";

/** @param {Record<string, string>} headers */
function directives(headers) {
  const csp = headers["Content-Security-Policy"] ?? "";
  return Object.fromEntries(
    csp.split("; ").map((part) => {
      const [name = "", ...values] = part.split(" ");
      return [name, values];
    }),
  );
}

describe("buildSecurityHeaders", () => {
  it("allows only this origin and the page's inline script hashes", () => {
    const csp = directives(buildSecurityHeaders(["'sha256-abc='"], []));
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'self'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("adds the newsletter's origin to form-action and nowhere else", () => {
    const csp = directives(buildSecurityHeaders([], ["https://lists.example.org"]));
    expect(csp["form-action"]).toEqual(["'self'", "https://lists.example.org"]);
    const elsewhere = Object.entries(csp).filter(([name]) => name !== "form-action");
    expect(JSON.stringify(elsewhere)).not.toContain("example");
  });

  it("refuses a form origin that is not a bare secure origin", () => {
    for (const bad of [
      "*",
      "https:",
      "https://ads.example/path",
      "http://ads.example",
      "'unsafe-inline'",
    ]) {
      expect(() => buildSecurityHeaders([], [bad])).toThrow(/not an origin/);
    }
    expect(() => buildSecurityHeaders([], ["http://localhost:4398"])).not.toThrow();
  });
});

describe("buildFrameSecurityHeaders", () => {
  it("allows the frame's own script and exactly one provider origin, and nothing of the site", () => {
    const headers = buildFrameSecurityHeaders(["'sha256-frame='"], "https://ads.example");
    const csp = directives(headers);
    expect(csp["default-src"]).toEqual(["'none'"]);
    expect(csp["script-src"]).toEqual(["'sha256-frame='", "https://ads.example"]);
    expect(csp["connect-src"]).toEqual(["https://ads.example"]);
    expect(csp["frame-ancestors"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'none'"]);
    const allowed = Object.entries(csp)
      .filter(([name]) => name !== "frame-ancestors")
      .flatMap(([, values]) => values);
    expect(allowed).not.toContain("'self'");
    expect(allowed).not.toContain("*");
    expect(headers["X-Frame-Options"]).toBe("SAMEORIGIN");
  });

  it("refuses a provider that is not a bare secure origin", () => {
    for (const bad of ["*", "https:", "https://ads.example/path", "http://ads.example"]) {
      expect(() => buildFrameSecurityHeaders([], bad)).toThrow(/not an origin/);
    }
  });
});

describe("readThirdPartyManifest", () => {
  const dir = mkdtempSync(join(tmpdir(), "keysmith-csp-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** @param {string} name @param {string} text */
  function file(name, text) {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  }

  it("reads the frames and the newsletter's form origin the build wrote", () => {
    const path = file(
      "ok.json",
      JSON.stringify({
        frames: { "frames/ad.html": "https://ads.example" },
        formOrigins: ["https://lists.example.org"],
      }),
    );
    expect(readThirdPartyManifest(path)).toEqual({
      frames: { "frames/ad.html": "https://ads.example" },
      formOrigins: ["https://lists.example.org"],
    });
    expect(readThirdPartyManifest(file("none.json", "{}"))).toEqual({
      frames: {},
      formOrigins: [],
    });
  });

  it("treats a missing manifest as no third parties", () => {
    expect(readThirdPartyManifest(join(dir, "missing.json"))).toEqual({
      frames: {},
      formOrigins: [],
    });
  });

  it("stops on a malformed manifest rather than guess", () => {
    for (const [name, text] of [
      ["star.json", '{ "frames": { "frames/ad.html": "*" } }'],
      ["path.json", '{ "frames": { "../index.html": "https://ads.example" } }'],
      ["form.json", '{ "formOrigins": ["*"] }'],
      // A manifest from before the frames: its origins were allowed on every page.
      ["old.json", '{ "scriptOrigins": ["https://ads.example"], "formOrigins": [] }'],
      ["shape.json", "[]"],
    ]) {
      expect(() => readThirdPartyManifest(file(name ?? "", text ?? "")), name).toThrow(/frames/);
    }
    expect(() => readThirdPartyManifest(file("text.json", "nope"))).toThrow();
  });
});
