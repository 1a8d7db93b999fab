// `import url from "./x?worker-chunk"`: the URL of module x built into the page's own build as an
// entry chunk, to start as a module worker (docs/decisions/checker-estimator-worker.md). Vite's
// own `?worker` builds each worker apart, so it cannot share a chunk with the page; this one can:
// the estimator's worker loads the same zxcvbn and dictionary chunks the page already has.
//
// `import url from "./x?chunk-url"`: the URL of module x built as a chunk of its own that keeps its
// exports, for `import(url)` where Vite's own `import("./x")` cannot be used: Vite wraps that in
// its preload helper, which needs a document (a worker has none) and comes with the page's shared
// chunk. The chunk is named after the module that asks, then the file: `estimator.ts` asking for
// `lastnames.json.mjs` makes `estimator-lastnames-<hash>.js`.
import { basename, relative } from "node:path";

import type { Plugin } from "vite";

/** What each query builds the module as. */
const KINDS = {
  "?worker-chunk": { prefix: "\0worker-chunk:", keepsExports: false },
  "?chunk-url": { prefix: "\0chunk-url:", keepsExports: true },
} as const;

type Query = keyof typeof KINDS;

/** What a chunk is emitted as: its module, and its name when it is not the module's own. */
export interface EmittedChunk {
  file: string;
  name?: string;
  keepsExports: boolean;
}

/** The default export of a `?worker-chunk` or `?chunk-url` module in each environment. */
export function workerChunkModule(
  file: string,
  environment: string,
  emitChunk: (chunk: EmittedChunk) => string,
  asked: { query: Query; importer?: string } = { query: "?worker-chunk" },
): string {
  // The server build only prerenders pages: it never starts a worker, so it needs no file.
  if (environment !== "client") return `export default "";`;
  const { keepsExports } = KINDS[asked.query];
  const name =
    asked.query === "?chunk-url" && asked.importer !== undefined
      ? `${baseName(asked.importer)}-${baseName(file)}`
      : undefined;
  return `export default import.meta.ROLLUP_FILE_URL_${emitChunk({ file, name, keepsExports })};`;
}

/** A file's name up to its first dot: `lastnames` for `/x/lastnames.json.mjs`. */
function baseName(file: string): string {
  return basename(file).split(".")[0] ?? file;
}

function queryOf(source: string): Query | null {
  return (Object.keys(KINDS) as Query[]).find((query) => source.endsWith(query)) ?? null;
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
      const query = queryOf(source);
      if (query === null) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, {
        skipSelf: true,
      });
      if (resolved === null) throw new Error(`worker-chunk: cannot resolve ${source}`);
      // In a build the importer rides along in the id, so that a `?chunk-url` chunk can be named
      // after it. Not on the development server, whose URLs for ids cannot carry the separator.
      const from = serving || importer === undefined ? "" : `${importer}\0`;
      return `${KINDS[query].prefix}${from}${resolved.id}`;
    },
    load(id) {
      const query = (Object.keys(KINDS) as Query[]).find((key) => id.startsWith(KINDS[key].prefix));
      if (query === undefined) return null;
      const rest = id.slice(KINDS[query].prefix.length);
      const split = rest.lastIndexOf("\0");
      const file = rest.slice(split + 1);
      if (serving) return `export default ${JSON.stringify(`/${relative(root, file)}`)};`;
      return workerChunkModule(
        file,
        this.environment.name,
        (chunk) =>
          this.emitFile({
            type: "chunk",
            id: chunk.file,
            ...(chunk.name === undefined ? {} : { name: chunk.name }),
            preserveSignature: chunk.keepsExports ? "exports-only" : false,
          }),
        { query, importer: split === -1 ? undefined : rest.slice(0, split) },
      );
    },
  };
}
