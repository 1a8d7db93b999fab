import { countGraphemes } from "../generate/custom-charset";
import { GENERATOR_MAX_SCORE } from "../options/limits";
import { HAS_DIGIT, HAS_LOWERCASE, HAS_SPECIAL, HAS_UPPERCASE } from "./character-classes";

/** Labels of the generator's 0-7 scale (spec §5). */
export type GeneratorStrengthLabel = "Weak" | "Fair" | "Good" | "Strong";

/** Color of a label, for the UI to map to red, yellow, blue and green (spec §5). */
export type GeneratorStrengthTone = "weak" | "fair" | "good" | "strong";

/** The generator's rating of a password (spec §3, §5). */
export interface GeneratorStrength {
  /** 0-`GENERATOR_MAX_SCORE`; the bar fills to score / 7. */
  score: number;
  /** 0-2 Weak, 3-4 Fair, 5 Good, 6-7 Strong. */
  label: GeneratorStrengthLabel;
  /** Weak red, Fair yellow, Good blue, Strong green. */
  tone: GeneratorStrengthTone;
}

export { GENERATOR_MAX_SCORE };

/** Maps a 0-7 score to its label and tone (spec §5). */
export function labelGeneratorScore(score: number): GeneratorStrength {
  if (score >= 6) return { score, label: "Strong", tone: "strong" };
  if (score === 5) return { score, label: "Good", tone: "good" };
  if (score >= 3) return { score, label: "Fair", tone: "fair" };
  return { score, label: "Weak", tone: "weak" };
}

/**
 * Scores a password 0-7, one point each (spec §5): length ≥ 8, length ≥ 12, a lowercase letter,
 * an uppercase letter, a digit, a character that is neither, length ≥ 16. Length counts
 * user-perceived characters.
 */
export function scoreGeneratorStrength(password: string): GeneratorStrength {
  const length = countGraphemes(password);
  const points = [
    length >= 8,
    length >= 12,
    HAS_LOWERCASE.test(password),
    HAS_UPPERCASE.test(password),
    HAS_DIGIT.test(password),
    HAS_SPECIAL.test(password),
    length >= 16,
  ];
  return labelGeneratorScore(points.filter(Boolean).length);
}
