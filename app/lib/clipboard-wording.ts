/*
 * What the clipboard status says about what was copied: one password, or every password of a
 * Copy All, counted (English plurals, as the rest of the site's copy).
 */

const PLURAL = new Intl.PluralRules("en-US");

/** "A password is on your clipboard." or "100 passwords are on your clipboard." */
export function onClipboardText(count: number): string {
  return PLURAL.select(count) === "one"
    ? "A password is on your clipboard."
    : `${count} passwords are on your clipboard.`;
}

/** "The password on your clipboard …" or "The 100 passwords on your clipboard …", then the wait. */
export function clearsInText(count: number, seconds: number): string {
  const what = PLURAL.select(count) === "one" ? "password" : `${count} passwords`;
  return `The ${what} on your clipboard will be cleared in ${seconds} s.`;
}
