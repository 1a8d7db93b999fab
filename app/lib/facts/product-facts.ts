/**
 * Every product figure the site's copy quotes, derived from the engine's constants
 * (docs/product-decisions.md, "Claims the code backs"), so a page cannot drift from the code. Pages
 * import these instead of writing numbers, Markdown pages name them through FIGURES (figures.ts),
 * and content/blog articles are checked against them by product-facts.test.ts.
 */
import {
  CHARACTER_TYPES,
  DIGITS,
  LOWERCASE,
  SPECIAL,
  UPPERCASE,
  type CharacterType,
} from "#core/generate/charsets";
import { EFF_LARGE_WORDLIST_SIZE } from "#core/generate/eff-large-wordlist-size";
import {
  BULK_COUNT_MAX,
  BULK_COUNT_MIN,
  CLEANUP_DEFAULT_MINUTES,
  CLEANUP_MAX_MINUTES,
  CLEANUP_MIN_MINUTES,
  CUSTOM_CHARSET_MAX,
  HISTORY_MAX_ENTRIES,
  PASSPHRASE_DEFAULT_WORDS,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSWORD_DEFAULT_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "#core/options/limits";

import { formatCount, generatedPasswordBits, poolSize } from "./derive";

export * from "./derive";

const ALPHANUMERIC: ReadonlyArray<CharacterType> = ["uppercase", "lowercase", "numbers"];

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
