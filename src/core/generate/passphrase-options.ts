import {
  PASSPHRASE_DEFAULT_WORDS,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
} from "../options/limits";
import { EFF_LARGE_WORDLIST_SIZE } from "./eff-large-wordlist-size";

/** Settings of passphrase mode (DECISIONS.md: beyond the draft). */
export interface PassphraseOptions {
  /** Number of words, `PASSPHRASE_MIN_WORDS`-`PASSPHRASE_MAX_WORDS`. */
  words: number;
  /** Text placed between words; may be empty. */
  separator: string;
  /** Upper-case the first letter of every word ("Abacus-Tulip"). */
  capitalize: boolean;
  /** Append one random digit 0-9 to one randomly chosen word ("abacus-tulip7-zebra"). */
  includeNumber: boolean;
}

/** 6 words joined by "-", lower case, no number. */
export const DEFAULT_PASSPHRASE_OPTIONS: Readonly<PassphraseOptions> = Object.freeze({
  words: PASSPHRASE_DEFAULT_WORDS,
  separator: "-",
  capitalize: false,
  includeNumber: false,
});

/** Brings a word count within 3-20: rounds, clamps, and replaces a non-number with 6. */
export function constrainPassphraseWords(words: number): number {
  if (!Number.isFinite(words)) return PASSPHRASE_DEFAULT_WORDS;
  return Math.min(PASSPHRASE_MAX_WORDS, Math.max(PASSPHRASE_MIN_WORDS, Math.round(words)));
}

/**
 * Entropy of a passphrase, in bits: each word is one of 7,776 (≈12.925 bits), and the number adds
 * a choice of word (log2 words) and of digit (log2 10). Exact as the count of equally likely
 * choices, and so of distinct passphrases whenever the separator is non-empty and has no letter or
 * digit (the list has no word that is two other words joined by "-"; a test checks it). With an
 * empty or alphanumeric separator, two choices can spell the same text, making it an upper bound.
 * Needs no word list, so the UI can show it before the list has loaded.
 */
export function calculatePassphraseEntropyBits(
  options: Pick<PassphraseOptions, "words" | "includeNumber">,
  listSize: number = EFF_LARGE_WORDLIST_SIZE,
): number {
  const words = constrainPassphraseWords(options.words);
  const wordBits = words * Math.log2(listSize);
  return options.includeNumber ? wordBits + Math.log2(words) + Math.log2(10) : wordBits;
}
