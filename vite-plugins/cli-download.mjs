// Publishes the `keysmith` command on the site (docs/product-decisions.md, "Command-line tool"):
// the build bundles it once, emits those exact bytes as /downloads/keysmith.mjs in the client
// build, and gives the pages their SHA-256 through the `__CLI_DOWNLOAD__` define, so the hash the
// about page prints is the hash of the published file. It runs inside `react-router build`, before
// prerendering.
import { createHash } from "node:crypto";

import { bundleCli } from "../scripts/build-cli.mjs";

/** Where the file is published, under the site's origin. */
export const CLI_DOWNLOAD_PATH = "/downloads/keysmith.mjs";

/**
 * What the pages learn about the published file.
 * @typedef {{ path: string, sha256: string, bytes: number }} CliDownload
 */

/**
 * @param {Uint8Array} contents
 * @returns {CliDownload}
 */
export function describeCliDownload(contents) {
  return {
    path: CLI_DOWNLOAD_PATH,
    sha256: createHash("sha256").update(contents).digest("hex"),
    bytes: contents.byteLength,
  };
}

/** @type {Promise<Uint8Array> | undefined} */
let bundled;

/**
 * The Vite plugin. Only for builds; in development `__CLI_DOWNLOAD__` is null and the about page
 * shows how to build the command instead.
 * @returns {import("vite").Plugin}
 */
export function cliDownload() {
  return {
    name: "keysmith:cli-download",
    async config(_config, { command }) {
      if (command !== "build") return { define: { __CLI_DOWNLOAD__: "null" } };
      // One bundle per build, however many times Vite resolves the config.
      bundled ??= bundleCli();
      const contents = await bundled;
      return { define: { __CLI_DOWNLOAD__: JSON.stringify(describeCliDownload(contents)) } };
    },
    async generateBundle() {
      if (this.environment.name !== "client" || !bundled) return;
      this.emitFile({
        type: "asset",
        fileName: CLI_DOWNLOAD_PATH.slice(1),
        source: await bundled,
      });
    },
  };
}
