import {
  NAMED_CHARACTER_CLASSES,
  isAsciiPrintable,
  normalizeClassCharacters,
  type CharacterClass,
  type NamedCharacterClass,
} from "./character-classes";
import { isInvisibleCodePoint } from "../generate/invisible-characters";
import { describeCodePoint } from "../generate/invisible-characters-message";

/**
 * A site's password rules, as the Password Rules language states them (data/README.md, after
 * Apple's spec): repeated length properties keep the strictest value, every `allowed` adds to one
 * list, and each `required` property is one requirement of its own.
 */
export interface PasswordRules {
  /** Fewest characters (`minlength`), or null when the rule sets none. */
  minLength: number | null;
  /** Most characters (`maxlength`), or null when the rule sets none. */
  maxLength: number | null;
  /** No character may appear more than this many times in a row (`max-consecutive`), or null. */
  maxConsecutive: number | null;
  /** One entry per `required` property: at least one character from the union of its classes. */
  required: readonly (readonly CharacterClass[])[];
  /** Every `allowed` class; the usable characters are these plus every required class. */
  allowed: readonly CharacterClass[];
}

/** One problem in a rule, and where it starts. */
export interface PasswordRulesIssue {
  /** 0-based index into the rule text. */
  position: number;
  /** What is wrong, in a sentence without the position. */
  message: string;
}

/** The outcome of `parsePasswordRules`: rules (and any harmless oddities), or every error found. */
export type ParsedPasswordRules =
  | { success: true; data: PasswordRules; warnings: PasswordRulesIssue[] }
  | { success: false; errors: PasswordRulesIssue[] };

/** Longest rule text accepted; the longest in the known-sites list is under 200 characters. */
export const PASSWORD_RULES_MAX_CHARS = 2000;
/** Largest number a length property may give; far above any real site's rule. */
const MAX_NUMBER = 100_000;

const PROPERTY_NAMES = [
  "minlength",
  "maxlength",
  "max-consecutive",
  "required",
  "allowed",
] as const;
type PropertyName = (typeof PROPERTY_NAMES)[number];

function isPropertyName(name: string): name is PropertyName {
  return PROPERTY_NAMES.some((known) => known === name);
}

function isNamedClass(name: string): name is NamedCharacterClass {
  return NAMED_CHARACTER_CLASSES.some((known) => known === name);
}

/** "Character 12: …", for showing an issue to a person. */
export function formatPasswordRulesIssue(issue: PasswordRulesIssue): string {
  return `Character ${issue.position + 1}: ${issue.message}`;
}

const WHITESPACE = /\s/;

/** The code point at `position` of `text` (a lone surrogate stays one). */
function codePointAt(text: string, position: number): string {
  const code = text.codePointAt(position);
  return code === undefined ? "" : String.fromCodePoint(code);
}

/** A character for a message: quoted when it can be seen, named ("U+200B ZERO WIDTH SPACE") if not. */
function quoteCharacter(character: string): string {
  return isInvisibleCodePoint(character) ? describeCodePoint(character) : `"${character}"`;
}

/**
 * Reads a rule in the Password Rules language ("minlength: 8; required: upper; allowed: lower;").
 * Property and class names are case-insensitive; properties end with `;` (the last one may omit
 * it); values in a list are separated by commas or spaces. A property that cannot be read is
 * reported with its position and skipped, so one pass reports every error.
 */
export function parsePasswordRules(text: string): ParsedPasswordRules {
  const errors: PasswordRulesIssue[] = [];
  const warnings: PasswordRulesIssue[] = [];
  if (text.length > PASSWORD_RULES_MAX_CHARS) {
    return {
      success: false,
      errors: [
        {
          position: PASSWORD_RULES_MAX_CHARS,
          message: `A rule may be at most ${PASSWORD_RULES_MAX_CHARS} characters long`,
        },
      ],
    };
  }
  let minLength: number | null = null;
  let maxLength: number | null = null;
  let maxConsecutive: number | null = null;
  const required: CharacterClass[][] = [];
  const allowed: CharacterClass[] = [];
  let position = 0;

  function skipWhitespace(): void {
    while (position < text.length && WHITESPACE.test(text[position] ?? "")) position++;
  }

  /** Moves past the end of the current property, after an error in it. */
  function skipProperty(): void {
    while (position < text.length && text[position] !== ";") {
      // A `;` inside a custom class does not end the property.
      if (text[position] === "[") readCustomClass();
      else position++;
    }
    position++;
  }

  function readCustomClass(): CharacterClass | PasswordRulesIssue {
    const start = position;
    position++; // "["
    let characters = "";
    while (position < text.length && text[position] !== "]") {
      // By code point, so an emoji is one warning, not two halves.
      const character = codePointAt(text, position);
      if (character === "-" && position > start + 1) {
        warnings.push({
          position,
          message: 'A "-" is literal only as the first character of a class; this one is ignored',
        });
      } else if (!isAsciiPrintable(character)) {
        warnings.push({
          position,
          message: `${quoteCharacter(character)} is not a printable ASCII character, so the class ignores it`,
        });
      } else {
        characters += character;
      }
      position += character.length;
    }
    // A literal "]" is written "]]" at the end of the class.
    if (text[position] === "]" && text[position + 1] === "]") {
      characters += "]";
      position++;
    }
    if (text[position] !== "]") {
      return { position: start, message: 'This character class has no closing "]"' };
    }
    position++;
    const normalized = normalizeClassCharacters(characters);
    if (normalized === "") {
      warnings.push({ position: start, message: "This character class is empty" });
    }
    return { kind: "custom", characters: normalized };
  }

  function readIdentifier(): string {
    const start = position;
    while (position < text.length && /[A-Za-z-]/.test(text[position] ?? "")) position++;
    return text.slice(start, position);
  }

  function atPropertyEnd(): boolean {
    return position >= text.length || text[position] === ";";
  }

  function readClassList(property: PropertyName): CharacterClass[] | PasswordRulesIssue {
    const classes: CharacterClass[] = [];
    for (;;) {
      skipWhitespace();
      if (atPropertyEnd()) break;
      if (text[position] === ",") {
        position++;
        continue;
      }
      if (text[position] === "[") {
        const read = readCustomClass();
        if ("message" in read) return read;
        if (read.kind === "custom" && read.characters !== "") classes.push(read);
        continue;
      }
      const start = position;
      const name = readIdentifier().toLowerCase();
      if (name === "") {
        return {
          position: start,
          message: `Unexpected ${quoteCharacter(codePointAt(text, start))}: ${property} lists classes (upper, lower, digit, special, ascii-printable, unicode or [characters])`,
        };
      }
      if (!isNamedClass(name)) {
        return {
          position: start,
          message: `Unknown character class "${text.slice(start, position)}": use upper, lower, digit, special, ascii-printable, unicode or [characters]`,
        };
      }
      classes.push({ kind: "named", name });
    }
    return classes;
  }

  function readNumber(property: PropertyName): number | PasswordRulesIssue {
    skipWhitespace();
    const start = position;
    while (position < text.length && /[0-9]/.test(text[position] ?? "")) position++;
    const digits = text.slice(start, position);
    skipWhitespace();
    if (digits === "" || !atPropertyEnd()) {
      return {
        position: start,
        message: `${property} needs a whole number, such as ${property}: 8`,
      };
    }
    const value = Number(digits);
    if (value > MAX_NUMBER) {
      return {
        position: start,
        message: `${property} may be at most ${MAX_NUMBER.toLocaleString("en-US")}`,
      };
    }
    if (property === "max-consecutive" && value < 1) {
      return { position: start, message: "max-consecutive must be at least 1" };
    }
    return value;
  }

  while (position < text.length) {
    skipWhitespace();
    if (position >= text.length) break;
    if (text[position] === ";") {
      position++;
      continue;
    }
    const nameStart = position;
    const rawName = readIdentifier();
    const name = rawName.toLowerCase();
    if (rawName === "") {
      errors.push({
        position: nameStart,
        message: `Expected a property name (minlength, maxlength, max-consecutive, required or allowed), found ${quoteCharacter(codePointAt(text, nameStart))}`,
      });
      skipProperty();
      continue;
    }
    if (!isPropertyName(name)) {
      errors.push({
        position: nameStart,
        message: `Unknown property "${rawName}": use minlength, maxlength, max-consecutive, required or allowed`,
      });
      skipProperty();
      continue;
    }
    skipWhitespace();
    if (text[position] !== ":") {
      errors.push({ position, message: `Expected ":" after ${name}` });
      skipProperty();
      continue;
    }
    position++;
    if (name === "required" || name === "allowed") {
      skipWhitespace();
      const valueStart = position;
      const classes = readClassList(name);
      if ("message" in classes) {
        errors.push(classes);
        skipProperty();
        continue;
      }
      if (classes.length === 0) {
        if (name === "required") {
          errors.push({ position: valueStart, message: "required needs at least one class" });
        } else {
          warnings.push({ position: valueStart, message: "allowed lists no class" });
        }
      } else if (name === "required") {
        required.push(classes);
      } else {
        allowed.push(...classes);
      }
    } else {
      const value = readNumber(name);
      if (typeof value !== "number") {
        errors.push(value);
        skipProperty();
        continue;
      }
      // Repeated length properties keep the strictest value (Apple's canonical form).
      if (name === "minlength") minLength = Math.max(minLength ?? 0, value);
      else if (name === "maxlength") maxLength = Math.min(maxLength ?? value, value);
      else maxConsecutive = Math.min(maxConsecutive ?? value, value);
    }
    position++; // ";" or the end
  }
  if (errors.length > 0) return { success: false, errors };
  return {
    success: true,
    data: { minLength, maxLength, maxConsecutive, required, allowed },
    warnings,
  };
}
