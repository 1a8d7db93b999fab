import { ImpossibleIndexError } from "../invariant";
import type { Randomizer } from "../random/randomizer";
import { DIGITS, LOWERCASE } from "./charsets";
import { getEffLargeWordList } from "./eff-large-wordlist";
import { resolveRandomizer } from "./password";
import {
  USERNAME_ERRORS,
  USERNAME_TAG_CHARACTERS,
  USERNAME_TAG_LENGTH,
  calculateUsernameEntropyBits,
  constrainUsernameOptions,
  parseDomain,
  parseEmailAddress,
  type UsernameOptions,
  type UsernameResult,
} from "./username-options";
import { isUsernameWord } from "./username-words";

export * from "./username-options";

/*
 * Usernames (docs/product-decisions.md, "Usernames"). Four styles:
 * - words: one or two words from the username word list, optional capitals, optional 1-4
 *   digits, an optional separator;
 * - chars: a handle of 6-20 lower-case letters and digits that starts with a letter;
 * - plus: the visitor's own address with a random tag, `name+tag@domain`;
 * - catchall: a random name at the visitor's own domain, `tag@domain`.
 * Every choice is drawn uniformly and independently, and each result comes from exactly one set
 * of choices, so every result is equally likely and the entropy is exact. A username is not a
 * secret: its entropy only says how unlikely a collision or a guess is (`describeUsername`).
 */

function drawFrom(source: Randomizer, alphabet: string, count: number): string {
  const indices = new Uint32Array(count);
  source.fillInts(indices, alphabet.length);
  let text = "";
  for (const index of indices) {
    const character = alphabet[index];
    if (character === undefined) throw new ImpossibleIndexError("username", index, alphabet.length);
    text += character;
  }
  return text;
}

function capitalizeWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function drawWords(
  source: Randomizer,
  options: UsernameOptions,
  wordList: readonly string[],
): string {
  const words: string[] = [];
  for (let i = 0; i < options.words; i++) {
    const index = source.nextInt(wordList.length);
    const word = wordList[index];
    if (word === undefined) throw new ImpossibleIndexError("username", index, wordList.length);
    words.push(options.capitalize ? capitalizeWord(word) : word);
  }
  return words.join(options.separator) + drawFrom(source, DIGITS, options.digits);
}

/** The username word list: the EFF large list's words of 3-6 plain letters (see username-words). */
export function getUsernameWordList(): readonly string[] {
  return getEffLargeWordList().filter(isUsernameWord);
}

/**
 * Generates one username. The options are constrained first (`constrainUsernameOptions`); the
 * plus and catch-all styles need a valid email address or domain and say what is wrong with
 * one. `wordList` lets a caller that makes many usernames filter the list once.
 */
export function generateUsername(
  options: Readonly<UsernameOptions>,
  randomizer?: Randomizer,
  wordList?: readonly string[],
): UsernameResult {
  const { options: o } = constrainUsernameOptions(options);
  let address: { localPart: string; domain: string } | null = null;
  if (o.style === "plus") {
    const parsed = parseEmailAddress(o.email);
    if (!parsed.ok) return parsed;
    address = parsed;
  } else if (o.style === "catchall") {
    const parsed = parseDomain(o.domain);
    if (!parsed.ok) return parsed;
    address = { localPart: "", domain: parsed.domain };
  }
  const source = resolveRandomizer(randomizer);
  if (source === null) return { ok: false, error: USERNAME_ERRORS.randomSourceUnavailable };
  const entropyBits = calculateUsernameEntropyBits(o);
  switch (o.style) {
    case "words":
      return {
        ok: true,
        username: drawWords(source, o, wordList ?? getUsernameWordList()),
        entropyBits,
      };
    case "chars":
      return {
        ok: true,
        username:
          drawFrom(source, LOWERCASE, 1) + drawFrom(source, USERNAME_TAG_CHARACTERS, o.length - 1),
        entropyBits,
      };
    case "plus":
    case "catchall": {
      if (address === null) throw new Error(`No address was read for the ${o.style} style`);
      const tag = drawFrom(source, USERNAME_TAG_CHARACTERS, USERNAME_TAG_LENGTH);
      const name = o.style === "plus" ? `${address.localPart}+${tag}` : tag;
      return { ok: true, username: `${name}@${address.domain}`, entropyBits };
    }
    default: {
      const unknown: never = o.style;
      throw new Error(`Unknown username style: ${String(unknown)}`);
    }
  }
}
