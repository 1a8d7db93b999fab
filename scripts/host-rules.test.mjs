import { describe, expect, it } from "vitest";

import {
  HSTS,
  IMMUTABLE_CACHE,
  describeSite,
  notFoundPage,
  resolveRequest,
  responseHeaders,
} from "./host-rules.mjs";

const site = describeSite(
  [
    "index.html",
    "about/index.html",
    "blog/index.html",
    "blog/first-post/index.html",
    "blog/first-post.data",
    "_root.data",
    "404/index.html",
    "404.html",
    "de/404/index.html",
    "de/404.html",
    "__spa-fallback.html",
    "assets/app-1a2b3c.js",
    "assets/app-1a2b3c.js.br",
    "assets/app-1a2b3c.js.gz",
    "download.tar.gz",
    "_headers",
    ".well-known/security.txt",
    "frames/ad.html",
    "frames/stray.html",
  ],
  (file) => `<script>/* ${file} */</script>`,
  { frames: { "frames/ad.html": "https://ads.example" }, formOrigins: [] },
);

describe("resolveRequest", () => {
  it("finds each page at its one URL and each file at its own name", () => {
    expect(resolveRequest(site, "/")).toMatchObject({ kind: "page", page: { file: "index.html" } });
    expect(resolveRequest(site, "/blog/first-post")).toMatchObject({
      kind: "page",
      page: { file: "blog/first-post/index.html" },
    });
    expect(resolveRequest(site, "/blog/first-post.data")).toEqual({
      kind: "file",
      file: "blog/first-post.data",
    });
    // The home page's client-navigation data: React Router's name, not a host file.
    expect(resolveRequest(site, "/_root.data")).toEqual({ kind: "file", file: "_root.data" });
    // A .gz that is not a copy of another file is a file like any other.
    expect(resolveRequest(site, "/download.tar.gz")).toEqual({
      kind: "file",
      file: "download.tar.gz",
    });
  });

  it("redirects a page's other names to its URL", () => {
    for (const [path, location] of [
      ["/about/", "/about"],
      ["/about//", "/about"],
      ["/about/index.html", "/about"],
      ["/index.html", "/"],
      ["/blog/", "/blog"],
    ]) {
      expect(resolveRequest(site, path), path).toEqual({ kind: "redirect", location });
    }
  });

  it("finds nothing at the not-found page's names, copies, host files or outside the folder", () => {
    for (const path of [
      "/404",
      "/404/",
      "/404.html",
      "/404/index.html",
      "/__spa-fallback.html",
      "/assets/app-1a2b3c.js.br",
      "/_headers",
      "/.well-known/security.txt",
      "/assets",
      "/assets/",
      "/blog/nope/",
      "/..%2f..%2fetc%2fpasswd",
      "/%E0%A4%A",
    ]) {
      expect(resolveRequest(site, path), path).toEqual({ kind: "not-found" });
    }
  });
});

describe("the not-found page in another language", () => {
  it("answers the unknown paths under its prefix, its own names included", () => {
    for (const path of ["/de/no-such-page", "/de/404", "/de/404/", "/de/404.html", "/de/a/b"]) {
      const target = resolveRequest(site, path);
      expect(target, path).toEqual({ kind: "not-found", locale: "de" });
      expect(notFoundPage(site, target).file, path).toBe("de/404.html");
    }
  });

  it("leaves every other unknown path to the English one, languages without one included", () => {
    for (const path of ["/no-such-page", "/fr/no-such-page", "/deutsch/x"]) {
      const target = resolveRequest(site, path);
      expect(target, path).toEqual({ kind: "not-found" });
      expect(notFoundPage(site, target).file, path).toBe("404.html");
    }
  });

  it("carries a policy that allows its own scripts", () => {
    const german = responseHeaders(site, resolveRequest(site, "/de/x"))["Content-Security-Policy"];
    const english = responseHeaders(site, resolveRequest(site, "/x"))["Content-Security-Policy"];
    expect(german).toContain("'sha256-");
    expect(german).not.toEqual(english);
  });
});

describe("responseHeaders", () => {
  it("gives a page its own scripts' hashes and every file the base policy", () => {
    const page = resolveRequest(site, "/about");
    const policy = responseHeaders(site, page)["Content-Security-Policy"];
    expect(policy).toContain("'sha256-");
    expect(responseHeaders(site, { kind: "file", file: "blog/first-post.data" })).toMatchObject({
      "Content-Security-Policy": expect.stringContaining("script-src 'self';"),
      "Cache-Control": "no-cache",
    });
    expect(responseHeaders(site, { kind: "file", file: "assets/app-1a2b3c.js" })).toMatchObject({
      "Cache-Control": IMMUTABLE_CACHE,
    });
  });

  it("gives a frame page its own policy: its inline script and only its provider's origin", () => {
    const frame = resolveRequest(site, "/frames/ad.html");
    expect(frame).toMatchObject({ kind: "frame", frame: { file: "frames/ad.html" } });
    const headers = responseHeaders(site, frame);
    const policy = headers["Content-Security-Policy"] ?? "";
    expect(policy).toMatch(/script-src 'sha256-[^ ;]+' https:\/\/ads\.example;/);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("'self' https");
    expect(headers["X-Frame-Options"]).toBe("SAMEORIGIN");
    // The site's own documents never allow the provider.
    const page = responseHeaders(site, resolveRequest(site, "/"));
    expect(JSON.stringify(page)).not.toContain("ads.example");
    expect(page["X-Frame-Options"]).toBe("DENY");
  });

  it("serves only the frame pages the build lists, at their own name only", () => {
    for (const path of ["/frames/stray.html", "/frames/", "/frames", "/frames/ad.html/"]) {
      expect(resolveRequest(site, path), path).toEqual({ kind: "not-found" });
    }
  });

  it("adds HSTS only when asked (HTTPS hosts), never by default", () => {
    const page = resolveRequest(site, "/");
    expect(responseHeaders(site, page)).not.toHaveProperty("Strict-Transport-Security");
    expect(responseHeaders(site, page, { hsts: true })["Strict-Transport-Security"]).toBe(HSTS);
  });
});
