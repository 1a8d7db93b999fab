// `import url from "./x?worker-chunk"`: the URL of module x built into the page's own build as an
// entry chunk, to start as a module worker (docs/decisions/checker-estimator-worker.md). Vite's
// own `?worker` builds each worker apart, so it cannot share a chunk with the page; this one can:
// the estimator's worker loads the same zxcvbn and dictionary chunks the page already has.
import { relative } from "node:path";

import type { Plugin } from "vite";

const QUERY = "?worker-chunk";
const PREFIX = "\0worker-chunk:";

/** The default export of a `?worker-chunk` module in each environment. */
export function workerChunkModule(
  file: string,
  environment: string,
  emitChunk: (file: string) => string,
): string {
  // The server build only prerenders pages: it never starts a worker, so it needs no file.
  if (environment !== "client") return `export default "";`;
  return `export default import.meta.ROLLUP_FILE_URL_${emitChunk(file)};`;
}

/** The Vite plugin: the chunk in builds, the module's own URL on the development server. */
export function workerChunk(): Plugin {
  let root = process.cwd();
  let serving = false;
  return {
    name: "keysmith:worker-chunk",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      if (resolved === null) throw new Error(`worker-chunk: cannot resolve ${source}`);
      return `${PREFIX}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      if (serving) return `export default ${JSON.stringify(`/${relative(root, file)}`)};`;
      return workerChunkModule(file, this.environment.name, (entry) =>
        this.emitFile({ type: "chunk", id: entry, preserveSignature: false }),
      );
    },
  };
}
