#!/usr/bin/env node
// The last build step: a brotli (.br) and a gzip (.gz) copy beside every text file of the client
// build, at the highest levels, so that `npm run serve` and nginx (gzip_static, brotli_static)
// send compressed bytes without compressing on each request. A copy that would not be smaller
// is not written. It runs after build-service-worker, so the service worker never lists the copies.
import { readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { CLIENT_DIR } from "./build-dir.mjs";
import { COMPRESSIBLE, ENCODINGS } from "./host-rules.mjs";

const brotli = promisify(brotliCompress);
const deflate = promisify(gzip);

/** @type {Record<string, (bytes: Buffer) => Promise<Buffer>>} */
const COMPRESSORS = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => deflate(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * Writes the compressed copies of every text file under `dir`, and removes any older copy that
 * is no longer smaller than its file.
 * @param {string} dir
 * @returns {Promise<{ files: number, copies: number, bytes: number, compressedBytes: number }>}
 *   how many text files, how many copies written, and the files' size against their smallest form
 */
export async function compressFolder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const totals = { files: files.length, copies: 0, bytes: 0, compressedBytes: 0 };
  // A few at a time: brotli at its top quality is slow, and this machine is shared.
  const queue = [...files];
  async function work() {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const bytes = await readFile(file);
      let smallest = bytes.length;
      for (const { name, suffix } of ENCODINGS) {
        const compressed = await COMPRESSORS[name](bytes);
        if (compressed.length < bytes.length) {
          await writeFile(file + suffix, compressed);
          totals.copies += 1;
          smallest = Math.min(smallest, compressed.length);
        } else {
          await rm(file + suffix, { force: true });
        }
      }
      totals.bytes += bytes.length;
      totals.compressedBytes += smallest;
    }
  }
  await Promise.all([work(), work()]);
  return totals;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const { files, copies, bytes, compressedBytes } = await compressFolder(fileURLToPath(CLIENT_DIR));
  const kb = (/** @type {number} */ n) => `${Math.round(n / 1024)} KB`;
  console.log(
    `compress: ${copies} .br/.gz copies of ${files} text files (${kb(bytes)} → ${kb(compressedBytes)} at best) in ${Date.now() - started} ms`,
  );
}
