import { t } from "@lingui/core/macro";

import type { CharacterClass, NamedCharacterClass, PasswordRules } from "#core/password-rules";
import { normalizeClassCharacters } from "#core/password-rules";
import { PASSWORD_MAX_LENGTH } from "#core/options/limits";

/*
 * A rule in plain words in the page's language (docs/decisions/password-rules.md): the engine's
 * `describePasswordRules` writes the English from the parsed rule; this says the same from the same
 * data with messages, so an English page reads exactly what the engine writes.
 */

function singular(name: NamedCharacterClass): string {
  switch (name) {
    case "upper":
      return t`uppercase letter`;
    case "lower":
      return t`lowercase letter`;
    case "digit":
      return t`digit`;
    case "special":
      return t`special character`;
    case "ascii-printable":
      return t`printable ASCII character`;
    case "unicode":
      return t`character`;
  }
}

function pluralName(name: NamedCharacterClass): string {
  switch (name) {
    case "upper":
      return t`uppercase letters`;
    case "lower":
      return t`lowercase letters`;
    case "digit":
      return t`digits`;
    case "special":
      return t`special characters`;
    case "ascii-printable":
      return t`printable ASCII characters`;
    case "unicode":
      return t`any character`;
  }
}

/** "a, b and c" or "a, b or c". */
function joinWords(words: readonly string[], conjunction: "and" | "or"): string {
  if (words.length <= 1) return words[0] ?? "";
  const rest = words.slice(0, -1).join(", ");
  const last = words.at(-1) ?? "";
  return conjunction === "and" ? t`${rest} and ${last}` : t`${rest} or ${last}`;
}

/** Characters spaced out so each can be read: "! # $ space". */
function spellCharacters(characters: string): string {
  return [...characters].map((character) => (character === " " ? t`space` : character)).join(" ");
}

function describeLength(rules: PasswordRules): string {
  const { minLength: min, maxLength: max } = rules;
  if (min !== null && max !== null) {
    return min === max ? t`exactly ${min} characters` : t`${min} to ${max} characters`;
  }
  if (min !== null) return t`at least ${min} characters`;
  if (max !== null) return t`at most ${max} characters`;
  return t`any length`;
}

function describeRequirement(classes: readonly CharacterClass[]): string {
  const named = classes.flatMap((item) => (item.kind === "named" ? [singular(item.name)] : []));
  const custom = normalizeClassCharacters(
    classes.map((item) => (item.kind === "custom" ? item.characters : "")).join(""),
  );
  const spelled = spellCharacters(custom);
  if (custom !== "" && named.length === 0) return t`at least one of ${spelled}`;
  const words = custom === "" ? named : [...named, t`one of ${spelled}`];
  const list = joinWords(words, "or");
  return t`at least one ${list}`;
}

function describeAllowed(classes: readonly CharacterClass[]): string {
  const words = classes.map((item) =>
    item.kind === "named" ? pluralName(item.name) : spellCharacters(item.characters),
  );
  const list = joinWords(words, "and");
  return t`${list} allowed`;
}

/**
 * The rule in plain words, e.g. "8 to 40 characters; at least one uppercase letter; at least one
 * of ! # $ % & * @ ^; lowercase letters and digits allowed".
 */
export function describeRulesText(rules: PasswordRules): string {
  const parts = [describeLength(rules)];
  for (const classes of rules.required) parts.push(describeRequirement(classes));
  const most = rules.maxConsecutive;
  if (most !== null) {
    parts.push(
      most === 1
        ? t`no character twice in a row`
        : t`no character more than ${most} times in a row`,
    );
  }
  if (rules.allowed.length > 0) parts.push(describeAllowed(rules.allowed));
  else if (rules.required.length === 0) parts.push(t`any printable ASCII character allowed`);
  return parts.join("; ");
}

/**
 * Why no password can meet a rule's lengths (the engine's `resolveRulesLengthRange` error), said
 * from the rule's own bounds.
 */
export function rulesRangeErrorText(rules: PasswordRules): string {
  const min = Math.max(1, rules.minLength ?? 1);
  const max = rules.maxLength;
  if (max === 0) return t`The rule allows no characters at all (maxlength: 0)`;
  if (max !== null && max < min) {
    return t`The rule asks for at least ${min} and at most ${max} characters: no password fits`;
  }
  return t`The rule asks for at least ${min} characters, more than Keysmith's maximum of ${PASSWORD_MAX_LENGTH}`;
}
