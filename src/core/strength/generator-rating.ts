import { GENERATOR_MAX_SCORE } from "../options/limits";
import {
  labelGeneratorScore,
  scoreGeneratorStrength,
  type GeneratorStrength,
} from "./generator-strength";

/**
 * A generated password with less entropy than this is rated Weak, whatever characters it shows: a
 * custom pool of one or two characters repeated 16 times earns every "length" point and has almost
 * no secrecy (docs/product-decisions.md, "Entropy and crack time"). 36 bits is the least any
 * built-in selection rated above Weak has (12 digits without 0 and 1), so only pools too small to
 * be safe are affected.
 */
export const GENERATOR_MIN_BITS_ABOVE_WEAK = 36;

/** The top score of the Weak band (spec §5: 0-2 Weak). */
const WEAK_MAX_SCORE = 2;

/** What the generator shows for what it made: the rating and how full the bar is. */
export interface GeneratorRating extends GeneratorStrength {
  /** A password is rated by the spec's 0-7 score; a passphrase by its entropy. */
  kind: "password" | "passphrase";
  /** Bar fill from 0 to 1. */
  fill: number;
}

/**
 * A generated password's rating (spec §5): its 0-7 score, except that a password with less than
 * `GENERATOR_MIN_BITS_ABOVE_WEAK` bits of entropy (a pool too small to be safe) is never rated
 * above Weak. The bar fills to score / 7.
 */
export function rateGeneratedPassword(password: string, entropyBits: number): GeneratorRating {
  const scored = scoreGeneratorStrength(password);
  const capped =
    entropyBits < GENERATOR_MIN_BITS_ABOVE_WEAK && scored.score > WEAK_MAX_SCORE
      ? labelGeneratorScore(WEAK_MAX_SCORE)
      : scored;
  return { ...capped, kind: "password", fill: capped.score / GENERATOR_MAX_SCORE };
}
