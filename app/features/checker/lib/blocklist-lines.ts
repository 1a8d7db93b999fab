/**
 * The checker's blocklist (the list `keysmith check` uses) as one text: its passwords sorted as
 * `<` compares, one per line, for `sortedLines` (src/core/strength/sorted-lines.ts). Made where
 * zxcvbn's dictionary chunk is loaded anyway: in the blocklist's worker, or on the page where
 * workers are missing.
 */
import { PASSWORD_BLOCKLIST } from "../../../../src/estimator/password-blocklist";

export function blocklistLines(): string {
  return [...PASSWORD_BLOCKLIST].sort().join("\n");
}
