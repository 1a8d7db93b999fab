import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, describe, expect, it } from "vitest";

import { compressFolder } from "./compress.mjs";
import { makeTestSite } from "./test-site.mjs";

describe("compressFolder", () => {
  /** @type {(() => void)[]} */
  const cleanups = [];
  afterEach(() => cleanups.splice(0).forEach((remove) => remove()));

  function site() {
    const made = makeTestSite();
    cleanups.push(made.remove);
    return made.root;
  }

  it("writes brotli and gzip copies beside text files that decode to the same bytes", async () => {
    const root = site();
    await compressFolder(root);
    for (const file of ["index.html", "assets/app-1a2b3c.js", "blog.data", "favicon.svg"]) {
      const original = readFileSync(join(root, file));
      expect(brotliDecompressSync(readFileSync(join(root, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(root, `${file}.gz`)))).toEqual(original);
      expect(statSync(join(root, `${file}.br`)).size).toBeLessThan(original.length);
    }
  });

  it("skips copies that would not be smaller, and files that are not text", async () => {
    const root = site();
    await compressFolder(root);
    // 24 bytes: gzip's own header and trailer alone take 18.
    expect(existsSync(join(root, "robots.txt.gz"))).toBe(false);
    expect(existsSync(join(root, "icon-192.png.br"))).toBe(false);
    expect(existsSync(join(root, "icon-192.png.gz"))).toBe(false);
  });

  it("can run again without compressing its own copies", async () => {
    const root = site();
    await compressFolder(root);
    const first = readdirSync(root, { recursive: true }).sort();
    await compressFolder(root);
    expect(readdirSync(root, { recursive: true }).sort()).toEqual(first);
    expect(first.some((file) => /\.(br|gz)\.(br|gz)$/.test(String(file)))).toBe(false);
  });
});
