import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import {
  buildSecurityHeaders,
  readThirdPartyManifest,
  readThirdPartyOrigins,
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
  it("allows only this origin and the page's inline script hashes without third parties", () => {
    const csp = directives(buildSecurityHeaders(["'sha256-abc='"], []));
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("adds exactly the configured script origins to script-src and connect-src, nowhere else", () => {
    const origins = ["https://ads.example", "https://stats.example"];
    const headers = buildSecurityHeaders(["'sha256-abc='"], origins);
    const csp = directives(headers);
    expect(csp["script-src"]).toEqual(["'self'", ...origins, "'sha256-abc='"]);
    expect(csp["connect-src"]).toEqual(["'self'", ...origins]);
    const elsewhere = Object.entries(csp).filter(
      ([name]) => name !== "script-src" && name !== "connect-src",
    );
    expect(JSON.stringify(elsewhere)).not.toContain("example");
  });

  it("refuses anything that is not a bare secure origin", () => {
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

describe("readThirdPartyOrigins", () => {
  const dir = mkdtempSync(join(tmpdir(), "keysmith-csp-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** @param {string} name @param {string} text */
  function file(name, text) {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  }

  it("reads the newsletter's form origin, and none from an older manifest", () => {
    const both = file(
      "forms.json",
      '{ "scriptOrigins": [], "formOrigins": ["https://lists.example.org"] }',
    );
    expect(readThirdPartyManifest(both).formOrigins).toEqual(["https://lists.example.org"]);
    expect(readThirdPartyManifest(file("old.json", '{ "scriptOrigins": [] }')).formOrigins).toEqual(
      [],
    );
    expect(() =>
      readThirdPartyManifest(file("badform.json", '{ "scriptOrigins": [], "formOrigins": ["*"] }')),
    ).toThrow(/formOrigins/);
  });

  it("reads the origins the build wrote", () => {
    const path = file("ok.json", JSON.stringify({ scriptOrigins: ["https://ads.example"] }));
    expect(readThirdPartyOrigins(path)).toEqual(["https://ads.example"]);
    expect(readThirdPartyOrigins(file("none.json", '{ "scriptOrigins": [] }'))).toEqual([]);
  });

  it("treats a missing manifest as no third parties", () => {
    expect(readThirdPartyOrigins(join(dir, "missing.json"))).toEqual([]);
  });

  it("stops on a malformed manifest rather than guess", () => {
    expect(() => readThirdPartyOrigins(file("bad.json", '{ "scriptOrigins": ["*"] }'))).toThrow(
      /scriptOrigins/,
    );
    expect(() => readThirdPartyOrigins(file("shape.json", "[]"))).toThrow(/scriptOrigins/);
    expect(() => readThirdPartyOrigins(file("text.json", "nope"))).toThrow();
  });
});

describe("form origins", () => {
  it("lets forms post only to this origin unless a newsletter origin was built in", () => {
    expect(buildSecurityHeaders([], [], [])["Content-Security-Policy"]).toContain(
      "form-action 'self';",
    );
    expect(
      buildSecurityHeaders([], [], ["https://lists.example.org"])["Content-Security-Policy"],
    ).toContain("form-action 'self' https://lists.example.org;");
  });

  it("refuses a form origin that is not a bare origin", () => {
    expect(() => buildSecurityHeaders([], [], ["https://lists.example.org/path"])).toThrow(
      /not an origin/,
    );
  });
});
