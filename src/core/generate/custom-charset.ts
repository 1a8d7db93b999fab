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
 * Pieces that are not characters on their own: control characters (tabs, line breaks pasted with
 * the text; a password must be typeable on one line), and fragments that fuse with a neighbour
 * when placed next to it (a combining mark or joiner with no base, a lone regional-indicator
 * letter), which would break "each character has equal probability" (spec §5).
 */
const NOT_A_CHARACTER = /^(?:\p{Cc}+|[\p{M}\u200d].*|\p{Regional_Indicator})$/su;

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
 * Reads a custom charset: distinct grapheme clusters, in first-seen order, without the pieces
 * that are not characters on their own (see NOT_A_CHARACTER). `count` still counts every grapheme
 * typed, as the n/1000 counter does.
 */
export function parseCustomCharset(input: string): ParsedCustomCharset {
  const graphemes = splitGraphemes(input);
  const characters = [...new Set(graphemes.filter((grapheme) => !NOT_A_CHARACTER.test(grapheme)))];
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
