import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import {
  FEATURES_DENIED,
  FEATURES_USED,
  buildFrameSecurityHeaders,
  buildMetaPolicy,
  buildSecurityHeaders,
  hashInlineScripts,
  readReportUrl,
  readThirdPartyManifest,
  withPolicyMeta,
} from "./security-headers.mjs";

/** No forms elsewhere, no reports: an unconfigured build. */
const PLAIN = Object.freeze({ formOrigins: [], reportUrl: null });

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
  it("adds a page's own connect origins to connect-src, and nothing else", () => {
    const csp = directives(
      buildSecurityHeaders([], { ...PLAIN, connectOrigins: ["https://api.pwnedpasswords.com"] }),
    );
    expect(csp["connect-src"]).toEqual(["'self'", "https://api.pwnedpasswords.com"]);
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(directives(buildSecurityHeaders([], PLAIN))["connect-src"]).toEqual(["'self'"]);
  });

  it("allows only this origin and the page's inline script hashes", () => {
    const csp = directives(buildSecurityHeaders(["'sha256-abc='"], PLAIN));
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'self'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("adds the newsletter's origin to form-action and nowhere else", () => {
    const csp = directives(
      buildSecurityHeaders([], {
        formOrigins: ["https://lists.example.org"],
        reportUrl: null,
      }),
    );
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
      expect(() => buildSecurityHeaders([], { formOrigins: [bad], reportUrl: null })).toThrow(
        /not an origin/,
      );
    }
    expect(() =>
      buildSecurityHeaders([], { formOrigins: ["http://localhost:4398"], reportUrl: null }),
    ).not.toThrow();
  });
});

/**
 * Directives of CSP Level 3 and Trusted Types that Chromium, Firefox and WebKit all parse.
 * WebKit logs "Unrecognized Content-Security-Policy directive" for any other on every page
 * (manifest-src among them); default-src covers what they would have said.
 */
const DIRECTIVES_EVERY_ENGINE_KNOWS = new Set([
  "default-src",
  "script-src",
  "style-src",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "worker-src",
  "object-src",
  "base-uri",
  "form-action",
  "frame-ancestors",
  "require-trusted-types-for",
  "trusted-types",
  "report-uri",
  "report-to",
]);

describe("the site's policy", () => {
  it("names only directives every engine parses: no manifest-src", () => {
    const csp = directives(buildSecurityHeaders([], PLAIN));
    expect(csp["manifest-src"]).toBeUndefined();
    for (const name of Object.keys(csp)) {
      expect(DIRECTIVES_EVERY_ENGINE_KNOWS.has(name), name).toBe(true);
    }
    // The manifest, like everything without its own directive, is allowed from this origin.
    expect(csp["default-src"]).toEqual(["'self'"]);
  });

  it("requires Trusted Types for script sinks, from one policy named keysmith", () => {
    const csp = directives(buildSecurityHeaders(["'sha256-abc='"], PLAIN));
    expect(csp["require-trusted-types-for"]).toEqual(["'script'"]);
    expect(csp["trusted-types"]).toEqual(["keysmith"]);
  });

  it("sends no reports unless a report URL is set", () => {
    const headers = buildSecurityHeaders([], PLAIN);
    const csp = directives(headers);
    expect(csp["report-uri"]).toBeUndefined();
    expect(csp["report-to"]).toBeUndefined();
    expect(headers["Reporting-Endpoints"]).toBeUndefined();
  });

  it("reports to the configured URL, both the old way and the Reporting API's", () => {
    const url = "https://reports.example.org/csp?site=keysmith";
    const headers = buildSecurityHeaders([], { formOrigins: [], reportUrl: url });
    const csp = directives(headers);
    expect(csp["report-uri"]).toEqual([url]);
    expect(csp["report-to"]).toEqual(["csp-endpoint"]);
    expect(headers["Reporting-Endpoints"]).toBe(`csp-endpoint="${url}"`);
    expect(() =>
      buildSecurityHeaders([], { formOrigins: [], reportUrl: "https://x.example/a;b" }),
    ).toThrow(/not a report URL/);
  });

  it("has a meta form without what only a header can carry", () => {
    const url = "https://reports.example.org/csp";
    const meta = buildMetaPolicy(["'sha256-abc='"], { formOrigins: [], reportUrl: url });
    const header = buildSecurityHeaders(["'sha256-abc='"], { formOrigins: [], reportUrl: url });
    const csp = directives({ "Content-Security-Policy": meta });
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp["require-trusted-types-for"]).toEqual(["'script'"]);
    for (const name of ["frame-ancestors", "report-uri", "report-to"]) {
      expect(csp[name], name).toBeUndefined();
    }
    const fromHeader = header["Content-Security-Policy"]
      .split("; ")
      .filter((part) => !/^(frame-ancestors|report-uri|report-to) /.test(part));
    expect(meta).toBe(fromHeader.join("; "));
  });
});

describe("withPolicyMeta", () => {
  const page =
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>404</title>' +
    '<script>document.title = "x"</script></head><body><p>Not found</p></body></html>';

  it("puts the page's policy first in <head>, allowing its own inline script", () => {
    const html = withPolicyMeta(page, PLAIN);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
    expect(meta?.index).toBe(page.indexOf("<title>"));
    const csp = directives({ "Content-Security-Policy": meta?.[1] ?? "" });
    expect(csp["script-src"]).toEqual(["'self'", ...hashInlineScripts(page)]);
    expect(hashInlineScripts(page)).toHaveLength(1);
    expect(csp["require-trusted-types-for"]).toEqual(["'script'"]);
    expect(csp["frame-ancestors"]).toBeUndefined();
    expect(html.replace(meta?.[0] ?? "", "")).toBe(page);
  });

  it("refuses a page without a charset to place it after, or with a policy already", () => {
    expect(() => withPolicyMeta("<html><head></head></html>", PLAIN)).toThrow(/cannot place/);
    expect(() => withPolicyMeta(withPolicyMeta(page, PLAIN), PLAIN)).toThrow(/cannot place/);
  });
});

describe("Permissions-Policy", () => {
  /** @param {string} value */
  function parse(value) {
    return Object.fromEntries(
      value.split(", ").map((item) => {
        const match = /^([a-z][a-z-]*)=\(([^)]*)\)$/.exec(item);
        if (!match) throw new Error(`not a Permissions-Policy item: ${item}`);
        return [match[1], match[2]];
      }),
    );
  }

  it("keeps clipboard writes for the site itself and denies the features it does not use", () => {
    const policy = parse(buildSecurityHeaders([], PLAIN)["Permissions-Policy"] ?? "");
    expect(policy["clipboard-write"]).toBe("self");
    for (const feature of [
      "camera",
      "microphone",
      "geolocation",
      "payment",
      "usb",
      "fullscreen",
      "browsing-topics",
      "publickey-credentials-get",
    ]) {
      expect(policy[feature], feature).toBe("");
    }
    expect(Object.keys(policy)).toHaveLength(FEATURES_USED.length + FEATURES_DENIED.length);
    expect(FEATURES_DENIED.filter((feature) => FEATURES_USED.includes(feature))).toEqual([]);
  });

  it("is the same on the frame pages", () => {
    expect(buildFrameSecurityHeaders([], "https://ads.example")["Permissions-Policy"]).toBe(
      buildSecurityHeaders([], PLAIN)["Permissions-Policy"],
    );
  });
});

describe("readReportUrl", () => {
  it("is null when CSP_REPORT_URL is unset or blank", () => {
    expect(readReportUrl({})).toBeNull();
    expect(readReportUrl({ CSP_REPORT_URL: "  " })).toBeNull();
  });

  it("keeps an https URL, as the URL parser spells it", () => {
    expect(readReportUrl({ CSP_REPORT_URL: " https://Reports.Example.org/csp " })).toBe(
      "https://reports.example.org/csp",
    );
    expect(readReportUrl({ CSP_REPORT_URL: "http://localhost:4399/r" })).toBe(
      "http://localhost:4399/r",
    );
  });

  it.each([
    "reports.example.org/csp",
    "http://reports.example.org/csp",
    "https://user:pw@reports.example.org/csp",
    "https://reports.example.org/csp#x",
    "https://reports.example.org/a;b",
    "https://reports.example.org/a,b",
    "https://reports.example.org/$x",
    "javascript:alert(1)",
  ])("stops the build on %j", (value) => {
    expect(() => readReportUrl({ CSP_REPORT_URL: value })).toThrow(/CSP_REPORT_URL/);
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
      reportUrl: null,
      pageConnectOrigins: {},
    });
    expect(readThirdPartyManifest(file("none.json", "{}"))).toEqual({
      frames: {},
      formOrigins: [],
      reportUrl: null,
      pageConnectOrigins: {},
    });
    expect(
      readThirdPartyManifest(
        file("report.json", '{ "reportUrl": "https://reports.example.org/csp" }'),
      ).reportUrl,
    ).toBe("https://reports.example.org/csp");
  });

  it("treats a missing manifest as no third parties", () => {
    expect(readThirdPartyManifest(join(dir, "missing.json"))).toEqual({
      frames: {},
      formOrigins: [],
      reportUrl: null,
      pageConnectOrigins: {},
    });
  });

  it("reads the one page that may call the breach check's range API, and refuses a wildcard", () => {
    const manifest = (origins) =>
      file(
        "connect.json",
        JSON.stringify({
          frames: {},
          formOrigins: [],
          reportUrl: null,
          pageConnectOrigins: origins,
        }),
      );
    expect(
      readThirdPartyManifest(manifest({ "/password-checker": ["https://api.pwnedpasswords.com"] }))
        .pageConnectOrigins,
    ).toEqual({ "/password-checker": ["https://api.pwnedpasswords.com"] });
    for (const bad of [
      { "/password-checker": ["*"] },
      { "/password-checker": ["http://evil.example"] },
      ["x"],
    ]) {
      expect(() => readThirdPartyManifest(manifest(bad))).toThrow();
    }
  });

  it("stops on a malformed manifest rather than guess", () => {
    for (const [name, text] of [
      ["star.json", '{ "frames": { "frames/ad.html": "*" } }'],
      ["path.json", '{ "frames": { "../index.html": "https://ads.example" } }'],
      ["form.json", '{ "formOrigins": ["*"] }'],
      ["report.json", '{ "reportUrl": "https://reports.example.org/a;b" }'],
      // A manifest from before the frames: its origins were allowed on every page.
      ["old.json", '{ "scriptOrigins": ["https://ads.example"], "formOrigins": [] }'],
      ["shape.json", "[]"],
    ]) {
      expect(() => readThirdPartyManifest(file(name ?? "", text ?? "")), name).toThrow(/frames/);
    }
    expect(() => readThirdPartyManifest(file("text.json", "nope"))).toThrow();
  });
});
