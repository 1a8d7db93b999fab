import { constrainPasswordLength, type PasswordOptions } from "../options/password-options";
import { MULTIPLE_COUNT } from "../options/limits";
import type { Randomizer } from "../random/randomizer";
import { excludedCharacterSet, isSimilarCharacter } from "./charsets";
import { parseCustomCharset } from "./parse-custom-charset";
import {
  formatInvisibleCharactersError,
  formatNoStandaloneCharacterError,
} from "./invisible-characters-message";
import { formatSingleCharacterPoolWarning } from "./pool-warning";
import {
  GENERATION_ERRORS,
  calculatePlanEntropyBits,
  compileTypePlan,
  createUniformPlan,
  generatePasswordChunksWith,
  generatePasswordWith,
  generatePasswordsWith,
  preparePasswordPlan,
  type PasswordChunksResult,
  type PasswordResult,
  type PasswordsResult,
  type PlanCompiler,
  type PlanResult,
  type PlanSelection,
} from "./draw-passwords";

export {
  GENERATION_ERRORS,
  resolveRandomizer,
  type GenerationError,
  type PasswordChunksResult,
  type PasswordResult,
  type PasswordsResult,
} from "./draw-passwords";

/**
 * A custom set's pool: its characters as a person reads them, refused when it holds invisible or
 * unreadable ones (docs/decisions/visible-passwords.md), less similar and excluded characters. A
 * set with text but no character of its own says what was left out, not "cannot be empty".
 */
function compileCustomPlan(selection: PlanSelection): PlanResult {
  const parsed = parseCustomCharset(selection.customCharset);
  if (parsed.invisible.length > 0) {
    return { ok: false, error: formatInvisibleCharactersError(parsed.invisible) };
  }
  if (parsed.empty && parsed.joinersOnly.length > 0) {
    return { ok: false, error: formatNoStandaloneCharacterError(parsed.joinersOnly) };
  }
  if (parsed.empty) return { ok: false, error: GENERATION_ERRORS.customCharsetEmpty };
  if (parsed.tooLong) return { ok: false, error: GENERATION_ERRORS.customCharsetTooLong };
  const similarKept = selection.excludeSimilar
    ? parsed.characters.filter((character) => !isSimilarCharacter(character))
    : parsed.characters;
  if (similarKept.length === 0) {
    return { ok: false, error: GENERATION_ERRORS.customCharsetOnlySimilar };
  }
  const excluded = excludedCharacterSet(selection.excludeCharacters);
  const characters = similarKept.filter((character) => !excluded.has(character));
  if (characters.length === 0) {
    return { ok: false, error: GENERATION_ERRORS.customCharsetAllExcluded };
  }
  return { ok: true, plan: createUniformPlan(characters) };
}

/** The pool of the options: the custom set in custom mode, else the selected types. */
const compilePlan: PlanCompiler = (selection) =>
  selection.useCustomCharset ? compileCustomPlan(selection) : compileTypePlan(selection);

/**
 * A warning for options that make passwords, but always the same one: a pool of a single character
 * (a custom set of one character or of spaces only, one symbol and nothing else), with its entropy,
 * 0 bits. Null when the options give an error or a real choice
 * (docs/decisions/visible-passwords.md).
 */
export function findPoolWarning(options: PasswordOptions): string | null {
  const pool = findSingleCharacterPool(options);
  return pool === null
    ? null
    : formatSingleCharacterPoolWarning(pool.character, pool.length, pool.entropyBits);
}

/** A pool of one character: what `findPoolWarning` says, as data for a message of the app's. */
export interface SingleCharacterPool {
  /** The one character every password repeats. */
  character: string;
  /** The password's length. */
  length: number;
  /** The entropy of every password (0 bits). */
  entropyBits: number;
}

/** The pool's one character when `options` allow only one, else null (see `findPoolWarning`). */
export function findSingleCharacterPool(options: PasswordOptions): SingleCharacterPool | null {
  const prepared = preparePasswordPlan(compilePlan, options);
  if (!prepared.ok) return null;
  const { plan } = prepared;
  const [only, ...others] = plan.characters;
  if (only === undefined || others.length > 0) return null;
  const length = constrainPasswordLength(options.length);
  return { character: only, length, entropyBits: calculatePlanEntropyBits(plan, length) };
}

/**
 * Generates one password (spec §4 Generate, §5). The length is brought within 8-128 first
 * (`constrainPasswordLength`); use `constrainPasswordOptions` to tell the user about it.
 */
export function generatePassword(
  options: PasswordOptions,
  randomizer?: Randomizer,
): PasswordResult {
  return generatePasswordWith(compilePlan, options, randomizer);
}

/** Generates `count` independent passwords with the same options (multiple mode makes 5). */
export function generatePasswords(
  options: PasswordOptions,
  count: number = MULTIPLE_COUNT,
  randomizer?: Randomizer,
): PasswordsResult {
  return generatePasswordsWith(compilePlan, options, count, randomizer);
}

/**
 * Generates `count` passwords lazily as newline-terminated text in chunks, so a million passwords
 * stream with flat memory. The randomizer is resolved up front so errors surface before any output.
 */
export function generatePasswordChunks(
  options: PasswordOptions,
  count: number,
  randomizer?: Randomizer,
  chunkChars = 1 << 16,
): PasswordChunksResult {
  return generatePasswordChunksWith(compilePlan, options, count, randomizer, chunkChars);
}
