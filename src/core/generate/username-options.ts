import { RANDOM_SOURCE_UNAVAILABLE_MESSAGE } from "../random/randomizer";
import { DIGITS, LOWERCASE } from "./charsets";
import { USERNAME_WORD_LIST_SIZE } from "./username-words";

/*
 * The username mode's options, limits, checks and figures (docs/product-decisions.md,
 * "Usernames"), without the word list: the generator's form and stored settings need them on
 * every page, the list only when a username is made (./username.ts).
 */

export const USERNAME_STYLES = Object.freeze(["words", "chars", "plus", "catchall"] as const);
export type UsernameStyle = (typeof USERNAME_STYLES)[number];

export const USERNAME_MIN_WORDS = 1;
export const USERNAME_MAX_WORDS = 2;
export const USERNAME_MAX_DIGITS = 4;
/** Between the words: nothing, or a character every site's username rules allow. */
export const USERNAME_SEPARATORS = Object.freeze(["", "-", "_", "."] as const);
export type UsernameSeparator = (typeof USERNAME_SEPARATORS)[number];

export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 20;
export const USERNAME_DEFAULT_LENGTH = 12;

/** The random tag of a plus address or a catch-all address: lower-case letters and digits. */
export const USERNAME_TAG_LENGTH = 8;
export const USERNAME_TAG_CHARACTERS = LOWERCASE + DIGITS;

/** RFC 5321's limits: 64 characters before the @, 253 in a domain, 63 in one of its labels. */
export const MAX_LOCAL_PART = 64;
export const MAX_DOMAIN = 253;
export const MAX_LABEL = 63;

export interface UsernameOptions {
  style: UsernameStyle;
  /** words: how many words, 1-2. */
  words: number;
  /** words: each word starts with a capital letter. */
  capitalize: boolean;
  /** words: digits appended, 0-4. */
  digits: number;
  /** words: what stands between two words. */
  separator: UsernameSeparator;
  /** chars: the handle's length, 6-20. */
  length: number;
  /** plus: the visitor's email address. */
  email: string;
  /** catchall: the visitor's domain. */
  domain: string;
}

export const DEFAULT_USERNAME_OPTIONS: Readonly<UsernameOptions> = Object.freeze({
  style: "words",
  words: 2,
  capitalize: true,
  digits: 2,
  separator: "",
  length: USERNAME_DEFAULT_LENGTH,
  email: "",
  domain: "",
});

/** Every message a username can fail with. */
export const USERNAME_ERRORS = Object.freeze({
  randomSourceUnavailable: RANDOM_SOURCE_UNAVAILABLE_MESSAGE,
  emailMissing: "Type your email address, like name@example.com.",
  emailShape:
    "An email address has one @ with a name before it and a domain after it, like name@example.com.",
  emailTagged: "This address already has a + tag: type it without one, like name@example.com.",
  emailLocalPart:
    "The part before the @ can hold letters, digits and . _ - ! # $ % & ' * / = ? ^ ` { | } ~, with no dot at its start or end and no two dots in a row.",
  emailTooLong: `The part before the @ is too long to add a tag: ${MAX_LOCAL_PART - USERNAME_TAG_LENGTH - 1} characters at most.`,
  domainMissing: "Type your domain, like example.com.",
  domain:
    "A domain is made of parts of letters, digits and hyphens joined by dots, like example.com; no part starts or ends with a hyphen.",
  domainInternational:
    "Type an international domain in its ASCII form, the one that starts with xn-- (your domain registrar shows it).",
  domainTooLong: `A domain has ${MAX_DOMAIN} characters at most, and each part between dots ${MAX_LABEL}.`,
} as const);
export type UsernameError = (typeof USERNAME_ERRORS)[keyof typeof USERNAME_ERRORS];

export type UsernameResult =
  { ok: true; username: string; entropyBits: number } | { ok: false; error: UsernameError };

/** What `constrainUsernameOptions` changed, in the words the generator shows. */
export const USERNAME_ADJUSTMENTS = Object.freeze({
  capitalsForTwoWords:
    "Capitals turned on: with no separator, they keep the two words apart, so each username comes from one pair of words.",
} as const);

function clampWhole(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

function isUsernameStyle(value: unknown): value is UsernameStyle {
  return (USERNAME_STYLES as readonly unknown[]).includes(value);
}

function isUsernameSeparator(value: unknown): value is UsernameSeparator {
  return (USERNAME_SEPARATORS as readonly unknown[]).includes(value);
}

/**
 * The options within their limits, and what was changed. Two words with no separator and no
 * capitals could be split two ways ("cart" + "oon" and "car" + "toon" would both read
 * "cartoon"), which would make some usernames likelier than others and the entropy shown a
 * little too high, so capitals are turned on there.
 */
export function constrainUsernameOptions(options: Readonly<UsernameOptions>): {
  options: UsernameOptions;
  adjustments: string[];
} {
  const words = clampWhole(
    options.words,
    USERNAME_MIN_WORDS,
    USERNAME_MAX_WORDS,
    DEFAULT_USERNAME_OPTIONS.words,
  );
  const separator = isUsernameSeparator(options.separator)
    ? options.separator
    : DEFAULT_USERNAME_OPTIONS.separator;
  const adjustments: string[] = [];
  let capitalize = options.capitalize === true;
  if (words > 1 && separator === "" && !capitalize) {
    capitalize = true;
    adjustments.push(USERNAME_ADJUSTMENTS.capitalsForTwoWords);
  }
  return {
    options: {
      style: isUsernameStyle(options.style) ? options.style : DEFAULT_USERNAME_OPTIONS.style,
      words,
      capitalize,
      digits: clampWhole(options.digits, 0, USERNAME_MAX_DIGITS, DEFAULT_USERNAME_OPTIONS.digits),
      separator,
      length: clampWhole(
        options.length,
        USERNAME_MIN_LENGTH,
        USERNAME_MAX_LENGTH,
        USERNAME_DEFAULT_LENGTH,
      ),
      email: typeof options.email === "string" ? options.email : "",
      domain: typeof options.domain === "string" ? options.domain : "",
    },
    adjustments,
  };
}

/** The number of usernames the (constrained) options make, as log2. */
export function calculateUsernameEntropyBits(options: Readonly<UsernameOptions>): number {
  const { options: o } = constrainUsernameOptions(options);
  switch (o.style) {
    case "words":
      return o.words * Math.log2(USERNAME_WORD_LIST_SIZE) + o.digits * Math.log2(DIGITS.length);
    case "chars":
      return (
        Math.log2(LOWERCASE.length) + (o.length - 1) * Math.log2(USERNAME_TAG_CHARACTERS.length)
      );
    case "plus":
    case "catchall":
      return USERNAME_TAG_LENGTH * Math.log2(USERNAME_TAG_CHARACTERS.length);
    default: {
      const unknown: never = o.style;
      throw new Error(`Unknown username style: ${String(unknown)}`);
    }
  }
}

/**
 * How many usernames the (constrained) options make, exactly: a BigInt, since a handle of 12
 * characters or more can make more than 2^53, past which a number is no longer exact.
 */
export function countUsernames(options: Readonly<UsernameOptions>): bigint {
  const { options: o } = constrainUsernameOptions(options);
  const tagCharacters = BigInt(USERNAME_TAG_CHARACTERS.length);
  switch (o.style) {
    case "words":
      return (
        BigInt(USERNAME_WORD_LIST_SIZE) ** BigInt(o.words) *
        BigInt(DIGITS.length) ** BigInt(o.digits)
      );
    case "chars":
      return BigInt(LOWERCASE.length) * tagCharacters ** BigInt(o.length - 1);
    case "plus":
    case "catchall":
      return tagCharacters ** BigInt(USERNAME_TAG_LENGTH);
    default: {
      const unknown: never = o.style;
      throw new Error(`Unknown username style: ${String(unknown)}`);
    }
  }
}

/** Every place where a run of three digits ends a whole number, counted from its end. */
const THOUSANDS = /\B(?=(?:\d{3})+$)/g;

/** A count written out in full, every digit of it, grouped as en-US writes it: "28,480". */
export function formatUsernameCount(count: bigint): string {
  return String(count).replace(THOUSANDS, ",");
}

const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** RFC 5322's dot-atom characters, less "+", which starts a tag here. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*/=?^_`{|}~-]+)*$/;

export type ParsedDomain = { ok: true; domain: string } | { ok: false; error: UsernameError };

/**
 * A domain as typed (spaces around it and one leading "@" forgiven), in lower case: two or more
 * labels of ASCII letters, digits and hyphens, a top-level label that is not all digits.
 */
export function parseDomain(input: string): ParsedDomain {
  const domain = input.trim().replace(/^@/, "").replace(/\.$/, "").toLowerCase();
  if (domain === "") return { ok: false, error: USERNAME_ERRORS.domainMissing };
  // eslint-disable-next-line no-control-regex -- ASCII is exactly what a domain's labels hold.
  if (/[^\x00-\x7f]/.test(domain)) return { ok: false, error: USERNAME_ERRORS.domainInternational };
  const labels = domain.split(".");
  if (domain.length > MAX_DOMAIN || labels.some((label) => label.length > MAX_LABEL)) {
    return { ok: false, error: USERNAME_ERRORS.domainTooLong };
  }
  const top = labels.at(-1) ?? "";
  if (
    labels.length < 2 ||
    !labels.every((label) => DOMAIN_LABEL.test(label)) ||
    /^[0-9]+$/.test(top)
  ) {
    return { ok: false, error: USERNAME_ERRORS.domain };
  }
  return { ok: true, domain };
}

export type ParsedEmail =
  { ok: true; localPart: string; domain: string } | { ok: false; error: UsernameError };

/** An address a tag can be added to: one "@", a dot-atom name without a tag, a valid domain. */
export function parseEmailAddress(input: string): ParsedEmail {
  const address = input.trim();
  if (address === "") return { ok: false, error: USERNAME_ERRORS.emailMissing };
  const at = address.lastIndexOf("@");
  const localPart = address.slice(0, at);
  if (at <= 0 || at === address.length - 1 || localPart.includes("@")) {
    return { ok: false, error: USERNAME_ERRORS.emailShape };
  }
  if (localPart.includes("+")) return { ok: false, error: USERNAME_ERRORS.emailTagged };
  if (!LOCAL_PART.test(localPart)) return { ok: false, error: USERNAME_ERRORS.emailLocalPart };
  if (localPart.length + 1 + USERNAME_TAG_LENGTH > MAX_LOCAL_PART) {
    return { ok: false, error: USERNAME_ERRORS.emailTooLong };
  }
  const domain = parseDomain(address.slice(at + 1));
  if (!domain.ok) return domain;
  return { ok: true, localPart, domain: domain.domain };
}

/**
 * What a username of these options is worth, honestly: it is not a secret, and its bits only
 * say how unlikely it is that someone else gets the same one or guesses it.
 */
export function describeUsername(options: Readonly<UsernameOptions>): string {
  const { options: o } = constrainUsernameOptions(options);
  const count = formatUsernameCount(countUsernames(o));
  switch (o.style) {
    case "words":
    case "chars":
      return `A username is not a secret: sites show it to other people. These settings make ${count} usernames, all equally likely, so the chance that someone else drawing the same way gets yours, or that a guesser names it at the first try, is 1 in ${count}. Keep your password the secret.`;
    case "plus":
      return `A plus address still reaches your inbox, and its tag is one of ${count}, so a site that leaks or sells it shows itself. It hides nothing: anyone who sees it can remove the tag and find your address, and some sites refuse a "+".`;
    case "catchall":
      return `A catch-all address reaches you through your own domain; its name is one of ${count}, so a site that leaks or sells it shows itself, and your other addresses cannot be guessed from it. Your domain must accept mail for every name.`;
    default: {
      const unknown: never = o.style;
      throw new Error(`Unknown username style: ${String(unknown)}`);
    }
  }
}
