import { truncateCustomCharset } from "../generate/custom-charset";
import { DEFAULT_PASSPHRASE_OPTIONS, type PassphraseOptions } from "../generate/passphrase-options";
import { isPassphraseLanguage } from "../generate/passphrase-languages";
import {
  labelGeneratorScore,
  scoreGeneratorStrength,
  type GeneratorStrengthLabel,
} from "../strength/generator-strength";
import type { HistoryEntry, HistoryStrength } from "./history";
import {
  CLEANUP_DEFAULT_MINUTES,
  CLEANUP_MAX_MINUTES,
  CLEANUP_MIN_MINUTES,
  CLEANUP_STEP_MINUTES,
  GENERATOR_MAX_SCORE,
  HISTORY_MAX_ENTRIES,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./limits";
import { DEFAULT_PASSWORD_OPTIONS, type PasswordOptions } from "./password-options";

/*
 * Everything read back from storage is untrusted: another version of the site, an extension or
 * the user may have written it (STYLE.md: parse at the edge). Each parser takes the raw string (or
 * null when the key is absent), never throws, and replaces a malformed or out-of-range field with
 * its default, field by field (issue 3, item 7).
 */

export { STORAGE_KEYS } from "./storage-keys";

type JsonRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON.parse that returns undefined instead of throwing. */
function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value;
  } catch {
    return undefined;
  }
}

/**
 * What was wrong with a stored entry that could not be used as a whole: not JSON at all, or JSON
 * of the wrong shape (say, an array where settings belong). A missing entry is not a problem, and
 * a single bad field is quietly replaced by its default.
 */
export type StoredDataProblem = "not-json" | "wrong-shape";

/** A stored entry read at the edge: the value to use, and what was wrong with the stored text. */
export interface StoredRead<T> {
  value: T;
  /** Null when the entry was absent or readable; the value is then defaults or what was stored. */
  problem: StoredDataProblem | null;
}

const NOT_JSON = Symbol("not JSON");

/** JSON.parse that never throws: `undefined` for an absent entry, `NOT_JSON` for a broken one. */
function decodeJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value;
  } catch {
    return NOT_JSON;
  }
}

function problemOf(decoded: unknown, isExpectedShape: boolean): StoredDataProblem | null {
  if (decoded === undefined || isExpectedShape) return null;
  return decoded === NOT_JSON ? "not-json" : "wrong-shape";
}

/** The stored object, `{}` when absent or unusable, and what was wrong. */
function readRecord(raw: string | null): StoredRead<JsonRecord> {
  const decoded = decodeJson(raw);
  const ok = isRecord(decoded);
  return { value: ok ? decoded : {}, problem: problemOf(decoded, ok) };
}

function readBoolean(record: JsonRecord, key: string, fallback: boolean): boolean {
  const value = record[key];
  return typeof value === "boolean" ? value : fallback;
}

function readString(record: JsonRecord, key: string, fallback: string): string {
  const value = record[key];
  return typeof value === "string" ? value : fallback;
}

/** A number within [min, max], rounded to the nearest multiple of `step`; else the fallback. */
function readStepped(
  record: JsonRecord,
  key: string,
  range: { min: number; max: number; step: number },
  fallback: number,
): number {
  const value = record[key];
  if (typeof value !== "number" || !Number.isFinite(value)) return fallback;
  if (value < range.min || value > range.max) return fallback;
  const snapped = Math.round(value / range.step) * range.step;
  return Math.min(range.max, Math.max(range.min, snapped));
}

/** Reads `passwordOptions` (spec §3). A custom charset over 1000 characters is truncated (§5). */
export function parseStoredPasswordOptions(raw: string | null): PasswordOptions {
  return readStoredPasswordOptions(raw).value;
}

/** `parseStoredPasswordOptions`, saying what was wrong with the stored entry. */
export function readStoredPasswordOptions(raw: string | null): StoredRead<PasswordOptions> {
  const { value: record, problem } = readRecord(raw);
  const defaults = DEFAULT_PASSWORD_OPTIONS;
  const value: PasswordOptions = {
    length: readStepped(
      record,
      "length",
      { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, step: 1 },
      defaults.length,
    ),
    includeUppercase: readBoolean(record, "includeUppercase", defaults.includeUppercase),
    includeLowercase: readBoolean(record, "includeLowercase", defaults.includeLowercase),
    includeNumbers: readBoolean(record, "includeNumbers", defaults.includeNumbers),
    includeSpecial: readBoolean(record, "includeSpecial", defaults.includeSpecial),
    excludeSimilar: readBoolean(record, "excludeSimilar", defaults.excludeSimilar),
    customCharset: truncateCustomCharset(
      readString(record, "customCharset", defaults.customCharset),
    ),
    useCustomCharset: readBoolean(record, "useCustomCharset", defaults.useCustomCharset),
  };
  return { value, problem };
}

/** Reads the passphrase settings. */
export function parseStoredPassphraseOptions(raw: string | null): PassphraseOptions {
  return readStoredPassphraseOptions(raw).value;
}

/** `parseStoredPassphraseOptions`, saying what was wrong with the stored entry. */
export function readStoredPassphraseOptions(raw: string | null): StoredRead<PassphraseOptions> {
  const { value: record, problem } = readRecord(raw);
  const defaults = DEFAULT_PASSPHRASE_OPTIONS;
  const value: PassphraseOptions = {
    words: readStepped(
      record,
      "words",
      { min: PASSPHRASE_MIN_WORDS, max: PASSPHRASE_MAX_WORDS, step: 1 },
      defaults.words,
    ),
    separator: readString(record, "separator", defaults.separator),
    capitalize: readBoolean(record, "capitalize", defaults.capitalize),
    includeNumber: readBoolean(record, "includeNumber", defaults.includeNumber),
    includeSymbol: readBoolean(record, "includeSymbol", defaults.includeSymbol),
    randomSeparator: readBoolean(record, "randomSeparator", defaults.randomSeparator),
    language: isPassphraseLanguage(record.language) ? record.language : defaults.language,
  };
  return { value, problem };
}

/** The privacy panel's settings (spec §3). */
export interface PrivacySettings {
  /** Keep history in session storage, emptied at page unload (spec §4). */
  useSessionStorage: boolean;
  /** Drop history entries older than this, 5-120 in steps of 5. */
  autoCleanupMinutes: number;
  /** Keep no history at all. */
  disableHistory: boolean;
}

/** Spec §3 defaults. */
export const DEFAULT_PRIVACY_SETTINGS: Readonly<PrivacySettings> = Object.freeze({
  useSessionStorage: true,
  autoCleanupMinutes: CLEANUP_DEFAULT_MINUTES,
  disableHistory: false,
});

/** Reads `privacySettings`; minutes within 5-120 snap to the 5-minute step, others default. */
export function parsePrivacySettings(raw: string | null): PrivacySettings {
  return readStoredPrivacySettings(raw).value;
}

/** `parsePrivacySettings`, saying what was wrong with the stored entry. */
export function readStoredPrivacySettings(raw: string | null): StoredRead<PrivacySettings> {
  const { value: record, problem } = readRecord(raw);
  const defaults = DEFAULT_PRIVACY_SETTINGS;
  const value: PrivacySettings = {
    useSessionStorage: readBoolean(record, "useSessionStorage", defaults.useSessionStorage),
    autoCleanupMinutes: readStepped(
      record,
      "autoCleanupMinutes",
      { min: CLEANUP_MIN_MINUTES, max: CLEANUP_MAX_MINUTES, step: CLEANUP_STEP_MINUTES },
      defaults.autoCleanupMinutes,
    ),
    disableHistory: readBoolean(record, "disableHistory", defaults.disableHistory),
  };
  return { value, problem };
}

const GENERATOR_LABELS: ReadonlySet<string> = new Set(["Weak", "Fair", "Good", "Strong"]);

function isGeneratorLabel(value: unknown): value is GeneratorStrengthLabel {
  return typeof value === "string" && GENERATOR_LABELS.has(value);
}

function readHistoryStrength(value: unknown, password: string): HistoryStrength {
  if (isRecord(value)) {
    const { score, label, color } = value;
    if (
      typeof score === "number" &&
      Number.isInteger(score) &&
      score >= 0 &&
      score <= GENERATOR_MAX_SCORE &&
      isGeneratorLabel(label) &&
      labelGeneratorScore(score).label === label &&
      typeof color === "string"
    ) {
      return { score, label, color };
    }
  }
  // A damaged rating is recomputed from the password rather than losing the entry.
  const { score, label, tone } = scoreGeneratorStrength(password);
  return { score, label, color: tone };
}

function readHistoryEntry(value: unknown): HistoryEntry | null {
  if (!isRecord(value)) return null;
  const { id, password, timestamp, strength } = value;
  if (typeof password !== "string" || password === "") return null;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp) || timestamp < 0) return null;
  return {
    id: typeof id === "string" && id !== "" ? id : String(timestamp),
    password,
    timestamp,
    strength: readHistoryStrength(strength, password),
  };
}

/**
 * Reads the stored history: an entry without a non-empty password or a valid timestamp is
 * dropped; a missing id becomes the timestamp and a damaged rating is recomputed. At most the
 * first `HISTORY_MAX_ENTRIES` valid entries are kept (newest first, as stored).
 */
export function parseHistory(raw: string | null): HistoryEntry[] {
  return readStoredHistory(raw).value;
}

/** `parseHistory`, saying what was wrong with the stored entry (not a JSON array). */
export function readStoredHistory(raw: string | null): StoredRead<HistoryEntry[]> {
  const decoded = decodeJson(raw);
  if (!Array.isArray(decoded)) return { value: [], problem: problemOf(decoded, false) };
  const entries: HistoryEntry[] = [];
  for (const item of decoded) {
    const entry = readHistoryEntry(item);
    if (entry !== null) entries.push(entry);
    if (entries.length === HISTORY_MAX_ENTRIES) break;
  }
  return { value: entries, problem: null };
}

/** A theme the user chose (spec §3). */
export type Theme = "dark" | "light";

/** Reads `theme`, stored bare (dark) or as JSON ("dark"); null when there is no valid choice. */
export function parseTheme(raw: string | null): Theme | null {
  if (raw === null) return null;
  const trimmed = raw.trim();
  const value: unknown = trimmed.startsWith('"') ? parseJson(trimmed) : trimmed;
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
  /** When the choice was made, ms since the epoch; 0 if the record lacked it. */
  timestamp: number;
}

/**
 * Reads `cookie-consent`. Null means no usable choice, so the banner shows again (spec §4, §8):
 * analytics and advertising must both be booleans, because consent is never assumed.
 */
export function parseCookieConsent(raw: string | null): CookieConsent | null {
  const value = parseJson(raw);
  if (!isRecord(value)) return null;
  const { analytics, advertising, timestamp } = value;
  if (typeof analytics !== "boolean" || typeof advertising !== "boolean") return null;
  return {
    analytics,
    advertising,
    functional: true,
    timestamp:
      typeof timestamp === "number" && Number.isFinite(timestamp) && timestamp >= 0 ? timestamp : 0,
  };
}
