import type { PasswordOptions } from "../options/password-options";
import { splitGraphemes } from "./custom-charset";

/** Character pools of spec §5, frozen data shared by the generator, bulk, presets and the CLI. */
export const UPPERCASE = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const LOWERCASE = "abcdefghijklmnopqrstuvwxyz";
export const DIGITS = "0123456789";
export const SPECIAL = "!@#$%^&*()_+-=[]{}|;:,.<>?";

/**
 * Removed from every pool by "exclude similar characters" (docs/product-decisions.md, "Exclude
 * similar characters"; same set as No Ambiguous).
 */
export const SIMILAR_CHARACTERS = "0O1lI";

/**
 * A character type the user can select; each selected type appears at least once
 * (docs/product-decisions.md, "Every selected type").
 */
export type CharacterType = "uppercase" | "lowercase" | "numbers" | "special";

/** The types in pool order. */
export const CHARACTER_TYPES: readonly CharacterType[] = Object.freeze([
  "uppercase",
  "lowercase",
  "numbers",
  "special",
]);

/** The pool of each character type. */
export const CHARACTER_TYPE_POOLS: Readonly<Record<CharacterType, string>> = Object.freeze({
  uppercase: UPPERCASE,
  lowercase: LOWERCASE,
  numbers: DIGITS,
  special: SPECIAL,
});

const SIMILAR_SET: ReadonlySet<string> = new Set(SIMILAR_CHARACTERS);

/** Whether a character is one of `0 O 1 l I`. */
export function isSimilarCharacter(character: string): boolean {
  return SIMILAR_SET.has(character);
}

/** The characters of `pool` without `0 O 1 l I`. */
export function removeSimilarCharacters(pool: string): string {
  let kept = "";
  for (const character of pool) if (!SIMILAR_SET.has(character)) kept += character;
  return kept;
}

/** The options that choose the characters a password is drawn from. */
export type PoolSelection = Pick<
  PasswordOptions,
  | "includeUppercase"
  | "includeLowercase"
  | "includeNumbers"
  | "includeSpecial"
  | "excludeSimilar"
  | "customCharset"
  | "useCustomCharset"
  | "excludeCharacters"
  | "symbols"
>;

/** The characters "Exclude these characters" names, as a person reads them (NFC graphemes). */
export function excludedCharacterSet(excludeCharacters: string): ReadonlySet<string> {
  return new Set(splitGraphemes(excludeCharacters.normalize("NFC")));
}

type TypeFlag = "includeUppercase" | "includeLowercase" | "includeNumbers" | "includeSpecial";

/** The option that selects each character type. */
const TYPE_FLAGS: Readonly<Record<CharacterType, TypeFlag>> = Object.freeze({
  uppercase: "includeUppercase",
  lowercase: "includeLowercase",
  numbers: "includeNumbers",
  special: "includeSpecial",
});

/**
 * The pool of each selected character type, in pool order: symbols limited to the chosen ones,
 * without `0 O 1 l I` when similar characters are excluded and without the excluded characters.
 * What the generator draws from and what `convertOptionsToRules` names; a pool may be empty.
 */
export function selectTypePools(selection: PoolSelection): string[] {
  return selectTypePoolsByType(selection).map(([, pool]) => pool);
}

/** `selectTypePools`, each pool with its type. */
export function selectTypePoolsByType(selection: PoolSelection): Array<[CharacterType, string]> {
  const excluded = excludedCharacterSet(selection.excludeCharacters);
  return CHARACTER_TYPES.filter((type) => selection[TYPE_FLAGS[type]]).map((type) => {
    let kept = "";
    for (const character of CHARACTER_TYPE_POOLS[type]) {
      if (type === "special" && !selection.symbols.includes(character)) continue;
      if (selection.excludeSimilar && SIMILAR_SET.has(character)) continue;
      if (excluded.has(character)) continue;
      kept += character;
    }
    return [type, kept];
  });
}
