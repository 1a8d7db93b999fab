import { HISTORY_EARLIEST_TIMESTAMP, HISTORY_MAX_CLOCK_SKEW_MS } from "./limits";
import { decodeJson, isRecord, isTimestampWithin } from "./stored-json";

/*
 * One reader per storage key (spec §7), each the schema of what that key may hold: every field
 * typed, every number finite and in range, every string bounded, every timestamp one a clock can
 * show. Each takes the raw string (or null when the key is absent) and never throws (docs/style.md,
 * "One reader per stored key"). The keys every page reads (theme, consent) are here; the
 * generator's own keys have modules of their own, imported directly so other pages do not carry
 * them: `stored-password-options.ts` (the first paint inlines it) and `stored-generator-data.ts`.
 */

export { STORAGE_KEYS } from "./storage-keys";
export type { StoredDataProblem, StoredRead } from "./stored-json";

/** A theme the user chose (spec §3). */
export type Theme = "dark" | "light";

/** Longer than any way of writing "light" with the spaces a hand edit may leave around it. */
const THEME_MAX_LENGTH = 32;

/** Reads `theme`, stored bare (dark) or as JSON ("dark"); null when there is no valid choice. */
export function parseTheme(raw: string | null): Theme | null {
  if (raw === null || raw.length > THEME_MAX_LENGTH) return null;
  const trimmed = raw.trim();
  const value: unknown = trimmed.startsWith('"') ? decodeJson(trimmed) : trimmed;
  return value === "dark" || value === "light" ? value : null;
}

/** The visitor's cookie choice (spec §3, key `cookie-consent`). */
export interface CookieConsent {
  /** Analytics allowed. */
  analytics: boolean;
  /** Advertising allowed. */
  advertising: boolean;
  /** Essential cookies cannot be disabled (spec §5). */
  functional: true;
  /** When the choice was made, ms since the epoch; 0 if the record lacked a time a clock shows. */
  timestamp: number;
}

/**
 * Reads `cookie-consent` at `nowMs`. Null means no usable choice, so the banner shows again (spec
 * §4, §8): analytics and advertising must both be booleans, because consent is never assumed.
 */
export function parseCookieConsent(raw: string | null, nowMs: number): CookieConsent | null {
  const value = decodeJson(raw);
  if (!isRecord(value)) return null;
  const analytics = value["analytics"];
  const advertising = value["advertising"];
  const timestamp = value["timestamp"];
  if (typeof analytics !== "boolean" || typeof advertising !== "boolean") return null;
  const latest = nowMs + HISTORY_MAX_CLOCK_SKEW_MS;
  return {
    analytics,
    advertising,
    functional: true,
    timestamp: isTimestampWithin(timestamp, HISTORY_EARLIEST_TIMESTAMP, latest) ? timestamp : 0,
  };
}
