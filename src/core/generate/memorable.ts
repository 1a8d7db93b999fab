import { RANDOM_SOURCE_UNAVAILABLE_MESSAGE, type Randomizer } from "../random/randomizer";
import { resolveRandomizer } from "./password";

/*
 * Memorable passwords (docs/product-decisions.md, "Memorable passwords and PINs"), in the spirit of
 * Apple's strong passwords (`xabtyn-cutjed-7pudzo`): groups of two consonant-vowel-consonant
 * syllables joined by hyphens, easy to read out and to type on a phone, with one capital letter and
 * one digit. Every choice is drawn uniformly and independently, and each result comes from exactly
 * one set of choices, so every result is equally likely and the entropy is exact: log2 of the
 * number of results.
 */

/** No `l` (read as `1` or `I`) and no `q` (which wants a `u`). */
export const MEMORABLE_CONSONANTS = "bcdfghjkmnprstvwxz";
export const MEMORABLE_VOWELS = "aeiou";
/** No `0` or `1` (read as `O`, `l` or `I`). */
export const MEMORABLE_DIGITS = "23456789";
export const MEMORABLE_SEPARATOR = "-";

export const MEMORABLE_MIN_GROUPS = 2;
export const MEMORABLE_MAX_GROUPS = 6;
export const MEMORABLE_DEFAULT_GROUPS = 3;

const SYLLABLES_PER_GROUP = 2;
const LETTERS_PER_GROUP = SYLLABLES_PER_GROUP * 3;

export interface MemorableOptions {
  /** Groups of six letters, 2-6. */
  groups: number;
}

export const DEFAULT_MEMORABLE_OPTIONS: Readonly<MemorableOptions> = Object.freeze({
  groups: MEMORABLE_DEFAULT_GROUPS,
});

export type MemorableResult =
  | { ok: true; password: string; entropyBits: number }
  | { ok: false; error: typeof RANDOM_SOURCE_UNAVAILABLE_MESSAGE };

/** A group count within 2-6 (a whole number; anything else becomes the default). */
export function constrainMemorableGroups(groups: number): number {
  if (!Number.isFinite(groups)) return MEMORABLE_DEFAULT_GROUPS;
  return Math.min(MEMORABLE_MAX_GROUPS, Math.max(MEMORABLE_MIN_GROUPS, Math.round(groups)));
}

/**
 * The exact entropy of a memorable password of `groups` groups: each syllable's consonant,
 * vowel and consonant, which letter is a capital (any of them), and the digit and where it
 * stands (at the start or the end of any group).
 */
export function calculateMemorableEntropyBits(groups: number): number {
  const count = constrainMemorableGroups(groups);
  const syllable = MEMORABLE_CONSONANTS.length ** 2 * MEMORABLE_VOWELS.length;
  const syllables = count * SYLLABLES_PER_GROUP;
  return (
    syllables * Math.log2(syllable) +
    Math.log2(count * LETTERS_PER_GROUP) +
    Math.log2(MEMORABLE_DIGITS.length) +
    Math.log2(2 * count)
  );
}

function pick(alphabet: string, index: number | undefined): string {
  return alphabet.charAt(index ?? 0);
}

/** Generates one memorable password; the group count is brought within 2-6 first. */
export function generateMemorablePassword(
  options: Readonly<MemorableOptions>,
  randomizer?: Randomizer,
): MemorableResult {
  const source = resolveRandomizer(randomizer);
  if (source === null) return { ok: false, error: RANDOM_SOURCE_UNAVAILABLE_MESSAGE };
  const groups = constrainMemorableGroups(options.groups);
  const letterCount = groups * LETTERS_PER_GROUP;
  const consonants = new Uint32Array(groups * SYLLABLES_PER_GROUP * 2);
  const vowels = new Uint32Array(groups * SYLLABLES_PER_GROUP);
  source.fillInts(consonants, MEMORABLE_CONSONANTS.length);
  source.fillInts(vowels, MEMORABLE_VOWELS.length);
  const [capital = 0] = drawOne(source, letterCount);
  const [digit = 0] = drawOne(source, MEMORABLE_DIGITS.length);
  const [place = 0] = drawOne(source, 2 * groups);

  const letters: string[] = [];
  for (let syllable = 0; syllable < groups * SYLLABLES_PER_GROUP; syllable++) {
    letters.push(
      pick(MEMORABLE_CONSONANTS, consonants[2 * syllable]),
      pick(MEMORABLE_VOWELS, vowels[syllable]),
      pick(MEMORABLE_CONSONANTS, consonants[2 * syllable + 1]),
    );
  }
  letters[capital] = (letters[capital] ?? "").toUpperCase();
  const parts: string[] = [];
  for (let group = 0; group < groups; group++) {
    let text = letters.slice(group * LETTERS_PER_GROUP, (group + 1) * LETTERS_PER_GROUP).join("");
    // `place` 2g is the start of group g, 2g + 1 its end.
    if (place === 2 * group) text = MEMORABLE_DIGITS.charAt(digit) + text;
    if (place === 2 * group + 1) text += MEMORABLE_DIGITS.charAt(digit);
    parts.push(text);
  }
  return {
    ok: true,
    password: parts.join(MEMORABLE_SEPARATOR),
    entropyBits: calculateMemorableEntropyBits(groups),
  };
}

function drawOne(source: Randomizer, maxExclusive: number): Uint32Array {
  const value = new Uint32Array(1);
  source.fillInts(value, maxExclusive);
  return value;
}

/** The length of a memorable password of `groups` groups: the letters, the hyphens and the digit. */
export function memorablePasswordLength(groups: number): number {
  const count = constrainMemorableGroups(groups);
  return count * LETTERS_PER_GROUP + (count - 1) * MEMORABLE_SEPARATOR.length + 1;
}
