import {
  PASSPHRASE_DEFAULT_WORDS,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
} from "../options/limits";
import {
  DEFAULT_PASSPHRASE_LANGUAGE,
  wordListSize,
  type PassphraseLanguage,
} from "./passphrase-languages";

/** Settings of passphrase mode (docs/product-decisions.md, "Passphrases"). */
export interface PassphraseOptions {
  /** Number of words, `PASSPHRASE_MIN_WORDS`-`PASSPHRASE_MAX_WORDS`. */
  words: number;
  /** Text placed between words; may be empty. */
  separator: string;
  /** Upper-case the first letter of every word ("Abacus-Tulip"). */
  capitalize: boolean;
  /** Append one random digit 0-9 to one randomly chosen word ("abacus-tulip7-zebra"). */
  includeNumber: boolean;
  /** Append one symbol of `PASSPHRASE_SYMBOLS` to one randomly chosen word, after any digit. */
  includeSymbol: boolean;
  /** Draw each separator from `RANDOM_SEPARATORS` instead of using `separator`. */
  randomSeparator: boolean;
  /** The word list's language (docs/product-decisions.md, "Passphrases"). */
  language: PassphraseLanguage;
}

/** Symbols "Add a symbol" chooses from: on every keyboard, none of them a separator. */
export const PASSPHRASE_SYMBOLS = "!#$%&*?@";
/** Separators a random separator is drawn from (docs/product-decisions.md, "Passphrases"). */
export const RANDOM_SEPARATORS = "-_.,";

/** 6 words joined by "-", lower case, no number. */
export const DEFAULT_PASSPHRASE_OPTIONS: Readonly<PassphraseOptions> = Object.freeze({
  words: PASSPHRASE_DEFAULT_WORDS,
  separator: "-",
  capitalize: false,
  includeNumber: false,
  includeSymbol: false,
  randomSeparator: false,
  language: DEFAULT_PASSPHRASE_LANGUAGE,
});

/** Brings a word count within 3-20: rounds, clamps, and replaces a non-number with 6. */
export function constrainPassphraseWords(words: number): number {
  if (!Number.isFinite(words)) return PASSPHRASE_DEFAULT_WORDS;
  return Math.min(PASSPHRASE_MAX_WORDS, Math.max(PASSPHRASE_MIN_WORDS, Math.round(words)));
}

/**
 * Entropy of a passphrase, in bits: each word is one of the language's list (7,776 words ≈ 12.925
 * bits; BIP39's 2,048 = 11 bits), the number adds a choice of word (log2 words) and of digit
 * (log2 10), the symbol a choice of word and of symbol (log2 8), and random separators log2 4
 * each. Exact as the count of equally likely choices, and so of distinct passphrases whenever the
 * separator is non-empty and has no letter or digit (no list has a word that is two other words
 * joined by a separator; a test checks it), since digits, symbols and separators are disjoint and
 * the digit always comes before the symbol. With an empty or alphanumeric separator, two choices
 * can spell the same text, making it an upper bound. Needs no word list, so the UI can show it
 * before the list has loaded.
 */
export function calculatePassphraseEntropyBits(
  options: Pick<PassphraseOptions, "words" | "includeNumber"> &
    Partial<Pick<PassphraseOptions, "includeSymbol" | "randomSeparator" | "language">>,
  listSize: number = wordListSize(options.language ?? DEFAULT_PASSPHRASE_LANGUAGE),
): number {
  const words = constrainPassphraseWords(options.words);
  let bits = words * Math.log2(listSize);
  if (options.includeNumber) bits += Math.log2(words) + Math.log2(10);
  if (options.includeSymbol) bits += Math.log2(words) + Math.log2(PASSPHRASE_SYMBOLS.length);
  if (options.randomSeparator) bits += (words - 1) * Math.log2(RANDOM_SEPARATORS.length);
  return bits;
}
