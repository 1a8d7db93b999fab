/**
 * The blocklist chunk, loaded with `import()` beside the estimator: the list and its matching. It
 * is not named `estimator-…`, so the service worker precaches it (with the list's data chunk) and
 * 'Avoids common passwords' works offline after one visit.
 */
import { isBlocklisted } from "#core/strength/blocklist";
import { PASSWORD_BLOCKLIST } from "../../../../src/estimator/password-blocklist";

/** Whether `password` is on the list, as `keysmith check` finds it. */
export const isOnPasswordList = (password: string): boolean =>
  isBlocklisted(password, PASSWORD_BLOCKLIST);
