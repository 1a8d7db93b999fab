import { readFileSync } from "node:fs";

import {
  checkPasswordAgainstRules,
  describePasswordRules,
  parseKnownSites,
  parsePasswordRules,
  resolveRulesLengthRange,
  unionClassCharacters,
  type NamedCharacterClass,
  type PasswordRules,
  type RulesLengthRange,
} from "#core/password-rules";

// The shipped list, read as the site reads it (src/core/password-rules/known-sites-data.ts); read
// from the file because Playwright's loader does not import JSON without an import attribute.
const KNOWN_SITES = parseKnownSites(
  JSON.parse(
    readFileSync(
      new URL("../../src/core/password-rules/data/password-rules.json", import.meta.url),
      "utf8",
    ),
  ),
);

/** A site in the shipped known-sites list, with its rule as the Site Rules panel reads it. */
export interface ListedSite {
  domain: string;
  rules: PasswordRules;
  /** The lengths the generator offers for the rule. */
  range: RulesLengthRange;
  /** The rule in plain words, as the panel shows it. */
  description: string;
}

/**
 * The first site in the list whose rule has the property the test needs, so a test names what it
 * relies on ("a site whose maximum is below 8") and editing the list cannot break it for no reason.
 */
export function findListedSite(property: string, has: (site: ListedSite) => boolean): ListedSite {
  for (const [domain, entry] of KNOWN_SITES) {
    const parsed = parsePasswordRules(entry.rules);
    if (!parsed.success) continue;
    const range = resolveRulesLengthRange(parsed.data);
    if (!range.ok) continue;
    const site = {
      domain,
      rules: parsed.data,
      range: range.range,
      description: describePasswordRules(parsed.data),
    };
    if (has(site)) return site;
  }
  throw new Error(`no site in the known-sites list ${property}`);
}

/** Whether the rule asks for at least one character of `name` on its own. */
export function requiresClass(rules: PasswordRules, name: NamedCharacterClass): boolean {
  return rules.required.some(
    (group) => group.length === 1 && group[0]?.kind === "named" && group[0].name === name,
  );
}

/**
 * A site whose rule needs lower case, upper case and a digit, and caps the length at 10 to 16
 * characters from a minimum of 10 or less: the default length (16) is brought within it, and 10 is
 * a length it takes.
 */
export const BOUNDED_SITE = findListedSite(
  "requiring lower, upper and digit with a maximum length of 10 to 16",
  ({ rules, range }) =>
    range.warning === null &&
    range.min <= 10 &&
    range.max >= 10 &&
    range.max <= 16 &&
    (["lower", "upper", "digit"] as const).every((name) => requiresClass(rules, name)),
);

/** A site whose maximum length is below Keysmith's minimum of 8 (the length field warns). */
export const SHORT_SITE = findListedSite(
  "with a maximum length below 8",
  ({ range }) => range.warning !== null,
);

/**
 * A site whose rule allows the space among at least 62 characters and a length of 16: about one
 * password in seven holds a space.
 */
export const SPACED_SITE = findListedSite(
  "allowing the space among at least 62 characters",
  ({ rules, range }) => {
    const usable = unionClassCharacters([...rules.allowed, ...rules.required.flat()]);
    return range.warning === null && range.max >= 16 && usable.includes(" ") && usable.length >= 62;
  },
);

/** Every way `password` breaks the site's rule, length included; empty when it would accept it. */
export function ruleProblems(site: ListedSite, password: string): string[] {
  const length = [...password].length;
  const problems = checkPasswordAgainstRules(password, site.rules);
  if (length < site.range.min || length > site.range.max) {
    problems.push(`${length} characters, not ${site.range.min} to ${site.range.max}`);
  }
  return problems.map((problem) => `${problem}: ${password}`);
}
