import {
  scoreGeneratorStrength,
  type GeneratorStrength,
  type GeneratorStrengthLabel,
} from "../strength/generator-strength";
import { HISTORY_MAX_ENTRIES } from "./limits";

/** One generated password kept in the history list (spec §3). */
export interface HistoryEntry {
  /** Unique key; the draft used the timestamp as a string. */
  id: string;
  /** The password itself. */
  password: string;
  /** When it was generated, in ms since the epoch. */
  timestamp: number;
  /** The generator's rating at the time. */
  strength: HistoryStrength;
}

/** The rating stored with a history entry (spec §3: score, label, color). */
export interface HistoryStrength {
  /** 0-7. */
  score: number;
  /** Weak, Fair, Good or Strong. */
  label: GeneratorStrengthLabel;
  /** The label's tone ("weak" … "strong"); entries from the draft may hold a CSS class. */
  color: string;
}

/**
 * A history entry for a password generated at `nowMs`, with the rating the generator showed for
 * it (`rateGeneratedPassword`, `ratePassphraseStrength`); by default its 0-7 score.
 */
export function createHistoryEntry(
  password: string,
  nowMs: number,
  strength: GeneratorStrength = scoreGeneratorStrength(password),
): HistoryEntry {
  const { score, label, tone } = strength;
  return { id: String(nowMs), password, timestamp: nowMs, strength: { score, label, color: tone } };
}

/** Puts an entry at the front and keeps only the latest `HISTORY_MAX_ENTRIES` (spec §4). */
export function addToHistory(
  entries: readonly HistoryEntry[],
  entry: HistoryEntry,
): HistoryEntry[] {
  return [entry, ...entries].slice(0, HISTORY_MAX_ENTRIES);
}

/**
 * Drops entries older than the cleanup window (spec §4), and entries stamped further in the future
 * than the window (a clock set back, or a forged value), which would otherwise be kept for ever: no
 * entry outlives twice the window. A window of 0 or less, or not a number, means no cleanup.
 */
export function pruneHistory(
  entries: readonly HistoryEntry[],
  nowMs: number,
  cleanupMinutes: number,
): HistoryEntry[] {
  if (!Number.isFinite(cleanupMinutes) || cleanupMinutes <= 0) return [...entries];
  const windowMs = cleanupMinutes * 60_000;
  return entries.filter((entry) => Math.abs(nowMs - entry.timestamp) <= windowMs);
}
