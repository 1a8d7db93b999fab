import type { GeneratorStrengthTone } from "#core/strength/generator-strength";

/**
 * The spec's four strength colours as token classes (spec §5: red, yellow, blue, green), one map
 * for the generator, the checker and the bulk generator.
 */
export type Tone = GeneratorStrengthTone;

export const TONE_TEXT: Readonly<Record<Tone, string>> = {
  weak: "text-weak",
  fair: "text-fair",
  good: "text-good",
  strong: "text-strong",
};

export const TONE_BAR: Readonly<Record<Tone, string>> = {
  weak: "bg-weak-bar",
  fair: "bg-fair-bar",
  good: "bg-good-bar",
  strong: "bg-strong-bar",
};
