/*
 * The pieces every stored-value reader is made of (docs/style.md, "One reader per stored key").
 * Everything read back from storage is untrusted: another version of the site, an extension or the
 * user may have written it (docs/style.md, "Parse at the edge"). Each piece bounds what it accepts
 * (finite numbers in a range, strings of a bounded length, timestamps a clock can show) and never
 * throws.
 *
 * Hand-written rather than a schema library (measured with esbuild, minified, gzip -9):
 * with valibot, the smallest well-kept one, the five readers the home page loads take 3.0 KB
 * instead of 1.9 KB, and the `passwordOptions` reader, which the first paint inlines, 2.0 KB
 * instead of 0.9 KB (both with the custom-charset truncation they share).
 */

/**
 * A JSON object as parsed. Its fields are read by name: none the readers ask for is a property of
 * Object.prototype, and JSON.parse makes `__proto__` an own field like any other, so a payload
 * there is only data.
 */
export type JsonRecord = Readonly<Record<string, unknown>>;

/**
 * What was wrong with a stored entry: not JSON at all, JSON of the wrong shape (say, an array
 * where settings belong), or a list some of whose entries could not be used and were dropped. A
 * missing entry is not a problem, and a single bad setting is quietly replaced by its default.
 */
export type StoredDataProblem = "not-json" | "wrong-shape" | "dropped-entries";

/** A stored entry read at the edge: the value to use, and what was wrong with the stored text. */
export interface StoredRead<T> {
  value: T;
  /** Null when the entry was absent or readable; the value is then defaults or what was stored. */
  problem: StoredDataProblem | null;
}

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const NOT_JSON = Symbol("not JSON");

/** JSON.parse that never throws: `undefined` for an absent entry, `NOT_JSON` for a broken one. */
export function decodeJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value;
  } catch {
    return NOT_JSON;
  }
}

export function problemOf(decoded: unknown, isExpectedShape: boolean): StoredDataProblem | null {
  if (decoded === undefined || isExpectedShape) return null;
  return decoded === NOT_JSON ? "not-json" : "wrong-shape";
}

/** The stored object, `{}` when absent or unusable, and what was wrong. */
export function readRecord(raw: string | null): StoredRead<JsonRecord> {
  const decoded = decodeJson(raw);
  const ok = isRecord(decoded);
  return { value: ok ? decoded : {}, problem: problemOf(decoded, ok) };
}

export function readBoolean(record: JsonRecord, key: string, fallback: boolean): boolean {
  const value = record[key];
  return typeof value === "boolean" ? value : fallback;
}

/** A string of at most `maxLength` code units; else the fallback. */
export function readBoundedString(
  record: JsonRecord,
  key: string,
  maxLength: number,
  fallback: string,
): string {
  const value = record[key];
  return typeof value === "string" && value.length <= maxLength ? value : fallback;
}

/** A number within [min, max], rounded to the nearest multiple of `step`; else the fallback. */
export function readStepped(
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

/**
 * Whether `value` is a time in ms a clock can have recorded: finite, not before `earliestMs`, not
 * later than `latestMs` (so `new Date(value).toISOString()` never throws).
 */
export function isTimestampWithin(
  value: unknown,
  earliestMs: number,
  latestMs: number,
): value is number {
  return typeof value === "number" && value >= earliestMs && value <= latestMs;
}
