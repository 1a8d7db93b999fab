import { describe, expect, it } from "vitest";

import { WORKER_FILES_META } from "../app/features/checker/lib/worker-files-meta.mjs";
import { withWorkerFiles, workerFiles } from "./worker-files.mjs";

const BUILT = {
  "crack-time-worker-a1.js":
    'import{n as e}from"./estimate-protocol-b2.js";import{t}from"./estimator-c3.js";e(self,t);',
  "blocklist-worker-d4.js":
    'import{t as e}from"./blocklist-lines-e5.js";self.postMessage(e()),self.close();',
  "estimate-protocol-b2.js": "export const n=1;",
  "estimator-c3.js": `import{n as e}from"./runtime-f6.js";import{t}from"./dist-g7.js";var u=\`/assets/estimator-words-j0.js\`;${"x".repeat(900)}`,
  "estimator-words-j0.js": `export{w as default};${"w".repeat(2000)}`,
  "blocklist-lines-e5.js": 'import"./runtime-f6.js";const l=()=>import("./dist-g7.js");',
  "dist-g7.js": "y".repeat(300),
  "runtime-f6.js": "r",
  "home-h8.js": 'import"./framework-i9.js";',
  "framework-i9.js": "z".repeat(5000),
};
const read = (name) => BUILT[name];

describe("workerFiles", () => {
  it("follows the workers' imports and the chunk URLs they load, entries first, then the largest file first", () => {
    expect(workerFiles(Object.keys(BUILT), read)).toEqual([
      "blocklist-worker-d4.js",
      "crack-time-worker-a1.js",
      "estimator-words-j0.js",
      "estimator-c3.js",
      "dist-g7.js",
      "blocklist-lines-e5.js",
      "estimate-protocol-b2.js",
      "runtime-f6.js",
    ]);
  });

  it("stops the build when a worker is missing or imports a file that was not built", () => {
    const names = Object.keys(BUILT);
    expect(() =>
      workerFiles(
        names.filter((name) => !name.startsWith("blocklist-worker")),
        read,
      ),
    ).toThrow(/two worker entries, found 1/);
    expect(() =>
      workerFiles(
        names.filter((name) => name !== "dist-g7.js"),
        read,
      ),
    ).toThrow(/dist-g7\.js is imported but not built/);
    expect(() =>
      workerFiles(
        names.filter((name) => name !== "estimator-words-j0.js"),
        read,
      ),
    ).toThrow(/estimator-words-j0\.js is imported but not built/);
  });
});

describe("withWorkerFiles", () => {
  const page =
    '<html><head><meta charset="utf-8"/><title>Checker</title></head><body></body></html>';

  it("names the files in the head as paths under /assets/, once", () => {
    const html = withWorkerFiles(page, ["estimator-c3.js", "dist-g7.js"]);
    expect(html).toContain(
      `<meta name="${WORKER_FILES_META}" content="/assets/estimator-c3.js /assets/dist-g7.js"/></head>`,
    );
    expect(withWorkerFiles(html, ["other.js"])).toBe(html);
  });

  it("refuses a page without a head to put them in", () => {
    expect(() => withWorkerFiles("<p>no head</p>", ["estimator-c3.js"])).toThrow(
      /without <\/head>/,
    );
  });
});
