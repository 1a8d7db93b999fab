import { describe, expect, it } from "vitest";

import { chiSquarePValue, chiSquareStatistic } from "../testing/chi-square";
import {
  calculatePinEntropyBits,
  constrainPinLength,
  describePinStrength,
  generatePin,
} from "./pin";

describe("generatePin", () => {
  it("makes 4 to 12 digits, leading zeros included", () => {
    for (const length of [4, 6, 12]) {
      const result = generatePin({ length });
      if (!result.ok) throw new Error(result.error);
      expect(result.pin).toMatch(new RegExp(`^[0-9]{${length}}$`));
      expect(result.entropyBits).toBeCloseTo(length * Math.log2(10), 10);
    }
    expect(constrainPinLength(2)).toBe(4);
    expect(constrainPinLength(20)).toBe(12);
    expect(calculatePinEntropyBits(6)).toBeCloseTo(19.93, 2);
  });

  it("draws every digit uniformly at every place", () => {
    const counts = Array.from({ length: 4 }, () => new Array<number>(10).fill(0));
    const runs = 10_000;
    for (let i = 0; i < runs; i++) {
      const result = generatePin({ length: 4 });
      if (!result.ok) throw new Error(result.error);
      [...result.pin].forEach((digit, place) => {
        const row = counts[place];
        if (row) row[Number(digit)] = (row[Number(digit)] ?? 0) + 1;
      });
    }
    for (const observed of counts) {
      const expected = observed.map(() => runs / 10);
      expect(chiSquarePValue(chiSquareStatistic(observed, expected), 9)).toBeGreaterThan(0.0001);
    }
  });
});

describe("describePinStrength", () => {
  it("says what a PIN resists, with the figures of its length", () => {
    expect(describePinStrength(4)).toBe(
      "A 4-digit PIN is one of 10,000. Behind a lock that allows 10 wrong tries, a guesser's chance is 1 in 1,000. Without such a lock (a file, or a stolen copy someone can attack offline), one graphics card tries every 4-digit PIN in under a second: use a password or a passphrase there.",
    );
    expect(describePinStrength(12)).toContain("in about 2 minutes");
    expect(describePinStrength(11)).toContain("in about 10 seconds");
  });
});
