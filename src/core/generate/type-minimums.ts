import type { Randomizer } from "../random/randomizer";

/*
 * Passwords with a minimum count per character type ("at least 3 digits"), drawn uniformly over
 * every password that meets the minimums (docs/product-decisions.md, "Every selected type").
 * Redrawing until the minimums hold, as the generator does for "one of each type", is uniform too,
 * but a high minimum makes valid passwords rare (9 digits in 10 characters of 94: about one draw in
 * 600 million). So the exact counts are computed instead, in integers, and one uniform number picks
 * the password:
 *
 *   W_i(r) = Σ_{k ≥ min_i} C(r, k) · size_i^k · W_{i+1}(r − k),   W_types(0) = 1,
 *
 * the number of strings of r characters over types i.. that meet their minimums. W_0(length) is
 * the count of valid passwords (its log2 is the exact entropy). A draw picks each type's count k
 * with probability C(r, k) · size^k · W_{i+1}(r − k) / W_i(r), then places the types at uniformly
 * shuffled positions and picks each character uniformly within its type: every valid password
 * has the same probability, 1 / W_0(length).
 */

/** Types in pool order: their sizes and the least number of characters each must have. */
export interface TypeMinimums {
  sizes: readonly number[];
  minimums: readonly number[];
}

/** The counting table for one set of types and one length. */
export interface MinimumsTable {
  length: number;
  sizes: readonly number[];
  minimums: readonly number[];
  /** ways[i][r] = W_i(r). */
  ways: ReadonlyArray<readonly bigint[]>;
  /** binomial[r][k] = C(r, k). */
  binomial: ReadonlyArray<readonly bigint[]>;
  /** powers[i][k] = size_i^k. */
  powers: ReadonlyArray<readonly bigint[]>;
}

function binomialRows(length: number): bigint[][] {
  const rows: bigint[][] = [[1n]];
  for (let r = 1; r <= length; r++) {
    const previous = rows[r - 1] ?? [];
    const row: bigint[] = [1n];
    for (let k = 1; k < r; k++) row.push((previous[k - 1] ?? 0n) + (previous[k] ?? 0n));
    row.push(1n);
    rows.push(row);
  }
  return rows;
}

/** Builds W_i(r) for every type i and every r up to `length`. */
export function buildMinimumsTable(
  { sizes, minimums }: TypeMinimums,
  length: number,
): MinimumsTable {
  const binomial = binomialRows(length);
  const powers = sizes.map((size) => {
    const row: bigint[] = [1n];
    for (let k = 1; k <= length; k++) row.push((row[k - 1] ?? 0n) * BigInt(size));
    return row;
  });
  const types = sizes.length;
  const ways: bigint[][] = Array.from({ length: types + 1 }, () =>
    new Array<bigint>(length + 1).fill(0n),
  );
  const last = ways[types];
  if (last) last[0] = 1n;
  for (let i = types - 1; i >= 0; i--) {
    const row = ways[i] ?? [];
    const next = ways[i + 1] ?? [];
    const min = minimums[i] ?? 0;
    const power = powers[i] ?? [];
    for (let r = 0; r <= length; r++) {
      let sum = 0n;
      const choose = binomial[r] ?? [];
      for (let k = min; k <= r; k++) {
        const rest = next[r - k] ?? 0n;
        if (rest !== 0n) sum += (choose[k] ?? 0n) * (power[k] ?? 0n) * rest;
      }
      row[r] = sum;
    }
  }
  return { length, sizes, minimums, ways, binomial, powers };
}

/** The number of valid passwords: W_0(length). */
export function countWithMinimums(table: MinimumsTable): bigint {
  return table.ways[0]?.[table.length] ?? 0n;
}

/** log2 of a positive integer, to double precision. */
export function log2BigInt(value: bigint): number {
  if (value <= 0n) return Number.NEGATIVE_INFINITY;
  const bits = value.toString(2).length;
  if (bits <= 53) return Math.log2(Number(value));
  const shift = BigInt(bits - 53);
  return Math.log2(Number(value >> shift)) + (bits - 53);
}

const WORD = 2 ** 32;

/** A uniform integer in [0, bound), from 32-bit draws, redrawn when above the bound. */
export function drawBelow(bound: bigint, randomizer: Randomizer): bigint {
  if (bound <= 0n) throw new RangeError("drawBelow: the bound must be positive");
  const bits = (bound - 1n).toString(2).length;
  const words = Math.ceil(bits / 32);
  const topBits = bits - (words - 1) * 32;
  for (;;) {
    let value = BigInt(randomizer.nextInt(2 ** topBits));
    for (let w = 1; w < words; w++) value = (value << 32n) | BigInt(randomizer.nextInt(WORD));
    if (value < bound) return value;
  }
}

/**
 * Draws one valid password as type indices and, per position, an index within its type: the
 * result is `types[p]` (which type position p holds) and `offsets[p]` (which character of it).
 */
export function drawWithMinimums(
  table: MinimumsTable,
  randomizer: Randomizer,
): { types: Uint8Array; offsets: Uint32Array } {
  const { length, sizes, ways, binomial, powers, minimums } = table;
  const counts: number[] = [];
  let remaining = length;
  // One uniform number below W_0(length) chooses every type's count in turn.
  let pick = drawBelow(countWithMinimums(table), randomizer);
  for (let i = 0; i < sizes.length; i++) {
    const next = ways[i + 1] ?? [];
    const choose = binomial[remaining] ?? [];
    const power = powers[i] ?? [];
    let chosen = -1;
    for (let k = minimums[i] ?? 0; k <= remaining; k++) {
      const weight = (choose[k] ?? 0n) * (power[k] ?? 0n) * (next[remaining - k] ?? 0n);
      if (pick < weight) {
        chosen = k;
        break;
      }
      pick -= weight;
    }
    if (chosen < 0) throw new RangeError("drawWithMinimums: the table does not match the draw");
    counts.push(chosen);
    remaining -= chosen;
    // The remainder is uniform below this count's weight; the positions and characters are drawn
    // afresh below, so only the counts are taken from it: scale it to the next type's total.
    pick = pick / ((choose[chosen] ?? 1n) * (power[chosen] ?? 1n));
  }
  const types = new Uint8Array(length);
  let position = 0;
  counts.forEach((count, type) => {
    types.fill(type, position, position + count);
    position += count;
  });
  // Fisher–Yates: every arrangement of the chosen counts equally likely.
  for (let i = length - 1; i > 0; i--) {
    const j = randomizer.nextInt(i + 1);
    const held = types[i] ?? 0;
    types[i] = types[j] ?? 0;
    types[j] = held;
  }
  const offsets = new Uint32Array(length);
  for (let p = 0; p < length; p++) offsets[p] = randomizer.nextInt(sizes[types[p] ?? 0] ?? 1);
  return { types, offsets };
}
