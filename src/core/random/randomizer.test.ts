import { afterEach, describe, expect, it, vi } from "vitest";
import { chiSquarePValue, chiSquareStatistic } from "../testing/chi-square";
import { createByteScriptRandomizer } from "../testing/seeded-randomizer";
import {
  createCryptoRandomizer,
  createRandomizerFromBytes,
  RANDOM_SOURCE_UNAVAILABLE_MESSAGE,
  RandomSourceUnavailableError,
} from "./randomizer";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createCryptoRandomizer", () => {
  it("throws a clear error when Web Crypto is missing, never falling back", () => {
    vi.stubGlobal("crypto", undefined);
    expect(() => createCryptoRandomizer()).toThrow(RandomSourceUnavailableError);
    expect(() => createCryptoRandomizer()).toThrow(
      "Secure random numbers are not available in this browser, so no password was generated.",
    );
  });

  it("throws when crypto has no getRandomValues", () => {
    vi.stubGlobal("crypto", {});
    expect(() => createCryptoRandomizer()).toThrow(RANDOM_SOURCE_UNAVAILABLE_MESSAGE);
  });

  it("accepts the platform's crypto object", () => {
    const randomizer = createCryptoRandomizer(globalThis.crypto);
    expect(randomizer.nextInt(10)).toBeLessThan(10);
  });

  it("reads random bytes from the given crypto in 64 KiB batches", () => {
    const sizes: number[] = [];
    const randomizer = createCryptoRandomizer({
      getRandomValues(array: Uint8Array) {
        sizes.push(array.length);
        return array;
      },
    });
    randomizer.fillInts(new Uint32Array(70_000), 256);
    expect(sizes).toEqual([65536, 65536]);
  });
});

describe("nextInt", () => {
  it.each([0, -1, 1.5, Number.NaN, 2 ** 32 + 1])("rejects a bound of %d", (bound) => {
    const randomizer = createByteScriptRandomizer([]);
    expect(() => randomizer.nextInt(bound)).toThrow(RangeError);
  });

  it("rejects bytes at or above the largest multiple of the pool size below 256", () => {
    // Pool 88: 176 = 2 × 88, so 176 and 200 are rejected and 175 gives 175 % 88 = 87.
    const randomizer = createByteScriptRandomizer([176, 200, 175]);
    expect(randomizer.nextInt(88)).toBe(87);
  });

  it("accepts every byte for a pool of 256", () => {
    const randomizer = createByteScriptRandomizer([255, 0]);
    expect(randomizer.nextInt(256)).toBe(255);
    expect(randomizer.nextInt(256)).toBe(0);
  });

  it("uses two bytes for pools up to 65,536 and rejects the top remainder", () => {
    // Pool 1000: limit 65000; 0xffff is rejected, then 0x0102 = 258.
    const randomizer = createByteScriptRandomizer([0xff, 0xff, 0x01, 0x02]);
    expect(randomizer.nextInt(1000)).toBe(258);
  });

  it("uses four bytes above 65,536", () => {
    const randomizer = createByteScriptRandomizer([0x00, 0x01, 0x11, 0x71]);
    expect(randomizer.nextInt(100_000)).toBe(0x00011171 % 100_000);
  });

  it("returns 0 for a bound of 1", () => {
    const randomizer = createByteScriptRandomizer([123, 45]);
    expect(randomizer.nextInt(1)).toBe(0);
  });
});

describe("fillInts", () => {
  it("draws exactly what nextInt draws from the same bytes", () => {
    const bytes = Array.from({ length: 400 }, (_, i) => (i * 97 + 13) % 256);
    const viaFill = new Uint32Array(100);
    createByteScriptRandomizer(bytes).fillInts(viaFill, 88);
    const one = createByteScriptRandomizer(bytes);
    const viaNext = Array.from({ length: 100 }, () => one.nextInt(88));
    expect([...viaFill]).toEqual(viaNext);
  });

  it("continues across batch boundaries without losing or reusing bytes", () => {
    let calls = 0;
    const randomizer = createRandomizerFromBytes((bytes) => {
      calls++;
      bytes.fill(calls);
    });
    const values = new Uint32Array(65536 + 10);
    randomizer.fillInts(values, 256);
    expect(values[65535]).toBe(1);
    expect(values[65536]).toBe(2);
  });

  it("handles pools above 256 through nextInt", () => {
    const randomizer = createByteScriptRandomizer([0x00, 0x05, 0x03, 0xe7]);
    const values = new Uint32Array(2);
    randomizer.fillInts(values, 1000);
    expect([...values]).toEqual([5, 999]);
  });
});

describe("Web Crypto randomizer, statistically", () => {
  it.each([
    [88, 400_000],
    [200, 400_000],
    [7776, 7776 * 40],
  ])("spreads draws below %d evenly (chi-square p ≥ 1e-6)", (bound, draws) => {
    const randomizer = createCryptoRandomizer();
    const counts = new Float64Array(bound);
    const values = new Uint32Array(draws);
    randomizer.fillInts(values, bound);
    for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
    const expected = new Float64Array(bound).fill(draws / bound);
    expect(chiSquarePValue(chiSquareStatistic(counts, expected), bound - 1)).toBeGreaterThan(1e-6);
  });
});
