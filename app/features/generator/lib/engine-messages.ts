import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";

import {
  CUSTOM_CHARSET_MAX,
  GENERATION_ERRORS,
  parseCustomCharset,
  type ParsedCustomCharset,
  type PasswordOptions,
} from "#core";
import {
  MAX_NAMED_CODE_POINTS,
  codePointParts,
  refusedKind,
  standalonePoints,
  type CodePointKind,
} from "#core/generate/invisible-characters-message";
import { findSingleCharacterPool } from "#core/generate/password";
import { describePinFacts } from "#core/generate/pin";
import {
  MAX_DOMAIN,
  MAX_LABEL,
  MAX_LOCAL_PART,
  USERNAME_ADJUSTMENTS,
  USERNAME_ERRORS,
  USERNAME_TAG_LENGTH,
  constrainUsernameOptions,
  countUsernames,
  formatUsernameCount,
  type UsernameOptions,
} from "#core/generate/username-options";
import { formatCount as formatEnglishCount } from "~/lib/facts/format-figures";
import { formatTranslatedCount } from "~/lib/i18n/format-number";
import { SOURCE_LOCALE } from "~/lib/i18n/locales";
import { singleCharacterPoolText } from "~/lib/pool-warning-text";
import { i18n } from "~/lib/i18n/runtime";

/*
 * The engine's words in the page's language (docs/decisions/i18n-library.md): the engine keeps
 * its English and hands the card codes and data (which error, which code points, which pool);
 * the card says them here with messages whose English is the engine's, figures as placeholders.
 */

/** The engine's refusal when Web Crypto is missing, for every mode. */
export const RANDOM_SOURCE_UNAVAILABLE = msg`Secure random numbers are not available in this browser, so no password was generated.`;

/** Each generation error of the engine, by the engine's own constant. */
const GENERATION_ERROR_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map([
  [GENERATION_ERRORS.customCharsetEmpty, msg`Custom charset cannot be empty`],
  [
    GENERATION_ERRORS.customCharsetTooLong,
    msg`Custom charset is too long (max ${CUSTOM_CHARSET_MAX} characters)`,
  ],
  [
    GENERATION_ERRORS.noCharacterType,
    msg`Please select at least one character type or provide a custom charset`,
  ],
  [
    GENERATION_ERRORS.customCharsetOnlySimilar,
    msg`Custom charset has no characters left once similar characters (0 O 1 l I) are excluded`,
  ],
  [
    GENERATION_ERRORS.customCharsetAllExcluded,
    msg`Custom charset has no characters left once the excluded characters are removed`,
  ],
  [
    GENERATION_ERRORS.uppercaseExcluded,
    msg`Every uppercase letter is excluded: exclude fewer characters or turn Uppercase off`,
  ],
  [
    GENERATION_ERRORS.lowercaseExcluded,
    msg`Every lowercase letter is excluded: exclude fewer characters or turn Lowercase off`,
  ],
  [
    GENERATION_ERRORS.numbersExcluded,
    msg`Every digit is excluded: exclude fewer characters or turn Numbers off`,
  ],
  [
    GENERATION_ERRORS.symbolsExcluded,
    msg`No symbol is left: choose at least one symbol that is not excluded, or turn Symbols off`,
  ],
  [
    GENERATION_ERRORS.minimumsOverLength,
    msg`The minimum numbers and symbols add up to more than the length: lower them or make the password longer`,
  ],
  [GENERATION_ERRORS.randomSourceUnavailable, RANDOM_SOURCE_UNAVAILABLE],
]);

/** The English of every generation error the card translates (for the tests). */
export const TRANSLATED_GENERATION_ERRORS: readonly string[] = [
  ...GENERATION_ERROR_MESSAGES.keys(),
];

/** A code point's kind, when Unicode gives it no name here. */
function kindText(kind: CodePointKind): string {
  switch (kind) {
    case "surrogate":
      return t`(half of a character: an unpaired surrogate)`;
    case "tag":
      return t`(a tag character)`;
    case "control":
      return t`(a control character)`;
    case "noncharacter":
      return t`(a noncharacter: never a character)`;
    case "private-use":
      return t`(private use: no standard character)`;
    case "unassigned":
      return t`(unassigned: no character yet)`;
    case "combining-mark":
      return t`(a combining mark)`;
    case "regional-indicator":
      return t`(a regional indicator: half of a flag)`;
    case "hangul-leading":
      return t`(a Hangul leading consonant)`;
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown code point kind: ${String(unknown)}`);
    }
  }
}

/**
 * "U+200B ZERO WIDTH SPACE, U+FEFF … and 3 more": each code point by its Unicode name (the same in
 * every language) or its kind, as the engine's `listCodePoints` lists them.
 */
export function listCodePointsText(points: readonly string[]): string {
  const named = points
    .slice(0, MAX_NAMED_CODE_POINTS)
    .map((point) => {
      const { hex, name, kind } = codePointParts(point);
      const said = name ?? (kind === null ? null : kindText(kind));
      return said === null ? hex : `${hex} ${said}`;
    })
    .join(", ");
  const more = points.length - MAX_NAMED_CODE_POINTS;
  return more > 0 ? t`${named} and ${plural(more, { other: "# more" })}` : named;
}

/** The refusal of a custom set with invisible or unreadable characters (the engine's words). */
function invisibleText(points: readonly string[]): string {
  const list = listCodePointsText(points);
  const kind = refusedKind(points);
  if (points.length === 1) {
    return kind === "invisible"
      ? t`The custom set contains an invisible character: ${list}. Remove it; a password must be readable.`
      : kind === "unreadable"
        ? t`The custom set contains an unreadable character: ${list}. Remove it; a password must be readable.`
        : t`The custom set contains an invisible or unreadable character: ${list}. Remove it; a password must be readable.`;
  }
  return kind === "invisible"
    ? t`The custom set contains invisible characters: ${list}. Remove them; a password must be readable.`
    : kind === "unreadable"
      ? t`The custom set contains unreadable characters: ${list}. Remove them; a password must be readable.`
      : t`The custom set contains invisible or unreadable characters: ${list}. Remove them; a password must be readable.`;
}

/** The refusal of a set whose text has no character that can be drawn by itself. */
function noStandaloneText(pieces: readonly string[]): string {
  const points = standalonePoints(pieces);
  const list = listCodePointsText(points);
  return points.length === 1
    ? t`The custom set has no character of its own: ${list} only joins the character beside it, so it cannot be drawn alone. Type it together with its character, as in é, or add other characters.`
    : t`The custom set has no character of its own: ${list} only join the characters beside them, so they cannot be drawn alone. Type them together with their characters, as in é, or add other characters.`;
}

/**
 * What is wrong with a custom set that gives no character, in the page's language: invisible or
 * unreadable characters, or only pieces that join others. Null when neither.
 */
export function customSetRefusalText(parsed: ParsedCustomCharset): string | null {
  if (parsed.invisible.length > 0) return invisibleText(parsed.invisible);
  if (parsed.empty && parsed.joinersOnly.length > 0) return noStandaloneText(parsed.joinersOnly);
  return null;
}

/** An error of the engine in the page's language when the card knows it, else as the engine said it. */
export function engineErrorText(error: string): string {
  const known = GENERATION_ERROR_MESSAGES.get(error);
  return known === undefined ? error : i18n._(known);
}

/**
 * A password generation error in the page's language: the engine's error found by its constant,
 * or, for a refused custom set, said again from the set it refused.
 */
export function passwordErrorText(error: string, options: PasswordOptions): string {
  const known = GENERATION_ERROR_MESSAGES.get(error);
  if (known !== undefined) return i18n._(known);
  if (options.useCustomCharset) {
    const refusal = customSetRefusalText(parseCustomCharset(options.customCharset));
    if (refusal !== null) return refusal;
  }
  return error;
}

/**
 * The warning for options whose pool is one character (docs/decisions/visible-passwords.md): every
 * password is the same, with 0 bits. Null when the pool has a real choice.
 */
export function poolWarningText(options: PasswordOptions): string | null {
  const pool = findSingleCharacterPool(options);
  if (pool === null) return null;
  return singleCharacterPoolText(pool.character, pool.length, pool.entropyBits);
}

// The address limits the engine's username errors quote.
const USERNAME_LOCAL_PART_MAX = MAX_LOCAL_PART - USERNAME_TAG_LENGTH - 1;
const USERNAME_DOMAIN_MAX = MAX_DOMAIN;
const USERNAME_LABEL_MAX = MAX_LABEL;
// The symbols RFC 5322 allows before the @ (less "+"), as the engine's error lists them; a
// placeholder, since ICU reads braces and apostrophes in a message's text.
const LOCAL_PART_SYMBOLS = ". _ - ! # $ % & ' * / = ? ^ ` { | } ~";

/** Each username error and adjustment of the engine, by the engine's own constant. */
const USERNAME_MESSAGES: ReadonlyMap<string, MessageDescriptor> = new Map([
  [USERNAME_ERRORS.randomSourceUnavailable, RANDOM_SOURCE_UNAVAILABLE],
  [USERNAME_ERRORS.emailMissing, msg`Type your email address, like name@example.com.`],
  [
    USERNAME_ERRORS.emailShape,
    msg`An email address has one @ with a name before it and a domain after it, like name@example.com.`,
  ],
  [
    USERNAME_ERRORS.emailTagged,
    msg`This address already has a + tag: type it without one, like name@example.com.`,
  ],
  [
    USERNAME_ERRORS.emailLocalPart,
    msg`The part before the @ can hold letters, digits and ${LOCAL_PART_SYMBOLS}, with no dot at its start or end and no two dots in a row.`,
  ],
  [
    USERNAME_ERRORS.emailTooLong,
    msg`The part before the @ is too long to add a tag: ${USERNAME_LOCAL_PART_MAX} characters at most.`,
  ],
  [USERNAME_ERRORS.domainMissing, msg`Type your domain, like example.com.`],
  [
    USERNAME_ERRORS.domain,
    msg`A domain is made of parts of letters, digits and hyphens joined by dots, like example.com; no part starts or ends with a hyphen.`,
  ],
  [
    USERNAME_ERRORS.domainInternational,
    msg`Type an international domain in its ASCII form, the one that starts with xn-- (your domain registrar shows it).`,
  ],
  [
    USERNAME_ERRORS.domainTooLong,
    msg`A domain has ${USERNAME_DOMAIN_MAX} characters at most, and each part between dots ${USERNAME_LABEL_MAX}.`,
  ],
  [
    USERNAME_ADJUSTMENTS.capitalsForTwoWords,
    msg`Capitals turned on: with no separator, they keep the two words apart, so each username comes from one pair of words.`,
  ],
]);

/** The English of every username error and adjustment the card translates (for the tests). */
export const TRANSLATED_USERNAME_TEXTS: readonly string[] = [...USERNAME_MESSAGES.keys()];

/** A username error or adjustment in the page's language, else as the engine said it. */
export function usernameText(english: string): string {
  const known = USERNAME_MESSAGES.get(english);
  return known === undefined ? english : i18n._(known);
}

/** A count as the page's language writes it; English as the engine writes it. */
function formatCount(count: bigint | number): string {
  if (i18n.locale === SOURCE_LOCALE) {
    return typeof count === "bigint" ? formatUsernameCount(count) : formatEnglishCount(count);
  }
  return formatTranslatedCount(count);
}

/**
 * What a username of these options is worth (the engine's `describeUsername`): it is not a
 * secret, and its count only says how unlikely a twin or a guess is.
 */
export function usernameNoteText(options: Readonly<UsernameOptions>): string {
  const { options: o } = constrainUsernameOptions(options);
  const count = formatCount(countUsernames(o));
  switch (o.style) {
    case "words":
    case "chars":
      return t`A username is not a secret: sites show it to other people. These settings make ${count} usernames, all equally likely, so the chance that someone else drawing the same way gets yours, or that a guesser names it at the first try, is 1 in ${count}. Keep your password the secret.`;
    case "plus":
      return t`A plus address still reaches your inbox, and its tag is one of ${count}, so a site that leaks or sells it shows itself. It hides nothing: anyone who sees it can remove the tag and find your address, and some sites refuse a "+".`;
    case "catchall":
      return t`A catch-all address reaches you through your own domain; its name is one of ${count}, so a site that leaks or sells it shows itself, and your other addresses cannot be guessed from it. Your domain must accept mail for every name.`;
    default: {
      const unknown: never = o.style;
      throw new Error(`Unknown username style: ${String(unknown)}`);
    }
  }
}

/** What a PIN of this length resists (the engine's `describePinStrength`), its figures the engine's. */
export function pinNoteText(length: number): string {
  const facts = describePinFacts(length);
  const { digits, tries } = facts;
  const combinations = formatCount(facts.combinations);
  const odds = formatCount(facts.odds);
  const { offline } = facts;
  const amount = offline.unit === "under-a-second" ? 0 : offline.amount;
  const time =
    offline.unit === "under-a-second"
      ? t`under a second`
      : offline.unit === "seconds"
        ? t`about ${amount} seconds`
        : t`about ${amount} minutes`;
  return t`A ${digits}-digit PIN is one of ${combinations}. Behind a lock that allows ${tries} wrong tries, a guesser's chance is 1 in ${odds}. Without such a lock (a file, or a stolen copy someone can attack offline), one graphics card tries every ${digits}-digit PIN in ${time}: use a password or a passphrase there.`;
}
