import {
  excludedCharacterSet,
  removeSimilarCharacters,
  selectTypePoolsByType,
  type PoolSelection,
} from "../generate/charsets";
import { splitGraphemes } from "../generate/custom-charset";
import type { PasswordOptions } from "../options/password-options";
import {
  NAMED_CHARACTER_CLASSES,
  NAMED_CLASS_CHARACTERS,
  isAsciiPrintable,
  normalizeClassCharacters,
  type CharacterClass,
  type NamedCharacterClass,
} from "./character-classes";
import type { PasswordRules } from "./parse-rules";

/**
 * Writes a custom class so that the parser reads it back: a "-" only first, a "]" only last and
 * doubled (data/README.md).
 */
function formatCustomClass(characters: string): string {
  const dash = characters.includes("-") ? "-" : "";
  const bracket = characters.includes("]") ? "]" : "";
  const rest = characters.replace(/[-\]]/g, "");
  return `[${dash}${rest}${bracket}]`;
}

/** A named class for a set of characters equal to one (never `unicode`), else a custom class. */
function toCharacterClass(characters: string): CharacterClass {
  const normalized = normalizeClassCharacters(characters);
  const name = NAMED_CHARACTER_CLASSES.find(
    (candidate) => candidate !== "unicode" && NAMED_CLASS_CHARACTERS[candidate] === normalized,
  );
  return name === undefined ? { kind: "custom", characters: normalized } : { kind: "named", name };
}

/** The classes as the language writes them: "upper, [!#$]". */
export function formatCharacterClasses(classes: readonly CharacterClass[]): string {
  return classes
    .map((item) => (item.kind === "named" ? item.name : formatCustomClass(item.characters)))
    .join(", ");
}

/** Rules as a Password Rules string, in a canonical order, that `parsePasswordRules` reads back. */
export function formatPasswordRules(rules: PasswordRules): string {
  const parts: string[] = [];
  if (rules.minLength !== null) parts.push(`minlength: ${rules.minLength};`);
  if (rules.maxLength !== null) parts.push(`maxlength: ${rules.maxLength};`);
  if (rules.maxConsecutive !== null) parts.push(`max-consecutive: ${rules.maxConsecutive};`);
  for (const classes of rules.required) parts.push(`required: ${formatCharacterClasses(classes)};`);
  if (rules.allowed.length > 0) parts.push(`allowed: ${formatCharacterClasses(rules.allowed)};`);
  return parts.join(" ");
}

/** Generator options written as rules, and the characters no rule can express. */
export interface OptionsAsRules {
  rules: PasswordRules;
  /** Custom-charset characters outside printable ASCII, which the language cannot name. */
  omitted: string[];
  /** Minimums above one were chosen: the language can require a type, not a count of it. */
  minimumsOmitted: boolean;
}

/**
 * The generator's current options as Password Rules, for a site's `passwordrules` attribute:
 * `minlength` is the chosen length, each selected type is `required` (the generator puts one of
 * each in), and a custom charset is `allowed`. Parsing the result and generating at the same
 * length draws from exactly the same passwords.
 */
export function convertOptionsToRules(
  options: Pick<PasswordOptions, "length" | "minNumbers" | "minSymbols"> & PoolSelection,
): OptionsAsRules {
  if (options.useCustomCharset) {
    const excluded = excludedCharacterSet(options.excludeCharacters);
    const characters = splitGraphemes(options.customCharset).filter((c) => !excluded.has(c));
    const printable = characters.filter(isAsciiPrintable).join("");
    const ascii = options.excludeSimilar ? removeSimilarCharacters(printable) : printable;
    const omitted = [...new Set(characters.filter((character) => !isAsciiPrintable(character)))];
    return {
      rules: {
        minLength: options.length,
        maxLength: null,
        maxConsecutive: null,
        required: [],
        allowed: ascii === "" ? [] : [toCharacterClass(ascii)],
      },
      omitted,
      minimumsOmitted: false,
    };
  }
  const required: CharacterClass[][] = [];
  const allowed: CharacterClass[] = [];
  let minimumsOmitted = false;
  for (const [type, pool] of selectTypePoolsByType(options)) {
    if (pool === "") continue;
    const minimum =
      type === "numbers" ? options.minNumbers : type === "special" ? options.minSymbols : 1;
    if (minimum > 1) minimumsOmitted = true;
    if (minimum === 0) allowed.push(toCharacterClass(pool));
    else required.push([toCharacterClass(pool)]);
  }
  return {
    rules: {
      minLength: options.length,
      maxLength: null,
      maxConsecutive: null,
      required,
      allowed,
    },
    omitted: [],
    minimumsOmitted,
  };
}

const SINGULAR: Readonly<Record<NamedCharacterClass, string>> = /* @__PURE__ */ Object.freeze({
  upper: "uppercase letter",
  lower: "lowercase letter",
  digit: "digit",
  special: "special character",
  "ascii-printable": "printable ASCII character",
  unicode: "character",
});

const PLURAL: Readonly<Record<NamedCharacterClass, string>> = /* @__PURE__ */ Object.freeze({
  upper: "uppercase letters",
  lower: "lowercase letters",
  digit: "digits",
  special: "special characters",
  "ascii-printable": "printable ASCII characters",
  unicode: "any character",
});

/** "a, b and c". */
function joinWords(words: readonly string[], conjunction: "and" | "or"): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1) ?? ""}`;
}

/** Characters spaced out so each can be read: "! # $ space". */
export function spellCharacters(characters: string): string {
  return [...characters].map((character) => (character === " " ? "space" : character)).join(" ");
}

function describeLength(rules: PasswordRules): string {
  const { minLength: min, maxLength: max } = rules;
  if (min !== null && max !== null) {
    return min === max ? `exactly ${min} characters` : `${min} to ${max} characters`;
  }
  if (min !== null) return `at least ${min} characters`;
  if (max !== null) return `at most ${max} characters`;
  return "any length";
}

function describeRequirement(classes: readonly CharacterClass[]): string {
  const named = classes.flatMap((item) => (item.kind === "named" ? [SINGULAR[item.name]] : []));
  const custom = normalizeClassCharacters(
    classes.map((item) => (item.kind === "custom" ? item.characters : "")).join(""),
  );
  const words = custom === "" ? named : [...named, `one of ${spellCharacters(custom)}`];
  if (custom !== "" && named.length === 0) return `at least one of ${spellCharacters(custom)}`;
  return `at least one ${joinWords(words, "or")}`;
}

function describeAllowed(classes: readonly CharacterClass[]): string {
  const words = classes.map((item) =>
    item.kind === "named" ? PLURAL[item.name] : spellCharacters(item.characters),
  );
  return `${joinWords(words, "and")} allowed`;
}

/**
 * The rule in plain words, e.g. "8 to 40 characters; at least one uppercase letter; at least one
 * of ! # $ % & * @ ^; lowercase letters and digits allowed".
 */
export function describePasswordRules(rules: PasswordRules): string {
  const parts = [describeLength(rules)];
  for (const classes of rules.required) parts.push(describeRequirement(classes));
  if (rules.maxConsecutive !== null) {
    parts.push(
      rules.maxConsecutive === 1
        ? "no character twice in a row"
        : `no character more than ${rules.maxConsecutive} times in a row`,
    );
  }
  if (rules.allowed.length > 0) parts.push(describeAllowed(rules.allowed));
  else if (rules.required.length === 0) parts.push("any printable ASCII character allowed");
  return parts.join("; ");
}
