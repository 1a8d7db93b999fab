import { DEFAULT_PASSPHRASE_OPTIONS, type PassphraseOptions } from "../generate/passphrase-options";
import { isPassphraseLanguage, type PassphraseLanguage } from "../generate/passphrase-languages";
import { findInvisibleInText } from "../generate/visible-text";
import {
  labelGeneratorScore,
  scoreGeneratorStrength,
  type GeneratorStrengthLabel,
} from "../strength/generator-strength";
import { readClipboardClearChoice } from "./clipboard-clear";
import type { HistoryEntry, HistoryStrength } from "./history";
import {
  CLEANUP_DEFAULT_MINUTES,
  CLEANUP_MAX_MINUTES,
  CLEANUP_MIN_MINUTES,
  CLEANUP_STEP_MINUTES,
  GENERATED_PASSWORD_MAX_CODE_UNITS,
  GENERATOR_MAX_SCORE,
  HISTORY_EARLIEST_TIMESTAMP,
  HISTORY_MAX_CLOCK_SKEW_MS,
  HISTORY_MAX_ENTRIES,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSPHRASE_SEPARATOR_MAX_LENGTH,
} from "./limits";
import {
  decodeJson,
  isRecord,
  isTimestampWithin,
  problemOf,
  readBoolean,
  readBoundedString,
  readRecord,
  readStepped,
  type JsonRecord,
  type StoredRead,
} from "./stored-json";

/*
 * The schemas of the keys only the generator reads (spec §7): passphrase settings, privacy
 * settings and the history. A module of their own, so the build puts them with the generator
 * card rather than in the engine file every page loads (vite-plugins/chunk-groups.ts).
 */

/** Reads the passphrase settings. */
export function parseStoredPassphraseOptions(raw: string | null): PassphraseOptions {
  return readStoredPassphraseOptions(raw).value;
}

/**
 * `parseStoredPassphraseOptions`, saying what was wrong with the stored entry. A separator longer
 * than the picker offers falls back to the default (a 2 MB one froze the page for a minute).
 */
export function readStoredPassphraseOptions(raw: string | null): StoredRead<PassphraseOptions> {
  const { value: record, problem } = readRecord(raw);
  return { value: passphraseOptionsFrom(record), problem };
}

/** The passphrase options in a stored object, field by field (also a saved set's). */
export function passphraseOptionsFrom(record: JsonRecord): PassphraseOptions {
  const defaults = DEFAULT_PASSPHRASE_OPTIONS;
  return {
    words: readStepped(
      record,
      "words",
      { min: PASSPHRASE_MIN_WORDS, max: PASSPHRASE_MAX_WORDS, step: 1 },
      defaults.words,
    ),
    separator: readSeparator(record, defaults.separator),
    capitalize: readBoolean(record, "capitalize", defaults.capitalize),
    includeNumber: readBoolean(record, "includeNumber", defaults.includeNumber),
    includeSymbol: readBoolean(record, "includeSymbol", defaults.includeSymbol),
    randomSeparator: readBoolean(record, "randomSeparator", defaults.randomSeparator),
    language: readLanguage(record, defaults.language),
  };
}

/**
 * A separator the picker could have chosen: short, and visible by the custom set's rule
 * (docs/decisions/visible-passwords.md), else the fallback. The picker offers only visible ones,
 * so an invisible one was written by something else, and would hide the words' boundaries.
 */
function readSeparator(record: JsonRecord, fallback: string): string {
  const separator = readBoundedString(
    record,
    "separator",
    PASSPHRASE_SEPARATOR_MAX_LENGTH,
    fallback,
  );
  return findInvisibleInText(separator).length === 0 ? separator : fallback;
}

/** A language the passphrase lists offer, else the fallback. */
function readLanguage(
  record: Readonly<Record<string, unknown>>,
  fallback: PassphraseLanguage,
): PassphraseLanguage {
  const value = record["language"];
  return isPassphraseLanguage(value) ? value : fallback;
}

/** The privacy panel's settings (spec §3). */
export interface PrivacySettings {
  /** Keep history in session storage, emptied at page unload (spec §4). */
  useSessionStorage: boolean;
  /** Drop history entries older than this, 5-120 in steps of 5. */
  autoCleanupMinutes: number;
  /** Keep no history at all. */
  disableHistory: boolean;
  /**
   * Replace a copied password on the clipboard after this many seconds with the page focused:
   * 0 (never), 30, 60 or 90 (docs/decisions/clipboard-clear.md).
   */
  clipboardClearSeconds: number;
}

/** Spec §3 defaults. */
export const DEFAULT_PRIVACY_SETTINGS: Readonly<PrivacySettings> = Object.freeze({
  useSessionStorage: true,
  autoCleanupMinutes: CLEANUP_DEFAULT_MINUTES,
  disableHistory: false,
  clipboardClearSeconds: 0,
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
    clipboardClearSeconds: readClipboardClearChoice(record, defaults.clipboardClearSeconds),
  };
  return { value, problem };
}

const GENERATOR_LABELS: ReadonlySet<string> = new Set(["Weak", "Fair", "Good", "Strong"]);

/** Ids the generator writes are a timestamp's digits; anything much longer is not one of ours. */
const HISTORY_ID_MAX_LENGTH = 64;
/** A tone ("strong") or a colour class written by the draft ("text-green-500"). */
const HISTORY_COLOR_MAX_LENGTH = 64;

function isGeneratorLabel(value: unknown): value is GeneratorStrengthLabel {
  return typeof value === "string" && GENERATOR_LABELS.has(value);
}

function readHistoryStrength(value: unknown, password: string): HistoryStrength {
  if (isRecord(value)) {
    const score = value["score"];
    const label = value["label"];
    const color = value["color"];
    if (
      typeof score === "number" &&
      Number.isInteger(score) &&
      score >= 0 &&
      score <= GENERATOR_MAX_SCORE &&
      isGeneratorLabel(label) &&
      labelGeneratorScore(score).label === label &&
      typeof color === "string" &&
      color.length <= HISTORY_COLOR_MAX_LENGTH
    ) {
      return { score, label, color };
    }
  }
  // A damaged rating is recomputed from the password rather than losing the entry.
  const { score, label, tone } = scoreGeneratorStrength(password);
  return { score, label, color: tone };
}

function readHistoryEntry(value: unknown, nowMs: number): HistoryEntry | null {
  if (!isRecord(value)) return null;
  const id = value["id"];
  const password = value["password"];
  const timestamp = value["timestamp"];
  if (typeof password !== "string" || password === "") return null;
  if (password.length > GENERATED_PASSWORD_MAX_CODE_UNITS) return null;
  const latest = nowMs + HISTORY_MAX_CLOCK_SKEW_MS;
  if (!isTimestampWithin(timestamp, HISTORY_EARLIEST_TIMESTAMP, latest)) return null;
  return {
    id:
      typeof id === "string" && id !== "" && id.length <= HISTORY_ID_MAX_LENGTH
        ? id
        : String(timestamp),
    password,
    timestamp,
    strength: readHistoryStrength(value["strength"], password),
  };
}

/**
 * Reads the stored history at `nowMs`: an entry without a non-empty password no longer than the
 * generator makes, or without a timestamp between 2020 and a day after now, is dropped; a missing
 * id becomes the timestamp and a damaged rating is recomputed. At most the first
 * `HISTORY_MAX_ENTRIES` valid entries are kept (newest first, as stored).
 */
export function parseHistory(raw: string | null, nowMs: number): HistoryEntry[] {
  return readStoredHistory(raw, nowMs).value;
}

/**
 * `parseHistory`, saying what was wrong with the stored entry: not a JSON array, or entries that
 * were dropped (`dropped-entries`), so the page can say so and store the list without them.
 */
export function readStoredHistory(raw: string | null, nowMs: number): StoredRead<HistoryEntry[]> {
  const decoded = decodeJson(raw);
  if (!Array.isArray(decoded)) return { value: [], problem: problemOf(decoded, false) };
  const entries: HistoryEntry[] = [];
  let dropped = false;
  for (const item of decoded) {
    const entry = readHistoryEntry(item, nowMs);
    if (entry === null) dropped = true;
    else entries.push(entry);
    if (entries.length === HISTORY_MAX_ENTRIES) break;
  }
  return { value: entries, problem: dropped ? "dropped-entries" : null };
}
