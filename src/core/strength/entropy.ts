import { countGraphemes } from "../generate/custom-charset";

/**
 * log2 of the number of strings of `length` characters over disjoint groups of the given sizes in
 * which every group appears at least once: exactly the entropy, in bits, of a password drawn
 * uniformly from those strings (docs/product-decisions.md, "Every selected type").
 *
 * Inclusion–exclusion over the groups left out:
 *   count = Σ_{S ⊆ groups} (-1)^|S| (N - size(S))^length,   N = total pool size.
 * Written as N^length · Σ (-1)^|S| (1 - size(S)/N)^length so that no term overflows at length 128;
 * every term is at most 1 and the sum is a probability far from 0 for lengths ≥ the group count, so
 * the subtraction loses no meaningful precision.
 */
export function countValidPasswordsLog2(groupSizes: readonly number[], length: number): number {
  const total = groupSizes.reduce((sum, size) => sum + size, 0);
  if (total <= 0 || length <= 0) return 0;
  let fractionValid = 0;
  const subsets = 1 << groupSizes.length;
  for (let subset = 0; subset < subsets; subset++) {
    let excluded = 0;
    let parity = 1;
    groupSizes.forEach((size, group) => {
      if (subset & (1 << group)) {
        excluded += size;
        parity = -parity;
      }
    });
    fractionValid += parity * Math.pow(1 - excluded / total, length);
  }
  if (fractionValid <= 0) return Number.NEGATIVE_INFINITY;
  return length * Math.log2(total) + Math.log2(fractionValid);
}

/**
 * Entropy of a password of `length` characters drawn uniformly and independently from a pool of
 * `poolSize` characters (a custom charset: no per-type rule applies).
 */
export function calculateUniformEntropyBits(poolSize: number, length: number): number {
  return poolSize > 0 && length > 0 ? length * Math.log2(poolSize) : 0;
}

/** Character classes assumed by `estimateEntropyBits` and the pool size each one adds. */
export const ESTIMATE_CLASS_SIZES = Object.freeze({
  lowercase: 26,
  uppercase: 26,
  digits: 10,
  /** Printable ASCII that is not a letter or digit, space included. */
  asciiSymbols: 33,
  /** Anything beyond ASCII: assumed to come from a block of about this many characters. */
  other: 128,
});

/**
 * An estimate, not a measurement: length × log2(size of the union of the character classes the
 * password uses). It assumes every character was chosen at random from those classes, so it
 * overrates words, names and patterns; the checker page pairs it with zxcvbn for that reason.
 * Length counts user-perceived characters, so an emoji adds one character.
 */
export function estimateEntropyBits(password: string): number {
  if (password === "") return 0;
  let poolSize = 0;
  if (/[a-z]/.test(password)) poolSize += ESTIMATE_CLASS_SIZES.lowercase;
  if (/[A-Z]/.test(password)) poolSize += ESTIMATE_CLASS_SIZES.uppercase;
  if (/[0-9]/.test(password)) poolSize += ESTIMATE_CLASS_SIZES.digits;
  if (/[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/.test(password)) {
    poolSize += ESTIMATE_CLASS_SIZES.asciiSymbols;
  }
  if (/[^\x20-\x7e]/.test(password)) poolSize += ESTIMATE_CLASS_SIZES.other;
  return countGraphemes(password) * Math.log2(poolSize);
}
