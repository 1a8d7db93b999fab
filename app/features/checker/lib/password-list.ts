/**
 * The blocklist chunk, loaded with `import()` beside the estimator: the list and its matching. It
 * is not named `estimator-…`, so the service worker precaches it and 'Avoids common passwords'
 * works offline after one visit. The list is the CLI's, as one sorted text
 * (vite-plugins/password-blocklist.ts): loading it costs the page one string, not a long task
 * building a set (docs/decisions/checker-verdict.md, "Loaded ahead of Check").
 */
import lines from "virtual:password-blocklist";

import { isBlocklisted } from "#core/strength/blocklist";
import { sortedLines } from "#core/strength/sorted-lines";

const PASSWORD_LIST = sortedLines(lines);

/** Whether `password` is on the list, as `keysmith check` finds it. */
export const isOnPasswordList = (password: string): boolean =>
  isBlocklisted(password, PASSWORD_LIST);
