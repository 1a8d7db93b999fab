/**
 * Storage keys of spec §7, written once: the engine's parsers, the site's hooks, the theme script
 * and the consent store all read them from here. No imports, so the smallest page can use them.
 */
export const STORAGE_KEYS = Object.freeze({
  passwordOptions: "passwordOptions",
  privacySettings: "privacySettings",
  history: "history",
  theme: "theme",
  cookieConsent: "cookie-consent",
  /** Not in the draft: passphrase mode's settings (docs/product-decisions.md, "Passphrases"). */
  passphraseOptions: "passphraseOptions",
  /** Not in the draft: the memorable and PIN modes' settings (issue 20). */
  modeOptions: "modeOptions",
  /** Not in the draft: the mode the generator was last in (issue 20, item 6). */
  generatorMode: "generatorMode",
  /** Not in the draft: named sets of options (issue 20, item 6). */
  savedOptionSets: "savedOptionSets",
  /** Not in the draft: the checker's opt-in breach check, "on" or "off" (issue 29). */
  breachCheck: "breachCheck",
} as const);
