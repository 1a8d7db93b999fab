import { createRandomizerFromBytes, type Randomizer } from "../random/randomizer";

/*
 * Randomizers for tests only (docs/style.md, "Tests": core tests pass a fixed randomizer;
 * statistical tests use the real one). Never exported from core's index.
 */

/**
 * A deterministic randomizer: the production rejection sampler over bytes from sfc32, a small
 * fast PRNG, so a seed always gives the same passwords.
 */
export function createSeededRandomizer(seed: number): Randomizer {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  function next(): number {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  }
  for (let i = 0; i < 12; i++) next();
  return createRandomizerFromBytes((bytes) => {
    for (let i = 0; i < bytes.length; i += 4) {
      const word = next();
      bytes[i] = word & 0xff;
      bytes[i + 1] = (word >>> 8) & 0xff;
      bytes[i + 2] = (word >>> 16) & 0xff;
      bytes[i + 3] = word >>> 24;
    }
  });
}

/**
 * The production sampler over a scripted byte stream: the script first, then zeros. For checking
 * exactly which bytes are rejected.
 */
export function createByteScriptRandomizer(script: readonly number[]): Randomizer {
  let offset = 0;
  return createRandomizerFromBytes((bytes) => {
    bytes.fill(0);
    const part = script.slice(offset, offset + bytes.length);
    bytes.set(part);
    offset += part.length;
  });
}

/**
 * Returns the given results in order, for `nextInt` and `fillInts` alike; throws when a value is
 * out of the requested range or the script runs out, so a test cannot pass by accident.
 */
export function createSequenceRandomizer(values: readonly number[]): Randomizer {
  let offset = 0;
  function nextInt(maxExclusive: number): number {
    const value = values[offset++];
    if (value === undefined) throw new Error("sequence randomizer ran out of values");
    if (value < 0 || value >= maxExclusive) {
      throw new Error(`scripted value ${value} is outside [0, ${maxExclusive})`);
    }
    return value;
  }
  return {
    nextInt,
    fillInts(target, maxExclusive) {
      for (let i = 0; i < target.length; i++) target[i] = nextInt(maxExclusive);
    },
  };
}

/**
 * The draft's biased selection (spec §5: `value % poolSize`), here over single bytes so that the
 * bias is large enough to see: the control for the statistical test.
 */
export function createModuloByteRandomizer(
  fillRandomBytes: (bytes: Uint8Array) => void,
): Randomizer {
  const byte = new Uint8Array(1);
  function nextInt(maxExclusive: number): number {
    fillRandomBytes(byte);
    return (byte[0] ?? 0) % maxExclusive;
  }
  return {
    nextInt,
    fillInts(target, maxExclusive) {
      for (let i = 0; i < target.length; i++) target[i] = nextInt(maxExclusive);
    },
  };
}
