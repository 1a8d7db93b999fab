import { describe, expect, it } from "vitest";

import { workerChunkModule, type EmittedChunk } from "./worker-chunk";

describe("workerChunkModule", () => {
  it("gives the browser build the URL of the module emitted as its own chunk", () => {
    const emitted: EmittedChunk[] = [];
    const code = workerChunkModule("/app/x-worker.ts", "client", (chunk) => {
      emitted.push(chunk);
      return "ref1";
    });
    expect(emitted).toEqual([{ file: "/app/x-worker.ts", name: undefined, keepsExports: false }]);
    expect(code).toBe("export default import.meta.ROLLUP_FILE_URL_ref1;");
  });

  it("names a ?chunk-url chunk after the module that asks, then the file, and keeps its exports", () => {
    const emitted: EmittedChunk[] = [];
    const code = workerChunkModule(
      "/node_modules/words/dist/lastnames.json.mjs",
      "client",
      (chunk) => {
        emitted.push(chunk);
        return "ref2";
      },
      { query: "?chunk-url", importer: "/app/lib/estimator.ts" },
    );
    expect(emitted).toEqual([
      {
        file: "/node_modules/words/dist/lastnames.json.mjs",
        name: "estimator-lastnames",
        keepsExports: true,
      },
    ]);
    expect(code).toBe("export default import.meta.ROLLUP_FILE_URL_ref2;");
  });

  it("emits nothing into the build that only prerenders pages", () => {
    const emitted: EmittedChunk[] = [];
    const code = workerChunkModule("/app/x-worker.ts", "ssr", (chunk) => {
      emitted.push(chunk);
      return "ref1";
    });
    expect(emitted).toEqual([]);
    expect(code).toBe('export default "";');
  });
});
