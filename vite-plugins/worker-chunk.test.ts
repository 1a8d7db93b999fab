import { describe, expect, it } from "vitest";

import { workerChunkModule } from "./worker-chunk";

describe("workerChunkModule", () => {
  it("gives the browser build the URL of the module emitted as its own chunk", () => {
    const emitted: string[] = [];
    const code = workerChunkModule("/app/x-worker.ts", "client", (file) => {
      emitted.push(file);
      return "ref1";
    });
    expect(emitted).toEqual(["/app/x-worker.ts"]);
    expect(code).toBe("export default import.meta.ROLLUP_FILE_URL_ref1;");
  });

  it("emits nothing into the build that only prerenders pages", () => {
    const emitted: string[] = [];
    const code = workerChunkModule("/app/x-worker.ts", "ssr", (file) => {
      emitted.push(file);
      return "ref1";
    });
    expect(emitted).toEqual([]);
    expect(code).toBe('export default "";');
  });
});
