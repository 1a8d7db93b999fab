import type { GeneratorStrengthTone } from "../../../../src/core";

/** The spec's four strength colours as token classes (red, yellow, blue, green). */
export const TONE_TEXT: Record<GeneratorStrengthTone, string> = {
  weak: "text-weak",
  fair: "text-fair",
  good: "text-good",
  strong: "text-strong",
};

export const TONE_BAR: Record<GeneratorStrengthTone, string> = {
  weak: "bg-weak-bar",
  fair: "bg-fair-bar",
  good: "bg-good-bar",
  strong: "bg-strong-bar",
};

/** History entries from older versions may hold a colour class instead of a tone. */
export function toneOf(color: string): GeneratorStrengthTone {
  if (color === "weak" || color.includes("red")) return "weak";
  if (color === "fair" || color.includes("yellow")) return "fair";
  if (color === "good" || color.includes("blue")) return "good";
  return "strong";
}
