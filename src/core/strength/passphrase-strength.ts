import { labelGeneratorScore } from "./generator-strength";
import type { GeneratorRating } from "./generator-rating";

/**
 * A passphrase's bands above Weak, from its exact entropy: the 0-7 character-class score would
 * call a 77-bit, all-lower-case passphrase "Fair", which is not true. The bands follow common
 * guidance (about 80 bits resists offline attack on fast hashes for the foreseeable future). Each
 * band has the 0-7 score of its label, which history stores, and its own bar fill.
 */
const PASSPHRASE_BANDS = Object.freeze([
  Object.freeze({ minBits: 80, score: 7, fill: 1 }),
  Object.freeze({ minBits: 64, score: 5, fill: 0.75 }),
  Object.freeze({ minBits: 48, score: 4, fill: 0.5 }),
]);
const WEAK_BAND = Object.freeze({ score: 2, fill: 0.25 });

/** A passphrase's rating from its entropy in bits (docs/product-decisions.md, "Passphrases"). */
export function ratePassphraseStrength(entropyBits: number): GeneratorRating {
  const band = PASSPHRASE_BANDS.find(({ minBits }) => entropyBits >= minBits) ?? WEAK_BAND;
  return { ...labelGeneratorScore(band.score), kind: "passphrase", fill: band.fill };
}
