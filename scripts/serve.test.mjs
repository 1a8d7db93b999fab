import { rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { compressFolder } from "./compress.mjs";
import { hashInlineScripts } from "./security-headers.mjs";
import { createKeysmithServer } from "./serve.mjs";
import { TEST_SITE_FILES, get, makeTestSite } from "./test-site.mjs";

/**
 * Starts a server on a free port for a fixture site, compressed or not.
 * @param {{ compressed: boolean }} options
 */
async function start({ compressed }) {
  const site = makeTestSite();
  if (compressed) await compressFolder(site.root);
  const server = createKeysmithServer({ root: site.root });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    root: site.root,
    port,
    async stop() {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      site.remove();
    },
  };
}

describe("the server, on a build with precompressed copies", () => {
  /** @type {Awaited<ReturnType<typeof start>>} */
  let site;
  beforeAll(async () => {
    site = await start({ compressed: true });
  });
  afterAll(() => site.stop());

  it("sends the brotli copy when the browser accepts br", async () => {
    const response = await get(site.port, "/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.body).toString()).toBe(TEST_SITE_FILES["index.html"]);
  });

  it("sends the gzip copy when the browser accepts only gzip", async () => {
    const response = await get(site.port, "/assets/app-1a2b3c.js", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toBe(TEST_SITE_FILES["assets/app-1a2b3c.js"]);
  });

  // sirv chooses by the names alone: a browser that names br or gzip gets it, whatever its q.
  it("sends the file as it is when the browser accepts neither encoding", async () => {
    for (const headers of [{}, { "Accept-Encoding": "identity" }, { "Accept-Encoding": "zstd" }]) {
      const response = await get(site.port, "/about", { headers });
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body.toString()).toBe(TEST_SITE_FILES["about/index.html"]);
    }
  });

  it("tells caches the answer varies with Accept-Encoding", async () => {
    const response = await get(site.port, "/blog.data", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["content-type"]).toBe("text/x-script; charset=utf-8");
  });

  it("gives each encoding its own ETag and answers 304 when the browser's copy matches", async () => {
    const br = await get(site.port, "/", { headers: { "Accept-Encoding": "br" } });
    const plain = await get(site.port, "/");
    expect(br.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(br.headers.etag).not.toBe(plain.headers.etag);

    const again = await get(site.port, "/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": String(br.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.vary).toBe("Accept-Encoding");
    expect(again.headers["cache-control"]).toBe("no-cache");

    const stale = await get(site.port, "/", {
      headers: { "Accept-Encoding": "br", "If-None-Match": '"something-else"' },
    });
    expect(stale.status).toBe(200);
  });

  it("does not send the compressed copies or the host's files by their own names", async () => {
    for (const path of ["/index.html.br", "/assets/app-1a2b3c.js.gz", "/_headers", "/.hidden"]) {
      const response = await get(site.port, path);
      expect(response.status, path).toBe(404);
    }
  });

  it("answers unknown paths with the not-found page, compressed like any page", async () => {
    const response = await get(site.port, "/no-such-page", {
      headers: { "Accept-Encoding": "br" },
    });
    expect(response.status).toBe(404);
    expect(brotliDecompressSync(response.body).toString()).toBe(TEST_SITE_FILES["404.html"]);
  });
});

describe("the server's URL rules and headers", () => {
  /** @type {Awaited<ReturnType<typeof start>>} */
  let site;
  beforeAll(async () => {
    site = await start({ compressed: false });
  });
  afterAll(() => site.stop());

  it("serves a page at its clean URL", async () => {
    const response = await get(site.port, "/blog/first-post");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body.toString()).toBe(TEST_SITE_FILES["blog/first-post/index.html"]);
  });

  it("redirects a page's other names to its one URL, keeping the query", async () => {
    for (const [path, location] of [
      ["/about/", "/about"],
      ["/blog/first-post/?ref=feed", "/blog/first-post?ref=feed"],
      ["/about/index.html", "/about"],
      ["/index.html", "/"],
    ]) {
      const response = await get(site.port, path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(location);
    }
  });

  it("answers 404 with the not-found page for unknown paths and the not-found page's own names", async () => {
    for (const path of [
      "/nope",
      "/nope/",
      "/404",
      "/404/",
      "/404.html",
      "/404/index.html",
      "/__spa-fallback.html",
      "/assets/",
      "/%E0%A4%A",
    ]) {
      const response = await get(site.port, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe(TEST_SITE_FILES["404.html"]);
      expect(response.headers["content-security-policy"], path).toContain(
        hashInlineScripts(TEST_SITE_FILES["404.html"])[0],
      );
    }
  });

  it("answers an unknown path under a language's prefix with that language's not-found page", async () => {
    for (const path of ["/de/nope", "/de/404", "/de/404.html"]) {
      const response = await get(site.port, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe(TEST_SITE_FILES["de/404.html"]);
      expect(response.headers["content-security-policy"], path).toContain(
        hashInlineScripts(TEST_SITE_FILES["de/404.html"])[1],
      );
    }
  });

  it("allows exactly the page's own inline scripts", async () => {
    const response = await get(site.port, "/about");
    const policy = String(response.headers["content-security-policy"]);
    const hashes = hashInlineScripts(TEST_SITE_FILES["about/index.html"]);
    expect(hashes).toHaveLength(3); // the theme script, the page's own, the module entry
    for (const hash of hashes) expect(policy).toContain(hash);
    for (const hash of hashInlineScripts(TEST_SITE_FILES["index.html"])) {
      if (!hashes.includes(hash)) expect(policy).not.toContain(hash);
    }
  });

  it("sends the security headers and no HSTS over plain http", async () => {
    const { headers } = await get(site.port, "/");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).not.toContain("interest-cohort");
    expect(headers["strict-transport-security"]).toBeUndefined();
  });

  it("caches hashed assets for a year and has everything else checked first", async () => {
    const asset = await get(site.port, "/assets/style-4d5e6f.css");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get(site.port, "/sw.js")).headers["cache-control"]).toBe("no-cache");
    expect((await get(site.port, "/")).headers["cache-control"]).toBe("no-cache");
  });

  it("works without precompressed copies", async () => {
    const response = await get(site.port, "/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toBe(TEST_SITE_FILES["index.html"]);
  });

  it("refuses methods other than GET and HEAD", async () => {
    const response = await get(site.port, "/", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    const head = await get(site.port, "/about", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("never serves a file outside the build folder", async () => {
    const name = `${basename(site.root)}-outside.txt`;
    const outside = join(site.root, "..", name);
    writeFileSync(outside, "secret");
    try {
      for (const path of [
        "/..%2f..%2fetc/passwd",
        "/../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        `/..%2f${name}`,
        `/../${name}`,
        "//etc/passwd",
      ]) {
        const response = await get(site.port, path);
        expect(response.status, path).toBe(404);
        expect(response.body.toString(), path).toBe(TEST_SITE_FILES["404.html"]);
      }
    } finally {
      rmSync(outside);
    }
  });
});
