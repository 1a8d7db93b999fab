import { CUSTOM_CHARSET_MAX, CUSTOM_CHARSET_WARN } from "../options/limits";

/** A custom charset read the way a person reads it (DECISIONS.md). */
export interface ParsedCustomCharset {
  /** The distinct user-perceived characters, in first-seen order: the generator's pool. */
  characters: readonly string[];
  /** User-perceived characters in the input, repeats included: the n of the "n/1000" counter. */
  count: number;
  /** More than `CUSTOM_CHARSET_MAX` characters: generation refuses it (spec §5). */
  tooLong: boolean;
  /** Above `CUSTOM_CHARSET_WARN`: the counter turns orange (spec §5). */
  nearLimit: boolean;
  /** No usable character at all: 'Cannot be empty' (spec §5). */
  empty: boolean;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Control characters (tabs, line breaks pasted with the text): a password must be typeable on
 * one line.
 */
const CONTROL = /^\p{Cc}+$/u;
/**
 * A cluster that would fuse with the one before it (UAX #29 GB6-GB9a): it starts with an extending
 * character (a combining mark, a variation selector, a skin-tone modifier, a tag, a zero-width
 * joiner or non-joiner), a spacing mark, or a conjoining Hangul jamo.
 */
const FUSES_WITH_PREVIOUS =
  /^(?:\u200d|[\p{Grapheme_Extend}\p{Emoji_Modifier}\p{Mc}\u200c\u0e33\u0eb3\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff])/u;
/**
 * A cluster that would fuse with the one after it (UAX #29 GB6-GB9c, GB11-GB13): it ends with a
 * prepended concatenation mark, a zero-width joiner, a conjoining Hangul jamo, an Indic virama
 * (optionally followed by marks), or an odd run of regional-indicator letters (half a flag).
 */
const FUSES_WITH_NEXT = new RegExp(
  [
    "[\\u0600-\\u0605\\u06dd\\u070f\\u0890\\u0891\\u08e2\\u0d4e\\u{110bd}\\u{110cd}\\u{111c2}\\u{111c3}\\u{1193f}\\u{11941}\\u{11a3a}\\u{11a84}-\\u{11a89}\\u{11d46}\\u{11f02}]$",
    "[\\u200d\\u1100-\\u11ff\\ua960-\\ua97f\\ud7b0-\\ud7ff]$",
    "[\\u094d\\u09cd\\u0acd\\u0b4d\\u0c4d\\u0d4d][\\p{Grapheme_Extend}\\u200d]*$",
    "(?:^|\\P{Regional_Indicator})(?:\\p{Regional_Indicator}{2})*\\p{Regional_Indicator}$",
  ].join("|"),
  "u",
);

/**
 * Whether a cluster is a character that stays itself next to any other character of a custom
 * set (spec §5: each character has equal probability; issue 11). Besides the rules above, the
 * runtime's own segmenter must see two copies side by side as two characters, which catches a
 * rule of a newer Unicode version.
 */
function isStandaloneCharacter(grapheme: string): boolean {
  if (PRINTABLE_ASCII.test(grapheme)) return true;
  if (CONTROL.test(grapheme)) return false;
  if (FUSES_WITH_PREVIOUS.test(grapheme) || FUSES_WITH_NEXT.test(grapheme)) return false;
  return splitGraphemes(grapheme + grapheme).length === 2;
}

let segmenter: Intl.Segmenter | undefined;

/**
 * Splits text into grapheme clusters, so an emoji, a flag or an `é` written as e + accent counts as
 * one character, as a person would count it.
 */
export function splitGraphemes(text: string): string[] {
  // Printable ASCII is one grapheme per code unit; skipping the segmenter keeps hot paths fast.
  if (PRINTABLE_ASCII.test(text)) return text.split("");
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const graphemes: string[] = [];
  for (const { segment } of segmenter.segment(text)) graphemes.push(segment);
  return graphemes;
}

/** Counts user-perceived characters (grapheme clusters). */
export function countGraphemes(text: string): number {
  return PRINTABLE_ASCII.test(text) ? text.length : splitGraphemes(text).length;
}

/**
 * Reads a custom charset: distinct grapheme clusters of the NFC-normalised input (so `é` typed as
 * one code point or as e + accent is one character), in first-seen order, without the pieces that
 * are not characters on their own (see isStandaloneCharacter). `count` still counts every
 * grapheme typed, as the n/1000 counter does.
 */
export function parseCustomCharset(input: string): ParsedCustomCharset {
  const graphemes = splitGraphemes(PRINTABLE_ASCII.test(input) ? input : input.normalize("NFC"));
  const characters = [...new Set(graphemes.filter(isStandaloneCharacter))];
  return {
    characters,
    count: graphemes.length,
    tooLong: graphemes.length > CUSTOM_CHARSET_MAX,
    nearLimit: graphemes.length > CUSTOM_CHARSET_WARN,
    empty: characters.length === 0,
  };
}

/** Caps the input at `CUSTOM_CHARSET_MAX` user-perceived characters (spec §5: input truncated). */
export function truncateCustomCharset(input: string): string {
  if (PRINTABLE_ASCII.test(input)) return input.slice(0, CUSTOM_CHARSET_MAX);
  const graphemes = splitGraphemes(input);
  return graphemes.length > CUSTOM_CHARSET_MAX
    ? graphemes.slice(0, CUSTOM_CHARSET_MAX).join("")
    : input;
}
