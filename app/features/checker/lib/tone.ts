import type { CheckerStrengthTone } from "#core/strength/checker";

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

// The one tone map of the site (app/components/ui/tone.ts).
export { TONE_BAR, TONE_TEXT } from "~/components/ui/tone";
