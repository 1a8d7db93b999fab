import { isInvisibleCodePoint } from "./invisible-characters";

/*
 * Naming invisible characters for a person (docs/decisions/visible-passwords.md): "U+200B ZERO
 * WIDTH SPACE". Apart from their detection (invisible-characters.ts) because only messages need it:
 * the first-paint script, which shows no message, bundles a stand-in
 * (app/features/generator/first-paint).
 */

/** Names of the invisible code points people meet most, as Unicode names them. */
const NAMES: Readonly<Record<number, string>> = /* @__PURE__ */ Object.freeze({
  0x0000: "NULL",
  0x0009: "CHARACTER TABULATION",
  0x000b: "LINE TABULATION",
  0x000c: "FORM FEED",
  0x001b: "ESCAPE",
  0x007f: "DELETE",
  0x0085: "NEXT LINE",
  0x00a0: "NO-BREAK SPACE",
  0x00ad: "SOFT HYPHEN",
  0x034f: "COMBINING GRAPHEME JOINER",
  0x061c: "ARABIC LETTER MARK",
  0x115f: "HANGUL CHOSEONG FILLER",
  0x1160: "HANGUL JUNGSEONG FILLER",
  0x180e: "MONGOLIAN VOWEL SEPARATOR",
  0x2000: "EN QUAD",
  0x2001: "EM QUAD",
  0x2002: "EN SPACE",
  0x2003: "EM SPACE",
  0x2004: "THREE-PER-EM SPACE",
  0x2005: "FOUR-PER-EM SPACE",
  0x2006: "SIX-PER-EM SPACE",
  0x2007: "FIGURE SPACE",
  0x2008: "PUNCTUATION SPACE",
  0x2009: "THIN SPACE",
  0x200a: "HAIR SPACE",
  0x200b: "ZERO WIDTH SPACE",
  0x200c: "ZERO WIDTH NON-JOINER",
  0x200d: "ZERO WIDTH JOINER",
  0x200e: "LEFT-TO-RIGHT MARK",
  0x200f: "RIGHT-TO-LEFT MARK",
  0x2028: "LINE SEPARATOR",
  0x2029: "PARAGRAPH SEPARATOR",
  0x202a: "LEFT-TO-RIGHT EMBEDDING",
  0x202b: "RIGHT-TO-LEFT EMBEDDING",
  0x202c: "POP DIRECTIONAL FORMATTING",
  0x202d: "LEFT-TO-RIGHT OVERRIDE",
  0x202e: "RIGHT-TO-LEFT OVERRIDE",
  0x202f: "NARROW NO-BREAK SPACE",
  0x205f: "MEDIUM MATHEMATICAL SPACE",
  0x2060: "WORD JOINER",
  0x2061: "FUNCTION APPLICATION",
  0x2062: "INVISIBLE TIMES",
  0x2063: "INVISIBLE SEPARATOR",
  0x2064: "INVISIBLE PLUS",
  0x2066: "LEFT-TO-RIGHT ISOLATE",
  0x2067: "RIGHT-TO-LEFT ISOLATE",
  0x2068: "FIRST STRONG ISOLATE",
  0x2069: "POP DIRECTIONAL ISOLATE",
  0x2800: "BRAILLE PATTERN BLANK",
  0x3000: "IDEOGRAPHIC SPACE",
  0x3164: "HANGUL FILLER",
  0xfeff: "ZERO WIDTH NO-BREAK SPACE",
  0xffa0: "HALFWIDTH HANGUL FILLER",
});

const PRIVATE_USE = /^\p{Co}$/u;
const UNASSIGNED = /^\p{Cn}$/u;
const MARK = /^\p{M}$/u;

/**
 * What a code point without a Unicode name here is, for a person: half of a character, a tag, a
 * control character... The app says each in the page's language; `describeCodePoint` in English.
 */
export type CodePointKind =
  | "surrogate"
  | "tag"
  | "control"
  | "noncharacter"
  | "private-use"
  | "unassigned"
  | "combining-mark"
  | "regional-indicator"
  | "hangul-leading";

/** Each kind as the English sentences name it. */
export const CODE_POINT_KIND_NAMES: Readonly<Record<CodePointKind, string>> =
  /* @__PURE__ */ Object.freeze({
    surrogate: "(half of a character: an unpaired surrogate)",
    tag: "(a tag character)",
    control: "(a control character)",
    noncharacter: "(a noncharacter: never a character)",
    "private-use": "(private use: no standard character)",
    unassigned: "(unassigned: no character yet)",
    "combining-mark": "(a combining mark)",
    "regional-indicator": "(a regional indicator: half of a flag)",
    "hangul-leading": "(a Hangul leading consonant)",
  });

function kindOfCodePoint(code: number): CodePointKind | null {
  if (code >= 0xd800 && code <= 0xdfff) return "surrogate";
  if (code >= 0xe0000 && code <= 0xe007f) return "tag";
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return "control";
  const point = String.fromCodePoint(code);
  if ((code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe) return "noncharacter";
  if (PRIVATE_USE.test(point)) return "private-use";
  if (UNASSIGNED.test(point)) return "unassigned";
  if (MARK.test(point)) return "combining-mark";
  if (code >= 0x1f1e6 && code <= 0x1f1ff) return "regional-indicator";
  if ((code >= 0x1100 && code <= 0x115e) || (code >= 0xa960 && code <= 0xa97c)) {
    return "hangul-leading";
  }
  return null;
}

/** A code point for a sentence: "U+200B", its Unicode name where one is known, else its kind. */
export interface CodePointParts {
  hex: string;
  /** Unicode's name ("ZERO WIDTH SPACE"), the same in every language. */
  name: string | null;
  kind: CodePointKind | null;
}

/** The parts `describeCodePoint` joins, for a message in another language. */
export function codePointParts(point: string): CodePointParts {
  const code = point.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  const known = NAMES[code];
  if (known !== undefined) return { hex, name: known, kind: null };
  if (code >= 0xfe00 && code <= 0xfe0f) {
    return { hex, name: `VARIATION SELECTOR-${code - 0xfe00 + 1}`, kind: null };
  }
  if (code >= 0xe0100 && code <= 0xe01ef) {
    return { hex, name: `VARIATION SELECTOR-${code - 0xe0100 + 17}`, kind: null };
  }
  return { hex, name: null, kind: kindOfCodePoint(code) };
}

/** "U+200B ZERO WIDTH SPACE": the code point in hex, and its name where one is known. */
export function describeCodePoint(point: string): string {
  const { hex, name, kind } = codePointParts(point);
  const said = name ?? (kind === null ? null : CODE_POINT_KIND_NAMES[kind]);
  return said === null ? hex : `${hex} ${said}`;
}

/** Most code points one message names; the rest are counted. */
export const MAX_NAMED_CODE_POINTS = 8;

/** The list of `points` for a sentence: "U+200B ZERO WIDTH SPACE, U+FEFF … and 3 more". */
export function listCodePoints(points: readonly string[]): string {
  const named = points.slice(0, MAX_NAMED_CODE_POINTS).map(describeCodePoint).join(", ");
  const more = points.length - MAX_NAMED_CODE_POINTS;
  return more > 0 ? `${named} and ${more} more` : named;
}

/** What a list of refused code points is: each invisible, each unreadable, or some of both. */
export type RefusedKind = "invisible" | "unreadable" | "both";

/**
 * What the code points are, for a sentence: "invisible" when each shows nothing, "unreadable" when
 * each is unassigned or private use (a box, or a glyph of one font), both when both are there.
 */
export function refusedKind(points: readonly string[]): RefusedKind {
  const invisible = points.filter(isInvisibleCodePoint).length;
  if (invisible === points.length) return "invisible";
  return invisible === 0 ? "unreadable" : "both";
}

const REFUSED_KIND_WORDS: Readonly<Record<RefusedKind, string>> = /* @__PURE__ */ Object.freeze({
  invisible: "invisible",
  unreadable: "unreadable",
  both: "invisible or unreadable",
});

/**
 * "`subject` contains an invisible character: U+200B ZERO WIDTH SPACE. Remove it; a password must
 * be readable." The one refusal of text a person cannot see or read: a custom set, a separator.
 */
export function formatInvisibleTextError<Subject extends string>(
  subject: Subject,
  points: readonly string[],
): `${Subject} contains ${string}` {
  const kind = REFUSED_KIND_WORDS[refusedKind(points)];
  return points.length === 1
    ? `${subject} contains an ${kind} character: ${listCodePoints(points)}. Remove it; a password must be readable.`
    : `${subject} contains ${kind} characters: ${listCodePoints(points)}. Remove them; a password must be readable.`;
}

/** The refusal of a custom set that holds invisible or unreadable characters. */
export type InvisibleCharactersError = `The custom set contains ${string}`;

/**
 * Says which invisible characters (docs/decisions/visible-passwords.md) or unreadable ones
 * (unassigned, private use) a custom set holds and what to do.
 */
export function formatInvisibleCharactersError(
  points: readonly string[],
): InvisibleCharactersError {
  return formatInvisibleTextError("The custom set", points);
}

/** The distinct code points of the pieces a set left out, in the order typed. */
export function standalonePoints(pieces: readonly string[]): string[] {
  return [...new Set(pieces.flatMap((piece) => [...piece]))];
}

/** The refusal of a custom set that has text but no character that can be drawn by itself. */
export type NoStandaloneCharacterError = `The custom set has no character of its own: ${string}`;

/**
 * Says why a set that is not empty gives no character: what it holds (combining marks, half of a
 * flag, a jamo) only joins the character beside it, and so was left out. `pieces` are the clusters
 * left out, distinct, in the order typed.
 */
export function formatNoStandaloneCharacterError(
  pieces: readonly string[],
): NoStandaloneCharacterError {
  const points = standalonePoints(pieces);
  return points.length === 1
    ? `The custom set has no character of its own: ${listCodePoints(points)} only joins the character beside it, so it cannot be drawn alone. Type it together with its character, as in é, or add other characters.`
    : `The custom set has no character of its own: ${listCodePoints(points)} only join the characters beside them, so they cannot be drawn alone. Type them together with their characters, as in é, or add other characters.`;
}
