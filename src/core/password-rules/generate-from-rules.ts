import { resolveRandomizer } from "../generate/password";
import { formatSingleCharacterPoolWarning } from "../generate/pool-warning";
import {
  PASSWORD_DEFAULT_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "../options/limits";
import { RANDOM_SOURCE_UNAVAILABLE_MESSAGE, type Randomizer } from "../random/randomizer";
import { ASCII_PRINTABLE, readClassCharacters, unionClassCharacters } from "./character-classes";
import { countAcceptedStrings, log2BigInt } from "./count-passwords";
import { formatCharacterClasses } from "./format-rules";
import type { PasswordRules } from "./parse-rules";

/** Most distinct `required` properties a rule may have (inclusion–exclusion costs 2^n terms). */
export const RULES_MAX_REQUIREMENTS = 16;
/**
 * Most redraws a password may need on average. Drawing stays uniform however rare the valid
 * passwords are, but past this a rule would stall the page, so it gets an error instead.
 */
export const RULES_MAX_EXPECTED_DRAWS = 1_000_000;

/** The lengths Keysmith will produce for a rule. */
export interface RulesLengthRange {
  min: number;
  max: number;
  /** Set when the site's maximum is below Keysmith's minimum of 8: show it beside the password. */
  warning: string | null;
}

export type RulesLengthRangeResult =
  { ok: true; range: RulesLengthRange } | { ok: false; error: string };

/**
 * The lengths to offer for a rule: the site's bounds within Keysmith's 8-128. Keysmith's minimum
 * gives way only when the site's maximum is lower, and then with a warning.
 */
export function resolveRulesLengthRange(rules: PasswordRules): RulesLengthRangeResult {
  const siteMin = Math.max(1, rules.minLength ?? 1);
  const siteMax = rules.maxLength ?? Number.POSITIVE_INFINITY;
  if (siteMax < siteMin) {
    return {
      ok: false,
      error:
        rules.maxLength === 0
          ? "The rule allows no characters at all (maxlength: 0)"
          : `The rule asks for at least ${siteMin} and at most ${siteMax} characters: no password fits`,
    };
  }
  if (siteMin > PASSWORD_MAX_LENGTH) {
    return {
      ok: false,
      error: `The rule asks for at least ${siteMin} characters, more than Keysmith's maximum of ${PASSWORD_MAX_LENGTH}`,
    };
  }
  if (siteMax < PASSWORD_MIN_LENGTH) {
    return {
      ok: true,
      range: {
        min: siteMin,
        max: siteMax,
        warning: `This site accepts at most ${siteMax} characters, fewer than Keysmith's minimum of ${PASSWORD_MIN_LENGTH}. A password this short is weak: use it only because the site allows nothing longer.`,
      },
    };
  }
  return {
    ok: true,
    range: {
      min: Math.max(siteMin, PASSWORD_MIN_LENGTH),
      max: Math.min(siteMax, PASSWORD_MAX_LENGTH),
      warning: null,
    },
  };
}

/** A length brought within a range, and what changed, in words the UI can show. */
export function constrainRulesLength(
  range: RulesLengthRange,
  requested: number | undefined,
): { length: number; adjustment: string | null } {
  const wanted =
    requested === undefined || !Number.isFinite(requested)
      ? PASSWORD_DEFAULT_LENGTH
      : Math.round(requested);
  const length = Math.min(range.max, Math.max(range.min, wanted));
  if (requested === undefined || length === requested) return { length, adjustment: null };
  if (length > wanted) return { length, adjustment: `Length raised to ${length} for these rules` };
  if (length < wanted) return { length, adjustment: `Length lowered to ${length} for these rules` };
  return { length, adjustment: null };
}

/** What to draw, beyond the rule itself. */
export interface RulesGenerationRequest {
  /** Wanted length; brought within the rule's range (default 16 within it). */
  length?: number;
  /** Characters never to use, as `pwgen -r` (e.g. ones a keyboard makes hard to type). */
  removeCharacters?: string;
}

/** A rule compiled for drawing: reuse it for many passwords. */
export interface RulesGenerator {
  /** Length of every password drawn. */
  length: number;
  /** The characters drawn from, in code point order. */
  pool: string;
  /**
   * Exact entropy of one password: log2 of the number of passwords of `length` the rule accepts
   * over `pool`, each equally likely.
   */
  entropyBits: number;
  /** Average draws per accepted password (1 when every draw is valid). */
  expectedDraws: number;
  /** Sentences to show with the password: the short-length warning, a length adjustment. */
  notes: string[];
  /** Draws one password, uniform over every password the rule accepts at `length`. */
  draw(randomizer: Randomizer): string;
}

export type RulesGeneratorResult =
  { ok: true; generator: RulesGenerator } | { ok: false; error: string };

/**
 * Compiles a rule for drawing. The pool is the union of every `allowed` and `required` class
 * (printable ASCII when the rule names none), less `removeCharacters`. A password is drawn
 * uniformly from the pool, character by character, and redrawn whole until it meets every
 * requirement and the run limit, so every accepted password is equally likely
 * (docs/product-decisions.md, "Site password rules").
 */
export function createRulesGenerator(
  rules: PasswordRules,
  request: RulesGenerationRequest = {},
): RulesGeneratorResult {
  const rangeResult = resolveRulesLengthRange(rules);
  if (!rangeResult.ok) return rangeResult;
  const { range } = rangeResult;
  const { length, adjustment } = constrainRulesLength(range, request.length);
  const removed = new Set(request.removeCharacters ?? "");

  const named = [...rules.allowed, ...rules.required.flat()];
  const pool = [...(named.length === 0 ? ASCII_PRINTABLE : unionClassCharacters(named))]
    .filter((character) => !removed.has(character))
    .join("");
  if (pool === "") {
    return {
      ok: false,
      error:
        named.length > 0 && unionClassCharacters(named) !== ""
          ? "Every character the rule allows is removed"
          : "The rule allows no printable ASCII character",
    };
  }
  const indexOf = new Map([...pool].map((character, index) => [character, index]));

  const masks: bigint[] = [];
  for (const classes of rules.required) {
    let mask = 0n;
    for (const character of classes.map(readClassCharacters).join("")) {
      const index = indexOf.get(character);
      if (index !== undefined) mask |= 1n << BigInt(index);
    }
    if (mask === 0n) {
      const written = `required: ${formatCharacterClasses(classes)}`;
      return {
        ok: false,
        error:
          removed.size > 0
            ? `No character is left for "${written}" once the removed characters are taken out`
            : `"${written}" names no printable ASCII character`,
      };
    }
    masks.push(mask);
  }
  // A requirement that contains another is met whenever that one is: keep only the smallest.
  const requirements = [...new Set(masks)].filter(
    (mask, _index, all) => !all.some((other) => other !== mask && (other & mask) === other),
  );
  if (requirements.length > RULES_MAX_REQUIREMENTS) {
    return {
      ok: false,
      error: `The rule has ${requirements.length} different required classes; Keysmith handles at most ${RULES_MAX_REQUIREMENTS}`,
    };
  }

  const accepted = countAcceptedStrings(pool.length, requirements, length, rules.maxConsecutive);
  if (accepted <= 0n) {
    return { ok: false, error: `No ${length}-character password meets these rules` };
  }
  const entropyBits = log2BigInt(accepted);
  const expectedDraws = 2 ** (length * Math.log2(pool.length) - entropyBits);
  if (expectedDraws > RULES_MAX_EXPECTED_DRAWS) {
    return {
      ok: false,
      error: `These rules accept only about 1 in ${formatRatio(expectedDraws)} of the ${length}-character passwords over their characters, too few to draw one fairly`,
    };
  }

  const requirementBits = new Uint32Array(pool.length);
  requirements.forEach((mask, requirement) => {
    for (let index = 0; index < pool.length; index++) {
      if ((mask >> BigInt(index)) & 1n)
        requirementBits[index] = (requirementBits[index] ?? 0) | (1 << requirement);
    }
  });
  const everyRequirement = (1 << requirements.length) - 1; // at most 16 bits
  const maxRun = rules.maxConsecutive ?? Number.POSITIVE_INFINITY;
  const indices = new Uint32Array(length);

  function isAccepted(): boolean {
    let seen = 0;
    let run = 0;
    let previous = -1;
    for (let i = 0; i < length; i++) {
      const index = indices[i] ?? 0;
      seen |= requirementBits[index] ?? 0;
      run = index === previous ? run + 1 : 1;
      if (run > maxRun) return false;
      previous = index;
    }
    return seen === everyRequirement;
  }

  // Far beyond any honest run: (1 - 1/e)^100 of a stall. Guards against a broken randomizer.
  const maxDraws = Math.max(10_000, Math.ceil(expectedDraws * 100));
  function draw(randomizer: Randomizer): string {
    for (let attempt = 0; attempt < maxDraws; attempt++) {
      randomizer.fillInts(indices, pool.length);
      if (isAccepted()) {
        let password = "";
        for (let i = 0; i < length; i++) password += pool[indices[i] ?? 0] ?? "";
        return password;
      }
    }
    throw new Error(`No valid password after ${maxDraws} draws; the random source looks broken`);
  }

  // A rule such as "required: [ ]" allows one character: every password is the same
  // (docs/decisions/visible-passwords.md, "One possible password: a warning, not an error").
  const onePool =
    pool.length === 1 ? formatSingleCharacterPoolWarning(pool, length, entropyBits) : null;
  const notes = [range.warning, adjustment, onePool].filter((note) => note !== null);
  return { ok: true, generator: { length, pool, entropyBits, expectedDraws, notes, draw } };
}

function formatRatio(ratio: number): string {
  return ratio >= 1e9 ? ratio.toExponential(1) : Math.round(ratio).toLocaleString("en-US");
}

/** A password made from a site's rules, or why none could be. */
export type RulesPasswordResult =
  | {
      ok: true;
      password: string;
      /** Exact entropy of the distribution it was drawn from. */
      entropyBits: number;
      length: number;
      /** Sentences to show with the password (see `RulesGenerator.notes`). */
      notes: string[];
    }
  | { ok: false; error: string; password: "" };

/** Passwords made from a site's rules, or why none could be. */
export type RulesPasswordsResult =
  | {
      ok: true;
      passwords: string[];
      /** Exact entropy of the distribution each was drawn from. */
      entropyBits: number;
      length: number;
      /** Sentences to show with the passwords (see `RulesGenerator.notes`). */
      notes: string[];
    }
  | { ok: false; error: string };

/**
 * Draws `count` passwords that `rules` accept, compiling the rules once (see
 * `createRulesGenerator`).
 */
export function generatePasswordsFromRules(
  rules: PasswordRules,
  request: RulesGenerationRequest = {},
  count: number = 1,
  randomizer?: Randomizer,
): RulesPasswordsResult {
  const compiled = createRulesGenerator(rules, request);
  if (!compiled.ok) return compiled;
  const source = resolveRandomizer(randomizer);
  if (source === null) return { ok: false, error: RANDOM_SOURCE_UNAVAILABLE_MESSAGE };
  const { length, entropyBits, notes, draw } = compiled.generator;
  const passwords = Array.from({ length: count }, () => draw(source));
  return { ok: true, passwords, entropyBits, length, notes };
}

/** Draws one password that `rules` accept (see `createRulesGenerator`). */
export function generatePasswordFromRules(
  rules: PasswordRules,
  request: RulesGenerationRequest = {},
  randomizer?: Randomizer,
): RulesPasswordResult {
  const result = generatePasswordsFromRules(rules, request, 1, randomizer);
  if (!result.ok) return { ...result, password: "" };
  const { passwords, ...drawn } = result;
  return { ...drawn, password: passwords[0] ?? "" };
}
