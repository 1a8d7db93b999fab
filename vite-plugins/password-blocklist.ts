// `import lines from "virtual:password-blocklist"`: the checker's blocklist (the list `keysmith
// check` uses, src/estimator/password-blocklist.ts) as one text, sorted, a password per line, for
// `sortedLines` (src/core/strength/sorted-lines.ts). The page then parses one string where it
// used to build a 49,233-entry Set on its main thread (docs/decisions/checker-verdict.md, "Loaded
// ahead of Check").
import type { Plugin } from "vite";

import { PASSWORD_BLOCKLIST } from "../src/estimator/password-blocklist";

const ID = "virtual:password-blocklist";
const RESOLVED = `\0${ID}`;

/** The module's source: the list sorted as `<` compares, joined by "\n". */
export function passwordBlocklistModule(list: Iterable<string> = PASSWORD_BLOCKLIST): string {
  const words = [...list];
  if (words.some((word) => word.includes("\n"))) {
    throw new Error("password-blocklist: an entry holds a line break");
  }
  return `export default ${JSON.stringify(words.sort().join("\n"))};`;
}

export function passwordBlocklist(): Plugin {
  return {
    name: "keysmith:password-blocklist",
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? passwordBlocklistModule() : null),
  };
}
