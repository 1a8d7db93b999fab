/**
 * Exact counting of the passwords a rule accepts, for their entropy and for the expected number of
 * redraws. BigInt throughout: 95^128 is far beyond a double's exact range.
 */

/**
 * Strings of `length` over `alphabetSize` characters in which no character appears more than
 * `maxConsecutive` times in a row (null: no limit).
 *
 * A string is a sequence of runs: the first run may use any character, each later one any but
 * the previous run's, and every run is 1 to `maxConsecutive` long. With h(0) = 1,
 *   h(n) = Σ_{j=1..min(k,n)} w(n-j) · h(n-j),  w(0) = alphabetSize, w(i>0) = alphabetSize - 1.
 */
export function countRunLimitedStrings(
  alphabetSize: number,
  length: number,
  maxConsecutive: number | null,
): bigint {
  const size = BigInt(alphabetSize);
  if (length === 0) return 1n;
  if (alphabetSize <= 0) return 0n;
  if (maxConsecutive === null || maxConsecutive >= length) return size ** BigInt(length);
  const counts: bigint[] = [1n];
  for (let n = 1; n <= length; n++) {
    let total = 0n;
    for (let run = 1; run <= Math.min(maxConsecutive, n); run++) {
      const before = n - run;
      total += (before === 0 ? size : size - 1n) * (counts[before] ?? 0n);
    }
    counts.push(total);
  }
  return counts[length] ?? 0n;
}

/**
 * Strings of `length` over the pool of `poolSize` characters, with no run longer than
 * `maxConsecutive`, that contain at least one character of every required set. Each set is a
 * bit mask over pool indices.
 *
 * Inclusion–exclusion over the requirements left unmet: a term's strings avoid the union of its
 * sets, which only shrinks the alphabet, and the run limit treats every alphabet alike, so
 *   count = Σ_{S ⊆ required} (-1)^|S| · h(poolSize - |∪S|).
 */
export function countAcceptedStrings(
  poolSize: number,
  requiredMasks: readonly bigint[],
  length: number,
  maxConsecutive: number | null,
): bigint {
  const byAlphabet = new Map<number, bigint>();
  function runLimited(alphabetSize: number): bigint {
    let count = byAlphabet.get(alphabetSize);
    if (count === undefined) {
      count = countRunLimitedStrings(alphabetSize, length, maxConsecutive);
      byAlphabet.set(alphabetSize, count);
    }
    return count;
  }
  let total = 0n;
  const subsets = 1 << requiredMasks.length;
  for (let subset = 0; subset < subsets; subset++) {
    let union = 0n;
    let odd = false;
    requiredMasks.forEach((mask, index) => {
      if (subset & (1 << index)) {
        union |= mask;
        odd = !odd;
      }
    });
    const term = runLimited(poolSize - countBits(union));
    total += odd ? -term : term;
  }
  return total;
}

/** Set bits of a non-negative BigInt. */
export function countBits(mask: bigint): number {
  let bits = 0;
  for (let rest = mask; rest > 0n; rest >>= 1n) if (rest & 1n) bits++;
  return bits;
}

/** log2 of a positive BigInt, to double precision; -Infinity for 0. */
export function log2BigInt(value: bigint): number {
  if (value <= 0n) return Number.NEGATIVE_INFINITY;
  const bits = value.toString(2).length;
  const shift = Math.max(0, bits - 53);
  return Math.log2(Number(value >> BigInt(shift))) + shift;
}
