import { DEFAULT_PASSWORD_OPTIONS } from "../options/password-options";
import {
  BULK_COUNT_DEFAULT,
  BULK_COUNT_MAX,
  BULK_COUNT_MIN,
  BULK_LENGTH_DEFAULT,
  BULK_LENGTH_MAX,
  BULK_LENGTH_MIN,
} from "../options/limits";
import { RANDOM_SOURCE_UNAVAILABLE_MESSAGE, type Randomizer } from "../random/randomizer";
// The types-only drawing, not password.ts: the bulk page never loads custom-set reading.
import { GENERATION_ERRORS, generateTypePasswords } from "./draw-passwords";

/** The bulk generator's fields (spec §3). */
export interface BulkSettings {
  /** Passwords to make, `BULK_COUNT_MIN`-`BULK_COUNT_MAX`. */
  count: number;
  /** Characters per password, `BULK_LENGTH_MIN`-`BULK_LENGTH_MAX`. */
  length: number;
  /** Draw from A-Z, and put at least one in each password. */
  includeUppercase: boolean;
  /** Draw from a-z, and put at least one in each password. */
  includeLowercase: boolean;
  /** Draw from 0-9, and put at least one in each password. */
  includeNumbers: boolean;
  /** Draw from `SPECIAL`, and put at least one in each password. */
  includeSpecial: boolean;
  /** Remove `0 O 1 l I` from the pool (docs/product-decisions.md, "Exclude similar characters"). */
  excludeSimilar: boolean;
}

/** Spec §9: 10 passwords of 16, all four types on. */
export const DEFAULT_BULK_SETTINGS: Readonly<BulkSettings> = Object.freeze({
  count: BULK_COUNT_DEFAULT,
  length: BULK_LENGTH_DEFAULT,
  includeUppercase: true,
  includeLowercase: true,
  includeNumbers: true,
  includeSpecial: true,
  excludeSimilar: false,
});

/** Every message bulk generation can fail with; the first is spec §5 and §8 verbatim. */
export const BULK_ERRORS = Object.freeze({
  noCharacterType: "Please select at least one character type",
  randomSourceUnavailable: RANDOM_SOURCE_UNAVAILABLE_MESSAGE,
} as const);

/** One of the `BULK_ERRORS` messages. */
export type BulkError = (typeof BULK_ERRORS)[keyof typeof BULK_ERRORS];

/** A bulk list, or why there is none. */
export type BulkResult =
  | {
      ok: true;
      /** The new passwords, `count` of them. */
      passwords: string[];
      /** Entropy of each password. */
      entropyBits: number;
    }
  | { ok: false; error: BulkError };

/**
 * Reads an integer field. "Invalid" means not a finite integer (empty, text, 12.5, NaN): that
 * falls back. A valid integer out of range is clamped, since the user's intent is clear.
 */
function parseIntegerField(
  raw: string | number,
  min: number,
  max: number,
  fallback: number,
): number {
  // Number("") and Number("  ") are 0, not invalid, so blank text is caught first.
  const value = typeof raw === "number" ? raw : raw.trim() === "" ? Number.NaN : Number(raw);
  if (!Number.isInteger(value)) return fallback;
  return Math.min(max, Math.max(min, value));
}

/** Count field: not a finite integer → 1 (spec §5); otherwise clamped to 1-100. */
export function parseBulkCount(raw: string | number): number {
  return parseIntegerField(raw, BULK_COUNT_MIN, BULK_COUNT_MAX, BULK_COUNT_MIN);
}

/** Length field: not a finite integer → 8 (spec §5); otherwise clamped to 8-128. */
export function parseBulkLength(raw: string | number): number {
  return parseIntegerField(raw, BULK_LENGTH_MIN, BULK_LENGTH_MAX, BULK_LENGTH_MIN);
}

/**
 * Generates a bulk list on the same random source and rules as the generator
 * (docs/product-decisions.md, "One random source": the draft's non-cryptographic bulk source is
 * gone). Count and length are read with `parseBulkCount` and `parseBulkLength`.
 */
export function generateBulk(settings: BulkSettings, randomizer?: Randomizer): BulkResult {
  const result = generateTypePasswords(
    {
      ...DEFAULT_PASSWORD_OPTIONS,
      length: parseBulkLength(settings.length),
      includeUppercase: settings.includeUppercase,
      includeLowercase: settings.includeLowercase,
      includeNumbers: settings.includeNumbers,
      includeSpecial: settings.includeSpecial,
      excludeSimilar: settings.excludeSimilar,
      customCharset: "",
      useCustomCharset: false,
    },
    parseBulkCount(settings.count),
    randomizer,
  );
  if (result.ok) return { ok: true, passwords: result.passwords, entropyBits: result.entropyBits };
  return {
    ok: false,
    error:
      result.error === GENERATION_ERRORS.randomSourceUnavailable
        ? BULK_ERRORS.randomSourceUnavailable
        : BULK_ERRORS.noCharacterType,
  };
}
