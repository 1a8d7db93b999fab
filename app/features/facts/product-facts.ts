/**
 * Every product figure the site's copy quotes, derived from the engine's constants (issue 9:
 * "facts from one place"), so a page cannot drift from the code. Pages import these instead of
 * writing numbers; content/blog articles are checked against them by product-facts.test.ts.
 */
import {
  BULK_COUNT_MAX,
  BULK_COUNT_MIN,
  CHARACTER_TYPES,
  CHARACTER_TYPE_POOLS,
  CLEANUP_DEFAULT_MINUTES,
  CLEANUP_MAX_MINUTES,
  CLEANUP_MIN_MINUTES,
  CUSTOM_CHARSET_MAX,
  DIGITS,
  EFF_LARGE_WORDLIST_SIZE,
  HISTORY_MAX_ENTRIES,
  LOWERCASE,
  PASSPHRASE_DEFAULT_WORDS,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSWORD_DEFAULT_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SPECIAL,
  UPPERCASE,
  countValidPasswordsLog2,
  removeSimilarCharacters,
  type CharacterType,
} from "../../../src/core";

/** "1,000" and "7,776": how the copy writes numbers of four digits or more. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** A figure in bits, rounded to `decimals` places ("103", "12.9"). */
export function formatBits(bits: number, decimals = 0): string {
  return bits.toFixed(decimals);
}

/** The pool sizes of the character types, as selected (optionally without `0 O 1 l I`). */
export function poolSizes(
  types: ReadonlyArray<CharacterType> = CHARACTER_TYPES,
  excludeSimilar = false,
): number[] {
  return types.map((type) =>
    excludeSimilar
      ? [...removeSimilarCharacters(CHARACTER_TYPE_POOLS[type])].length
      : [...CHARACTER_TYPE_POOLS[type]].length,
  );
}

/** The whole pool a password draws from with these types selected. */
export function poolSize(
  types: ReadonlyArray<CharacterType> = CHARACTER_TYPES,
  excludeSimilar = false,
): number {
  return poolSizes(types, excludeSimilar).reduce((sum, size) => sum + size, 0);
}

/**
 * The entropy the generator shows for a password of `length` with these types: exactly log2 of
 * the passwords it can produce, each selected type appearing at least once.
 */
export function generatedPasswordBits(
  length: number,
  types: ReadonlyArray<CharacterType> = CHARACTER_TYPES,
  excludeSimilar = false,
): number {
  return countValidPasswordsLog2(poolSizes(types, excludeSimilar), length);
}

/** Bits per character for a pool of this size. */
export function bitsPerCharacter(size: number): number {
  return Math.log2(size);
}

const ALPHANUMERIC: ReadonlyArray<CharacterType> = ["uppercase", "lowercase", "numbers"];

/** Printable ASCII without the space (U+0021 to U+007E), for comparisons with Keysmith's pool. */
export const PRINTABLE_ASCII_SIZE = 0x7e - 0x21 + 1;

/** The figures the copy uses, each computed from the engine. */
export const FACTS = Object.freeze({
  length: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, default: PASSWORD_DEFAULT_LENGTH },
  bulk: { min: BULK_COUNT_MIN, max: BULK_COUNT_MAX },
  customCharsetMax: formatCount(CUSTOM_CHARSET_MAX),
  history: HISTORY_MAX_ENTRIES,
  cleanup: {
    min: CLEANUP_MIN_MINUTES,
    max: CLEANUP_MAX_MINUTES,
    default: CLEANUP_DEFAULT_MINUTES,
    /** "2 hours": the slider's top, as its label says it. */
    maxHours: CLEANUP_MAX_MINUTES / 60,
  },
  symbols: SPECIAL,
  symbolCount: [...SPECIAL].length,
  pools: {
    uppercase: [...UPPERCASE].length,
    lowercase: [...LOWERCASE].length,
    digits: [...DIGITS].length,
    all: poolSize(),
    allWithoutSimilar: poolSize(CHARACTER_TYPES, true),
    alphanumeric: poolSize(ALPHANUMERIC),
  },
  passphrase: {
    minWords: PASSPHRASE_MIN_WORDS,
    maxWords: PASSPHRASE_MAX_WORDS,
    defaultWords: PASSPHRASE_DEFAULT_WORDS,
    listSize: formatCount(EFF_LARGE_WORDLIST_SIZE),
    bitsPerWord: Math.log2(EFF_LARGE_WORDLIST_SIZE),
  },
  /** The default password (default length, every type): the bits the generator shows first. */
  defaultPasswordBits: generatedPasswordBits(PASSWORD_DEFAULT_LENGTH),
});

/** Bits of a passphrase of `words` words from the EFF list (before the optional number). */
export function passphraseBits(words: number): number {
  return words * FACTS.passphrase.bitsPerWord;
}
