// The site's build ships zxcvbn's common-words and last-names lists without their dead entries:
// words another list ranks lower, which can never be the match zxcvbn keeps
// (src/estimator/pruned-dictionaries.ts; docs/decisions/checker-verdict.md, "Dictionaries without
// dead entries"). The checker's estimator imports each list from its package file, built as a
// chunk of its own; this plugin gives that file the pruned list, written the package's way
// (prefix-compressed, with its own decompress). Only the browser build: the development server
// and the tests read the packages' full lists, which give the same estimates.
import compress from "@zxcvbn-ts/dictionary-compression/compress";
import type { Plugin } from "vite";

import {
  PRUNED_DICTIONARIES,
  fullDictionaryLists,
  withoutDeadEntries,
} from "../src/estimator/pruned-dictionaries";
import type { LargeDictionaryName } from "../src/estimator/ranked-zxcvbn";

/** The package file of an English dictionary: `commonWords-en` is `…/dist/commonWords.json.mjs`. */
function fileOf(name: LargeDictionaryName): string {
  return `/@zxcvbn-ts/language-en/dist/${name.replace(/-en$/, "")}.json.mjs`;
}

/** The module that stands for a pruned list's file: its words, as the package writes them. */
export function prunedListModule(words: readonly string[]): string {
  const packed: unknown = compress([...words]);
  if (typeof packed !== "string") throw new Error("pruned-dictionaries: the list did not compress");
  return [
    `import decompress from "@zxcvbn-ts/dictionary-compression/decompress";`,
    `export default decompress(${JSON.stringify(packed)});`,
  ].join("\n");
}

export function prunedDictionaries(): Plugin {
  let modules: Map<string, string> | null = null;
  const moduleFor = (id: string): string | null => {
    const name = PRUNED_DICTIONARIES.find((candidate) => id.endsWith(fileOf(candidate)));
    if (name === undefined) return null;
    modules ??= new Map();
    const known = modules.get(name);
    if (known !== undefined) return known;
    const module = prunedListModule(withoutDeadEntries(name, fullDictionaryLists()));
    modules.set(name, module);
    return module;
  };
  return {
    name: "keysmith:pruned-dictionaries",
    apply: "build",
    transform(_code, id) {
      // Not a virtual module whose id ends with the file's path (`?chunk-url`'s, which stands for
      // the file's URL), only the file itself.
      if (this.environment.name !== "client" || id.startsWith("\0")) return null;
      const module = moduleFor(id.replaceAll("\\", "/"));
      return module === null ? null : { code: module, map: null };
    },
  };
}
