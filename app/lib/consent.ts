/** Local storage key of the cookie consent record (spec §3). */
export const CONSENT_STORAGE_KEY = "cookie-consent";
