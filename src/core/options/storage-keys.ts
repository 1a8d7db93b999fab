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
  /** Not in the draft: the memorable and PIN modes' settings. */
  modeOptions: "modeOptions",
  /** Not in the draft: the mode the generator was last in. */
  generatorMode: "generatorMode",
  /** Not in the draft: named sets of options. */
  savedOptionSets: "savedOptionSets",
  /**
   * Not the site's own: React Router keeps scroll positions here (session storage). Here so the
   * inline restore script and the repair of a bad entry, in two first-view files, share it.
   */
  scrollPositions: "react-router-scroll-positions",
  /**
   * Not in the draft: the checker's opt-in breach check, "on" or "off"
   * (docs/decisions/breach-check.md).
   */
  breachCheck: "breachCheck",
} as const);
