import decompress from "@zxcvbn-ts/dictionary-compression/decompress";
import { describe, expect, it } from "vitest";

import { fullDictionaryLists, withoutDeadEntries } from "../src/estimator/pruned-dictionaries";
import { prunedDictionaries, prunedListModule } from "./pruned-dictionaries";

const DIST = "/repo/node_modules/@zxcvbn-ts/language-en/dist";

/** The words a module the plugin wrote exports, with the package's own decompress. */
function wordsOf(module: string): string[] {
  const body = module
    .replace(/^import decompress from "@zxcvbn-ts\/dictionary-compression\/decompress";\n/, "")
    .replace(/^export default /m, "return ");
  return new Function("decompress", body)(decompress) as string[];
}

/** What the plugin makes of a module `id` in `environment`, as Vite calls it. */
function transform(id: string, environment = "client"): { code: string } | null {
  const plugin = prunedDictionaries();
  const hook = plugin.transform;
  const handler = typeof hook === "function" ? hook : hook?.handler;
  if (handler === undefined) throw new Error("no transform hook");
  return handler.call(
    { environment: { name: environment } } as never,
    "export default [];",
    id,
  ) as { code: string } | null;
}

const lists = fullDictionaryLists();

describe("prunedListModule", () => {
  it("writes a list, empty entries included, as the package does, and reads back the same", () => {
    const words = ["the", "", "", "there", "they", "", "a"];
    expect(wordsOf(prunedListModule(words))).toEqual(words);
  });
});

describe("the pruned-dictionaries plugin", () => {
  it("gives the browser build the common words and last names without their dead entries", () => {
    for (const [file, name] of [
      ["commonWords", "commonWords-en"],
      ["lastnames", "lastnames-en"],
    ] as const) {
      const module = transform(`${DIST}/${file}.json.mjs`);
      expect(module, file).not.toBeNull();
      expect(wordsOf(module?.code ?? "")).toEqual(withoutDeadEntries(name, lists));
    }
  });

  it("leaves the other lists, the server build and the ?chunk-url module that names the file alone", () => {
    expect(transform(`${DIST}/firstnames.json.mjs`)).toBeNull();
    expect(transform(`${DIST}/wikipedia.json.mjs`)).toBeNull();
    expect(transform(`${DIST}/commonWords.json.mjs`, "ssr")).toBeNull();
    expect(
      transform(`\0chunk-url:/repo/app/estimator.ts\0${DIST}/commonWords.json.mjs`),
    ).toBeNull();
  });
});
