import type { CheckerStrengthTone } from "../../../../src/core";

import type { EstimateTone } from "./crack-time";

/**
 * The checker's five labels on the spec's four colours: both weak levels red, Fair yellow,
 * Strong blue, Very Strong green (spec §3: the top level is green).
 */
export const CHECKER_TONE: Record<CheckerStrengthTone, EstimateTone> = {
  "very-weak": "weak",
  weak: "weak",
  fair: "fair",
  strong: "good",
  "very-strong": "strong",
};

export const TONE_TEXT: Record<EstimateTone, string> = {
  weak: "text-weak",
  fair: "text-fair",
  good: "text-good",
  strong: "text-strong",
};

export const TONE_BAR: Record<EstimateTone, string> = {
  weak: "bg-weak-bar",
  fair: "bg-fair-bar",
  good: "bg-good-bar",
  strong: "bg-strong-bar",
};
