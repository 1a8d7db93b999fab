/**
 * The character classes of the Password Rules language (Apple's `passwordrules` attribute; see
 * data/README.md). Every class but `unicode` is a subset of printable ASCII, U+0020 to U+007E.
 */

/** A class the language names. */
export type NamedCharacterClass =
  "upper" | "lower" | "digit" | "special" | "ascii-printable" | "unicode";

/** One item of a `required` or `allowed` list. */
export type CharacterClass =
  | { kind: "named"; name: NamedCharacterClass }
  | {
      kind: "custom";
      /** The class's distinct printable ASCII characters, in code point order. */
      characters: string;
    };

// `@__PURE__` lets a bundle drop these frozen tables when unused: core's index reaches every page.
/** The names in the order the language lists them. */
export const NAMED_CHARACTER_CLASSES: readonly NamedCharacterClass[] =
  /* @__PURE__ */ Object.freeze([
    "upper",
    "lower",
    "digit",
    "special",
    "ascii-printable",
    "unicode",
  ]);

// Literals rather than computed strings, so bundles that import core without these lose them.
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const DIGIT = "0123456789";

/** All 95 printable ASCII characters, space included, in code point order. */
export const ASCII_PRINTABLE =
  " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";

/** Printable ASCII that is neither a letter nor a digit: 33 characters, space included. */
export const RULES_SPECIAL = " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

/**
 * The printable ASCII characters of each named class. `unicode` admits any character, but a
 * password is drawn from its printable ASCII part (as Apple's generator does): no font or keyboard
 * can be assumed for the rest.
 */
export const NAMED_CLASS_CHARACTERS: Readonly<Record<NamedCharacterClass, string>> =
  /* @__PURE__ */ Object.freeze({
    upper: UPPER,
    lower: LOWER,
    digit: DIGIT,
    special: RULES_SPECIAL,
    "ascii-printable": ASCII_PRINTABLE,
    unicode: ASCII_PRINTABLE,
  });

/** The printable ASCII characters of a class. */
export function readClassCharacters(characterClass: CharacterClass): string {
  return characterClass.kind === "named"
    ? NAMED_CLASS_CHARACTERS[characterClass.name]
    : characterClass.characters;
}

/** Whether `character` is one printable ASCII character. */
export function isAsciiPrintable(character: string): boolean {
  return character.length === 1 && character >= " " && character <= "~";
}

/** The distinct printable ASCII characters of `text`, in code point order. */
export function normalizeClassCharacters(text: string): string {
  const seen = new Set<string>();
  for (const character of text) if (isAsciiPrintable(character)) seen.add(character);
  return [...seen].sort().join("");
}

/** The union of the classes' printable ASCII characters, in code point order. */
export function unionClassCharacters(classes: readonly CharacterClass[]): string {
  return normalizeClassCharacters(classes.map(readClassCharacters).join(""));
}
