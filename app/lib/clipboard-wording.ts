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

function passwords(count: number): string {
  return PLURAL.select(count) === "one" ? "password" : `${count} passwords`;
}

/** "The password on your clipboard …" or "The 100 passwords on your clipboard …", then the wait. */
export function clearsInText(count: number, seconds: number): string {
  return `The ${passwords(count)} on your clipboard will be cleared in ${seconds} s.`;
}

/** The same, while the clear waits for the page to have focus again. */
export function clearsOnFocusText(count: number): string {
  return `The ${passwords(count)} on your clipboard will be cleared when this page has focus again.`;
}
