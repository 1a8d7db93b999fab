/**
 * The one random source of the engine. Every generator takes a `Randomizer`, so tests can inject a
 * deterministic one; the default draws from Web Crypto (docs/product-decisions.md, "One random
 * source": unbiased, no `Math.random` fallback).
 */

import { ImpossibleIndexError } from "../invariant";
export interface Randomizer {
  /**
   * Returns an integer drawn uniformly from `[0, maxExclusive)`.
   * `maxExclusive` must be an integer from 1 to 2^32.
   */
  nextInt(maxExclusive: number): number;
  /**
   * Fills every slot of `target` with an independent integer drawn uniformly from
   * `[0, maxExclusive)`. The fast path for whole passwords; same contract as `nextInt`.
   */
  fillInts(target: Uint32Array, maxExclusive: number): void;
}

/**
 * Shown when `globalThis.crypto.getRandomValues` is missing (never a weaker source:
 * docs/product-decisions.md, "One random source").
 */
export const RANDOM_SOURCE_UNAVAILABLE_MESSAGE =
  "Secure random numbers are not available in this browser, so no password was generated.";

/** Thrown by `createCryptoRandomizer` when Web Crypto is missing. */
export class RandomSourceUnavailableError extends Error {
  constructor() {
    super(RANDOM_SOURCE_UNAVAILABLE_MESSAGE);
    this.name = "RandomSourceUnavailableError";
  }
}

/** Fills the whole array with random bytes; at most 65,536 bytes per call (the Web Crypto limit). */
export type FillRandomBytes = (bytes: Uint8Array<ArrayBuffer>) => void;

/** 64 KiB, the most `getRandomValues` accepts in one call. */
const BATCH_BYTES = 65536;
const TWO_POW_16 = 0x10000;
const TWO_POW_32 = 0x100000000;
/** Table marker for a rejected byte; pools of 256 never reject, so 256 is never a valid value. */
const REJECT = 256;

function assertRange(maxExclusive: number): void {
  if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
    throw new RangeError(`maxExclusive must be an integer from 1 to 2^32, got ${maxExclusive}`);
  }
}

/**
 * Builds a `Randomizer` over any source of uniform random bytes.
 *
 * Bytes are read in 64 KiB batches. A draw below `maxExclusive` uses the narrowest word that
 * holds it (1, 2 or 4 bytes) and rejects words at or above the largest multiple of
 * `maxExclusive` that fits in the word, so every result is exactly equally likely. For the usual
 * pools (< 256 characters) that costs about 1.45 bytes per character instead of 4, so one batch
 * lasts some 45,000 characters (docs/decisions/password-engine-sampling.md).
 */
export function createRandomizerFromBytes(fillRandomBytes: FillRandomBytes): Randomizer {
  const buffer = new Uint8Array(BATCH_BYTES);
  let position = BATCH_BYTES;

  function refill(): void {
    fillRandomBytes(buffer);
    position = 0;
  }

  function nextByte(): number {
    if (position === BATCH_BYTES) refill();
    const byte = buffer[position++];
    if (byte === undefined) throw new ImpossibleIndexError("randomizer", position - 1, BATCH_BYTES);
    return byte;
  }

  function nextWord(byteCount: 1 | 2 | 4): number {
    if (byteCount === 1) return nextByte();
    if (byteCount === 2) return nextByte() * 256 + nextByte();
    return ((nextByte() * 256 + nextByte()) * 256 + nextByte()) * 256 + nextByte();
  }

  function nextInt(maxExclusive: number): number {
    assertRange(maxExclusive);
    const byteCount = maxExclusive <= 256 ? 1 : maxExclusive <= TWO_POW_16 ? 2 : 4;
    const span = byteCount === 1 ? 256 : byteCount === 2 ? TWO_POW_16 : TWO_POW_32;
    const limit = span - (span % maxExclusive);
    for (;;) {
      const word = nextWord(byteCount);
      if (word < limit) return word % maxExclusive;
    }
  }

  // Byte → result table for the last small pool: the index, or REJECT. A lookup is cheaper than
  // a division in the hot loop, and a pool keeps the same size for a whole run.
  const table = new Uint16Array(256);
  let tableFor = 0;

  function fillInts(target: Uint32Array, maxExclusive: number): void {
    assertRange(maxExclusive);
    if (maxExclusive > 256) {
      for (let i = 0; i < target.length; i++) target[i] = nextInt(maxExclusive);
      return;
    }
    if (tableFor !== maxExclusive) {
      const limit = 256 - (256 % maxExclusive);
      for (let byte = 0; byte < 256; byte++)
        table[byte] = byte < limit ? byte % maxExclusive : REJECT;
      tableFor = maxExclusive;
    }
    // Hot path for every built-in pool: one byte per attempt, read straight from the batch. The
    // loop is branch-free on rejection (a rejected slot is overwritten next time round) because
    // a ~30% random branch mispredicts often enough to halve the speed.
    const length = target.length;
    let index = position;
    let i = 0;
    while (i < length) {
      if (index === BATCH_BYTES) {
        fillRandomBytes(buffer);
        index = 0;
      }
      while (i < length && index < BATCH_BYTES) {
        const value = table[buffer[index++] ?? -1];
        if (value === undefined)
          throw new ImpossibleIndexError("randomizer", index - 1, BATCH_BYTES);
        target[i] = value;
        i += (value >>> 8) ^ 1;
      }
    }
    position = index;
  }

  return { nextInt, fillInts };
}

/** The subset of the Web Crypto `Crypto` object the engine needs. */
export interface RandomValuesSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): unknown;
}

/**
 * A `Randomizer` over Web Crypto. Throws `RandomSourceUnavailableError` when no
 * `getRandomValues` is available; there is deliberately no fallback.
 */
export function createCryptoRandomizer(
  crypto: RandomValuesSource | undefined = readGlobalCrypto(),
): Randomizer {
  if (crypto === undefined || typeof crypto.getRandomValues !== "function") {
    throw new RandomSourceUnavailableError();
  }
  return createRandomizerFromBytes((bytes) => {
    crypto.getRandomValues(bytes);
  });
}

function readGlobalCrypto(): RandomValuesSource | undefined {
  // `globalThis.crypto` is typed as always present, but old browsers and insecure contexts lack it.
  const candidate: unknown = Reflect.get(globalThis, "crypto");
  if (typeof candidate !== "object" || candidate === null) return undefined;
  const getRandomValues: unknown = Reflect.get(candidate, "getRandomValues");
  if (typeof getRandomValues !== "function") return undefined;
  return {
    getRandomValues: (array: Uint8Array<ArrayBuffer>) =>
      Reflect.apply(getRandomValues, candidate, [array]),
  };
}

let shared: Randomizer | undefined;

/**
 * The process-wide Web Crypto randomizer, created on first use so that importing the engine never
 * throws. Throws `RandomSourceUnavailableError` when Web Crypto is missing.
 */
export function getDefaultRandomizer(): Randomizer {
  shared ??= createCryptoRandomizer();
  return shared;
}
