import { CUSTOM_CHARSET_MAX } from "../options/limits";

/*
 * Grapheme clusters: how the engine counts characters as a person does. Reading a custom set
 * (what it allows, what it refuses) is parse-custom-charset.ts's; pages that only count or show
 * characters (the checker, the bulk generator) do not load it.
 */

/** Printable ASCII only: one grapheme per code unit. */
export const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

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

/** Caps the input at `CUSTOM_CHARSET_MAX` user-perceived characters (spec §5: input truncated). */
export function truncateCustomCharset(input: string): string {
  if (PRINTABLE_ASCII.test(input)) return input.slice(0, CUSTOM_CHARSET_MAX);
  const graphemes = splitGraphemes(input);
  return graphemes.length > CUSTOM_CHARSET_MAX
    ? graphemes.slice(0, CUSTOM_CHARSET_MAX).join("")
    : input;
}
