import { ImpossibleIndexError } from "../invariant";
import { RANDOM_SOURCE_UNAVAILABLE_MESSAGE, type Randomizer } from "../random/randomizer";
import { getEffLargeWordList } from "./eff-large-wordlist";
import {
  PASSPHRASE_SYMBOLS,
  RANDOM_SEPARATORS,
  calculatePassphraseEntropyBits,
  constrainPassphraseWords,
  type PassphraseOptions,
} from "./passphrase-options";
import { resolveRandomizer } from "./password";

/** Every message passphrase generation can fail with. */
export const PASSPHRASE_ERRORS = Object.freeze({
  randomSourceUnavailable: RANDOM_SOURCE_UNAVAILABLE_MESSAGE,
  emptyWordList: "The word list is empty, so no passphrase was generated.",
} as const);

/** One of the `PASSPHRASE_ERRORS` messages. */
export type PassphraseError = (typeof PASSPHRASE_ERRORS)[keyof typeof PASSPHRASE_ERRORS];

/** A passphrase, or why there is none. */
export type PassphraseResult =
  | {
      ok: true;
      /** The new passphrase. */
      passphrase: string;
      /** See `calculatePassphraseEntropyBits`. */
      entropyBits: number;
      /**
       * Where each word after the first begins (UTF-16 offsets, ascending): just after a
       * separator, or right after the previous word when there is none. The only places a shown
       * passphrase may wrap onto a new line; the text alone cannot say, since a separator may be
       * empty, a digit or a letter and some words hold a hyphen ("t-shirt").
       */
      wordStarts: number[];
    }
  | { ok: false; error: PassphraseError };

function capitalizeWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Generates a passphrase: `words` words drawn independently and uniformly from `wordList` (the
 * EFF large word list unless the caller loaded another language's; repeats allowed, so every
 * word adds the same bits), optionally capitalized, joined by the separator or by separators
 * drawn from `RANDOM_SEPARATORS`. "Add a number" appends one random digit 0-9 to one randomly
 * chosen word, "Add a symbol" then one of `PASSPHRASE_SYMBOLS` to one randomly chosen word. The
 * word count is brought within 3-20 first.
 *
 * Importing this module loads the 60 KB English list; the site imports it lazily.
 */
export function generatePassphrase(
  options: PassphraseOptions,
  randomizer?: Randomizer,
  wordList: readonly string[] = getEffLargeWordList(),
): PassphraseResult {
  if (wordList.length === 0) return { ok: false, error: PASSPHRASE_ERRORS.emptyWordList };
  const source = resolveRandomizer(randomizer);
  if (source === null) return { ok: false, error: PASSPHRASE_ERRORS.randomSourceUnavailable };
  const count = constrainPassphraseWords(options.words);
  const chosen: string[] = [];
  for (let i = 0; i < count; i++) {
    const index = source.nextInt(wordList.length);
    const word = wordList[index];
    if (word === undefined) throw new ImpossibleIndexError("passphrase", index, wordList.length);
    chosen.push(options.capitalize ? capitalizeWord(word) : word);
  }
  if (options.includeNumber) {
    const position = source.nextInt(count);
    const word = chosen[position];
    if (word === undefined) throw new ImpossibleIndexError("passphrase", position, count);
    chosen[position] = `${word}${source.nextInt(10)}`;
  }
  if (options.includeSymbol) {
    const position = source.nextInt(count);
    const word = chosen[position];
    if (word === undefined) throw new ImpossibleIndexError("passphrase", position, count);
    chosen[position] =
      `${word}${PASSPHRASE_SYMBOLS.charAt(source.nextInt(PASSPHRASE_SYMBOLS.length))}`;
  }
  let passphrase = chosen[0] ?? "";
  const wordStarts: number[] = [];
  for (let i = 1; i < chosen.length; i++) {
    const separator = options.randomSeparator
      ? RANDOM_SEPARATORS.charAt(source.nextInt(RANDOM_SEPARATORS.length))
      : options.separator;
    passphrase += separator;
    wordStarts.push(passphrase.length);
    passphrase += chosen[i] ?? "";
  }
  return {
    ok: true,
    passphrase,
    entropyBits: calculatePassphraseEntropyBits({ ...options, words: count }, wordList.length),
    wordStarts,
  };
}
