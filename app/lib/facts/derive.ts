/**
 * The arithmetic behind the figures in copy, on the engine's pools (docs/product-decisions.md,
 * "Claims the code backs"). Kept apart from FACTS so that the home page, whose first view is
 * budgeted, takes only what it uses.
 */
import {
  CHARACTER_TYPES,
  CHARACTER_TYPE_POOLS,
  removeSimilarCharacters,
  type CharacterType,
} from "#core/generate/charsets";
import { EFF_LARGE_WORDLIST_SIZE } from "#core/generate/eff-large-wordlist-size";
import { countValidPasswordsLog2 } from "#core/strength/entropy";

export { formatBits, formatCount } from "./format-figures";

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

/** Printable ASCII without the space (U+0021 to U+007E), for comparisons with Keysmith's pool. */
export const PRINTABLE_ASCII_SIZE = 0x7e - 0x21 + 1;

/** Bits of a passphrase of `words` words from the EFF list (before the optional number). */
export function passphraseBits(words: number): number {
  return words * Math.log2(EFF_LARGE_WORDLIST_SIZE);
}
