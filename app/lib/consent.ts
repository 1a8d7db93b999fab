import { STORAGE_KEYS } from "#core/options/storage-keys";

/** Local storage key of the cookie consent record (spec §3), from the engine's one set of keys. */
export const CONSENT_STORAGE_KEY = STORAGE_KEYS.cookieConsent;
