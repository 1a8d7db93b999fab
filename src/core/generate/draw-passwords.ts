import { constrainPasswordLength, type PasswordOptions } from "../options/password-options";
import { MULTIPLE_COUNT } from "../options/limits";
import {
  getDefaultRandomizer,
  RANDOM_SOURCE_UNAVAILABLE_MESSAGE,
  RandomSourceUnavailableError,
  type Randomizer,
} from "../random/randomizer";
import { calculateUniformEntropyBits, countValidPasswordsLog2 } from "../strength/entropy";
import { selectTypePoolsByType, type CharacterType, type PoolSelection } from "./charsets";
import {
  buildMinimumsTable,
  countWithMinimums,
  drawWithMinimums,
  log2BigInt,
  type MinimumsTable,
} from "./type-minimums";
import { ImpossibleIndexError } from "../invariant";
import type {
  InvisibleCharactersError,
  NoStandaloneCharacterError,
} from "./invisible-characters-message";

/*
 * Drawing passwords from a compiled pool, and the pools of the character types. Custom sets are
 * compiled in password.ts, the engine's public entry: this module never imports their reading,
 * so the bulk generator, which has no custom set, does not load it (first-view budget,
 * docs/decisions/first-view-budget.md).
 */

/** Every message generation can fail with; the first three are spec §5 and §8 verbatim. */
export const GENERATION_ERRORS = Object.freeze({
  customCharsetEmpty: "Custom charset cannot be empty",
  customCharsetTooLong: "Custom charset is too long (max 1000 characters)",
  noCharacterType: "Please select at least one character type or provide a custom charset",
  /** Exclude-similar applies to custom charsets too, and can empty one such as "0O1lI". */
  customCharsetOnlySimilar:
    "Custom charset has no characters left once similar characters (0 O 1 l I) are excluded",
  /** "Exclude these characters" and the symbol picker can empty a pool. */
  customCharsetAllExcluded:
    "Custom charset has no characters left once the excluded characters are removed",
  uppercaseExcluded:
    "Every uppercase letter is excluded: exclude fewer characters or turn Uppercase off",
  lowercaseExcluded:
    "Every lowercase letter is excluded: exclude fewer characters or turn Lowercase off",
  numbersExcluded: "Every digit is excluded: exclude fewer characters or turn Numbers off",
  symbolsExcluded:
    "No symbol is left: choose at least one symbol that is not excluded, or turn Symbols off",
  minimumsOverLength:
    "The minimum numbers and symbols add up to more than the length: lower them or make the password longer",
  randomSourceUnavailable: RANDOM_SOURCE_UNAVAILABLE_MESSAGE,
} as const);

/**
 * One of the `GENERATION_ERRORS` messages, or the refusal of a custom set with invisible
 * characters, or with no character of its own, which names them
 * (`formatInvisibleCharactersError`, `formatNoStandaloneCharacterError`).
 */
export type GenerationError =
  | (typeof GENERATION_ERRORS)[keyof typeof GENERATION_ERRORS]
  | InvisibleCharactersError
  | NoStandaloneCharacterError;

/** Spec §5: any error returns an empty password and the message. */
export type PasswordResult =
  | {
      ok: true;
      /** The new password. */
      password: string;
      /** log2 of the number of passwords these options can produce, all equally likely. */
      entropyBits: number;
    }
  | { ok: false; error: GenerationError; password: "" };

/** Several passwords made with the same options (multiple mode, spec §4). */
export type PasswordsResult =
  | {
      ok: true;
      /** The new passwords. */
      passwords: string[];
      /** Entropy of each password. */
      entropyBits: number;
    }
  | { ok: false; error: GenerationError; passwords: [] };

/** The error when a selected type has no character left. */
const EMPTY_TYPE_ERRORS: Readonly<Record<CharacterType, GenerationError>> = Object.freeze({
  uppercase: GENERATION_ERRORS.uppercaseExcluded,
  lowercase: GENERATION_ERRORS.lowercaseExcluded,
  numbers: GENERATION_ERRORS.numbersExcluded,
  special: GENERATION_ERRORS.symbolsExcluded,
});

/** The options that shape the pool and the per-type rules. */
export type PlanSelection = PoolSelection & Pick<PasswordOptions, "minNumbers" | "minSymbols">;

/** What the drawing loop needs, compiled once per distinct set of options. */
export interface PasswordPlan {
  /** The pool; each entry is one user-perceived character, all distinct. */
  characters: readonly string[];
  /** For each pool index, the bit of its character type (0 for a custom pool). */
  typeBits: Uint8Array;
  /** Bits that every password must contain: one per type required at least once. */
  requiredBits: number;
  /** Pool size of each selected type, for the exact entropy; empty for a custom pool. */
  typeSizes: readonly number[];
  /** The least number of characters of each selected type (1, or the chosen minimum). */
  typeMinimums: readonly number[];
  /** Index of each selected type's first character in `characters`. */
  typeStarts: readonly number[];
  /**
   * Whether a minimum above 1 applies: then passwords are drawn from exact counts
   * (type-minimums.ts) rather than redrawn until valid, and the entropy is that count's log2.
   */
  countsExactly: boolean;
  /** UTF-16 code of each pool entry when all are one code unit (every built-in pool), else null. */
  codes: readonly number[] | null;
}

export type PlanResult = { ok: true; plan: PasswordPlan } | { ok: false; error: GenerationError };

/** Turns options into a plan, or the error that stops generation. */
export type PlanCompiler = (selection: PlanSelection) => PlanResult;

/** The plan of a custom pool: every character equally likely, no type rule. */
export function createUniformPlan(characters: readonly string[]): PasswordPlan {
  return {
    characters,
    typeBits: new Uint8Array(characters.length),
    requiredBits: 0,
    typeSizes: [],
    typeMinimums: [],
    typeStarts: [],
    countsExactly: false,
    codes: readSingleUnitCodes(characters),
  };
}

/** The plan of the selected character types (custom mode is password.ts's). */
export function compileTypePlan(selection: PlanSelection): PlanResult {
  const characters: string[] = [];
  const bits: number[] = [];
  const typeSizes: number[] = [];
  const typeMinimums: number[] = [];
  const typeStarts: number[] = [];
  let requiredBits = 0;
  const pools = selectTypePoolsByType(selection);
  if (pools.length === 0) return { ok: false, error: GENERATION_ERRORS.noCharacterType };
  for (const [index, [type, pool]] of pools.entries()) {
    if (pool.length === 0) return { ok: false, error: EMPTY_TYPE_ERRORS[type] };
    const bit = 1 << index;
    typeStarts.push(characters.length);
    for (const character of pool) {
      characters.push(character);
      bits.push(bit);
    }
    typeSizes.push(pool.length);
    const minimum =
      type === "numbers" ? selection.minNumbers : type === "special" ? selection.minSymbols : 1;
    typeMinimums.push(minimum);
    if (minimum > 0) requiredBits |= bit;
  }
  return {
    ok: true,
    plan: {
      characters,
      typeBits: Uint8Array.from(bits),
      requiredBits,
      typeSizes,
      typeMinimums,
      typeStarts,
      countsExactly: typeMinimums.some((minimum) => minimum !== 1),
      codes: readSingleUnitCodes(characters),
    },
  };
}

function readSingleUnitCodes(characters: readonly string[]): number[] | null {
  return characters.every((character) => character.length === 1)
    ? characters.map((character) => character.charCodeAt(0))
    : null;
}

let lastCompile: PlanCompiler | undefined;
let lastSelection: PlanSelection | undefined;
let lastPlan: PlanResult | undefined;

function isSameSelection(a: PlanSelection, b: PlanSelection): boolean {
  return (
    a.useCustomCharset === b.useCustomCharset &&
    a.excludeSimilar === b.excludeSimilar &&
    a.excludeCharacters === b.excludeCharacters &&
    (a.useCustomCharset
      ? a.customCharset === b.customCharset
      : a.includeUppercase === b.includeUppercase &&
        a.includeLowercase === b.includeLowercase &&
        a.includeNumbers === b.includeNumbers &&
        a.includeSpecial === b.includeSpecial &&
        a.symbols === b.symbols &&
        a.minNumbers === b.minNumbers &&
        a.minSymbols === b.minSymbols)
  );
}

/**
 * Compiles the pool for a set of options. The last result is remembered, so generating in a loop
 * (multiple mode, bulk, the CLI) does not rebuild the pool or re-segment a custom charset.
 */
export function preparePasswordPlan(compile: PlanCompiler, selection: PlanSelection): PlanResult {
  if (
    lastPlan === undefined ||
    lastSelection === undefined ||
    lastCompile !== compile ||
    !isSameSelection(selection, lastSelection)
  ) {
    lastPlan = compile(selection);
    lastCompile = compile;
    lastSelection = {
      includeUppercase: selection.includeUppercase,
      includeLowercase: selection.includeLowercase,
      includeNumbers: selection.includeNumbers,
      includeSpecial: selection.includeSpecial,
      excludeSimilar: selection.excludeSimilar,
      customCharset: selection.customCharset,
      useCustomCharset: selection.useCustomCharset,
      excludeCharacters: selection.excludeCharacters,
      symbols: selection.symbols,
      minNumbers: selection.minNumbers,
      minSymbols: selection.minSymbols,
    };
  }
  return lastPlan;
}

const entropyCache = new WeakMap<PasswordPlan, Map<number, number>>();

/** Entropy of one password drawn by `plan`: exact for the redraw-until-valid distribution. */
export function calculatePlanEntropyBits(plan: PasswordPlan, length: number): number {
  let byLength = entropyCache.get(plan);
  if (byLength === undefined) {
    byLength = new Map();
    entropyCache.set(plan, byLength);
  }
  let bits = byLength.get(length);
  if (bits === undefined) {
    bits = plan.countsExactly
      ? log2BigInt(countWithMinimums(minimumsTable(plan, length)))
      : plan.requiredBits === 0
        ? calculateUniformEntropyBits(plan.characters.length, length)
        : countValidPasswordsLog2(plan.typeSizes, length);
    byLength.set(length, bits);
  }
  return bits;
}

const tableCache = new WeakMap<PasswordPlan, Map<number, MinimumsTable>>();

/** The exact counts for a plan with minimums above 1, built once per length. */
function minimumsTable(plan: PasswordPlan, length: number): MinimumsTable {
  let byLength = tableCache.get(plan);
  if (byLength === undefined) {
    byLength = new Map();
    tableCache.set(plan, byLength);
  }
  let table = byLength.get(length);
  if (table === undefined) {
    table = buildMinimumsTable({ sizes: plan.typeSizes, minimums: plan.typeMinimums }, length);
    byLength.set(length, table);
  }
  return table;
}

/** Whether the password at `indices[start, start + length)` holds every required type. */
function hasEveryRequiredType(
  plan: PasswordPlan,
  indices: Uint32Array,
  start: number,
  length: number,
): boolean {
  const { typeBits, requiredBits } = plan;
  let seen = 0;
  for (let i = start; i < start + length; i++) {
    const bits = typeBits[indices[i] ?? -1];
    if (bits === undefined) throw new ImpossibleIndexError("password", indices[i], typeBits.length);
    seen |= bits;
  }
  return seen === requiredBits;
}

/**
 * Draws pool indices for one password into `indices`, redrawing the whole password until every
 * required type appears. Redrawing (rather than patching one character in) keeps the result
 * uniform over all valid passwords (docs/decisions/password-engine-sampling.md).
 */
function drawPasswordIndices(
  plan: PasswordPlan,
  randomizer: Randomizer,
  indices: Uint32Array,
): void {
  if (plan.countsExactly) {
    const { types, offsets } = drawWithMinimums(minimumsTable(plan, indices.length), randomizer);
    for (let p = 0; p < indices.length; p++) {
      indices[p] = (plan.typeStarts[types[p] ?? 0] ?? 0) + (offsets[p] ?? 0);
    }
    return;
  }
  do {
    randomizer.fillInts(indices, plan.characters.length);
  } while (!hasEveryRequiredType(plan, indices, 0, indices.length));
}

/** Most arguments passed to String.fromCharCode at once, well under engines' argument limits. */
const FROM_CHAR_CODE_SLICE = 8192;
const NEWLINE = 10;

/**
 * Scratch space for one password, reused across calls because allocating it per password cost
 * a third of the single-password rate. Safe: core is synchronous and nothing keeps a reference.
 */
let scratchIndices = new Uint32Array(0);
let scratchUnits: number[] = [];

function borrowIndices(length: number): Uint32Array {
  if (scratchIndices.length !== length) scratchIndices = new Uint32Array(length);
  return scratchIndices;
}

/** The code unit of pool entry `index`; throws on an index outside the pool. */
function readCode(codes: readonly number[], index: number | undefined): number {
  const code = codes[index ?? -1];
  if (code === undefined) throw new ImpossibleIndexError("password", index, codes.length);
  return code;
}

/** The password spelled by `indices[start, start + length)`. */
function spellPassword(
  plan: PasswordPlan,
  indices: Uint32Array,
  start: number,
  length: number,
): string {
  const { codes, characters } = plan;
  if (codes !== null) {
    if (scratchUnits.length !== length) scratchUnits = new Array<number>(length).fill(0);
    const units = scratchUnits;
    for (let i = 0; i < length; i++) units[i] = readCode(codes, indices[start + i]);
    return String.fromCharCode.apply(null, units);
  }
  let password = "";
  for (let i = start; i < start + length; i++) {
    const character = characters[indices[i] ?? -1];
    if (character === undefined) {
      throw new ImpossibleIndexError("password", indices[i], characters.length);
    }
    password += character;
  }
  return password;
}

/**
 * The randomizer to use: the given one, or Web Crypto. `null` when Web Crypto is missing, so the
 * caller can return its error instead of throwing at the UI.
 */
export function resolveRandomizer(randomizer: Randomizer | undefined): Randomizer | null {
  if (randomizer !== undefined) return randomizer;
  try {
    return getDefaultRandomizer();
  } catch (error) {
    if (error instanceof RandomSourceUnavailableError) return null;
    throw error;
  }
}

/** Everything a generation run needs, or the error that stops it before any drawing. */
type Generation =
  | { ok: true; plan: PasswordPlan; source: Randomizer; length: number }
  | { ok: false; error: GenerationError };

function startGeneration(
  compile: PlanCompiler,
  options: PasswordOptions,
  randomizer: Randomizer | undefined,
): Generation {
  const prepared = preparePasswordPlan(compile, options);
  if (!prepared.ok) return prepared;
  const length = constrainPasswordLength(options.length);
  const required = prepared.plan.typeMinimums.reduce((sum, minimum) => sum + minimum, 0);
  if (required > length) return { ok: false, error: GENERATION_ERRORS.minimumsOverLength };
  const source = resolveRandomizer(randomizer);
  if (source === null) return { ok: false, error: GENERATION_ERRORS.randomSourceUnavailable };
  return { ok: true, plan: prepared.plan, source, length };
}

/** One password from the plan `compile` makes of `options` (see password.ts's generatePassword). */
export function generatePasswordWith(
  compile: PlanCompiler,
  options: PasswordOptions,
  randomizer?: Randomizer,
): PasswordResult {
  const run = startGeneration(compile, options, randomizer);
  if (!run.ok) return { ok: false, error: run.error, password: "" };
  const indices = borrowIndices(run.length);
  drawPasswordIndices(run.plan, run.source, indices);
  return {
    ok: true,
    password: spellPassword(run.plan, indices, 0, run.length),
    entropyBits: calculatePlanEntropyBits(run.plan, run.length),
  };
}

/** `count` independent passwords from the plan `compile` makes of `options`. */
export function generatePasswordsWith(
  compile: PlanCompiler,
  options: PasswordOptions,
  count: number,
  randomizer?: Randomizer,
): PasswordsResult {
  const run = startGeneration(compile, options, randomizer);
  if (!run.ok) return { ok: false, error: run.error, passwords: [] };
  const indices = borrowIndices(run.length);
  const passwords: string[] = [];
  for (let i = 0; i < count; i++) {
    drawPasswordIndices(run.plan, run.source, indices);
    passwords.push(spellPassword(run.plan, indices, 0, run.length));
  }
  return {
    ok: true,
    passwords,
    entropyBits: calculatePlanEntropyBits(run.plan, run.length),
  };
}

/** Passwords as text, a chunk at a time, for output too large to hold (the CLI's `--count`). */
export type PasswordChunksResult =
  | {
      ok: true;
      /** Chunks of about `chunkChars` characters; each password is followed by "\n". */
      chunks: Iterable<string>;
      /** Entropy of each password. */
      entropyBits: number;
    }
  | { ok: false; error: GenerationError };

/**
 * `count` passwords from the plan `compile` makes, as text in chunks (see generatePasswordChunks).
 */
export function generatePasswordChunksWith(
  compile: PlanCompiler,
  options: PasswordOptions,
  count: number,
  randomizer: Randomizer | undefined,
  chunkChars: number,
): PasswordChunksResult {
  const run = startGeneration(compile, options, randomizer);
  if (!run.ok) return run;
  const { plan, source, length } = run;
  const perChunk = Math.max(1, Math.floor(chunkChars / (length + 1)));
  function* produce(): Generator<string> {
    const indices = new Uint32Array(perChunk * length);
    const redraw = new Uint32Array(length);
    const units = new Array<number>(perChunk * (length + 1)).fill(0);
    for (let done = 0; done < count;) {
      const batch = Math.min(perChunk, count - done);
      const drawn = indices.subarray(0, batch * length);
      // First attempts for the whole chunk in one call; a password missing a type is redrawn on
      // its own, which leaves each password uniform over the valid ones, as drawPasswordIndices.
      if (!plan.countsExactly) source.fillInts(drawn, plan.characters.length);
      for (let start = 0; start < drawn.length; start += length) {
        if (plan.countsExactly || !hasEveryRequiredType(plan, drawn, start, length)) {
          drawPasswordIndices(plan, source, redraw);
          drawn.set(redraw, start);
        }
      }
      done += batch;
      yield spellLines(plan, drawn, length, units);
    }
  }
  return { ok: true, chunks: produce(), entropyBits: calculatePlanEntropyBits(plan, length) };
}

/**
 * Spells consecutive passwords of `length` from `indices`, each followed by a newline. `units` is
 * scratch space of at least `indices.length / length * (length + 1)` entries, reused across
 * chunks: a packed array of small integers handed to fromCharCode in slices is the fastest way to
 * build the text without TextDecoder (core uses no DOM-only API).
 */
function spellLines(
  plan: PasswordPlan,
  indices: Uint32Array,
  length: number,
  units: number[],
): string {
  const { codes } = plan;
  let text = "";
  if (codes === null) {
    for (let start = 0; start < indices.length; start += length) {
      text += spellPassword(plan, indices, start, length) + "\n";
    }
    return text;
  }
  let unit = 0;
  for (let i = 0; i < indices.length;) {
    for (const end = i + length; i < end; i++) units[unit++] = readCode(codes, indices[i]);
    units[unit++] = NEWLINE;
  }
  for (let start = 0; start < unit; start += FROM_CHAR_CODE_SLICE) {
    const end = Math.min(unit, start + FROM_CHAR_CODE_SLICE);
    text += String.fromCharCode.apply(null, units.slice(start, end));
  }
  return text;
}

/**
 * `count` passwords from the character types alone, for the bulk generator, which has no custom
 * set: the options' custom-set fields are ignored. Otherwise as generatePasswords.
 */
export function generateTypePasswords(
  options: PasswordOptions,
  count: number = MULTIPLE_COUNT,
  randomizer?: Randomizer,
): PasswordsResult {
  const types = options.useCustomCharset ? { ...options, useCustomCharset: false } : options;
  return generatePasswordsWith(compileTypePlan, types, count, randomizer);
}
