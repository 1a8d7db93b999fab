import type { CharacterClass } from "./character-classes";
import type { PasswordRules } from "./parse-rules";

/*
 * An independent check of a password against rules: written apart from the generator (no pools,
 * no masks, no counting), from the language's definitions, so the tests can hold one against the
 * other.
 */

function isInClass(character: string, characterClass: CharacterClass): boolean {
  const code = character.codePointAt(0) ?? -1;
  if (characterClass.kind === "custom") return characterClass.characters.includes(character);
  switch (characterClass.name) {
    case "upper":
      return code >= 65 && code <= 90;
    case "lower":
      return code >= 97 && code <= 122;
    case "digit":
      return code >= 48 && code <= 57;
    case "special":
      return code >= 32 && code <= 126 && !/[A-Za-z0-9]/.test(character);
    case "ascii-printable":
      return code >= 32 && code <= 126;
    case "unicode":
      return true;
  }
}

function isInAny(character: string, classes: readonly CharacterClass[]): boolean {
  return classes.some((characterClass) => isInClass(character, characterClass));
}

/** Every way `password` breaks `rules`, in words; empty when the site would accept it. */
export function checkPasswordAgainstRules(password: string, rules: PasswordRules): string[] {
  const characters = Array.from(password);
  const problems: string[] = [];
  if (rules.minLength !== null && characters.length < rules.minLength) {
    problems.push(`shorter than ${rules.minLength} characters`);
  }
  if (rules.maxLength !== null && characters.length > rules.maxLength) {
    problems.push(`longer than ${rules.maxLength} characters`);
  }
  const usable = [...rules.allowed, ...rules.required.flat()];
  const permitted: readonly CharacterClass[] =
    usable.length > 0 ? usable : [{ kind: "named", name: "ascii-printable" }];
  const outside = characters.filter((character) => !isInAny(character, permitted));
  if (outside.length > 0)
    problems.push(`uses characters the site does not allow: ${outside.join("")}`);
  rules.required.forEach((classes, index) => {
    if (!characters.some((character) => isInAny(character, classes))) {
      problems.push(`misses required class ${index + 1}`);
    }
  });
  if (rules.maxConsecutive !== null) {
    let run = 0;
    for (let i = 0; i < characters.length; i++) {
      run = i > 0 && characters[i] === characters[i - 1] ? run + 1 : 1;
      if (run > rules.maxConsecutive) {
        problems.push(
          `repeats "${characters[i] ?? ""}" more than ${rules.maxConsecutive} times in a row`,
        );
        break;
      }
    }
  }
  return problems;
}
