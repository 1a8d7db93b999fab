import { describe, expect, it } from "vitest";
import {
  calculateUniformEntropyBits,
  countValidPasswordsLog2,
  estimateEntropyBits,
} from "./entropy";

describe("estimateEntropyBits", () => {
  it.each([
    ["", 0],
    ["abcdefgh", 8 * Math.log2(26)],
    ["ABCDEFGH", 8 * Math.log2(26)],
    ["12345678", 8 * Math.log2(10)],
    ["Abcdefg1", 8 * Math.log2(62)],
    ["Abcdef1!", 8 * Math.log2(95)],
    ["a b", 3 * Math.log2(26 + 33)],
    ["héllo", 5 * Math.log2(26 + 128)],
    ["👍🏽👍🏽", 2 * Math.log2(128)],
  ])("estimates %j at %d bits", (password, bits) => {
    expect(estimateEntropyBits(password)).toBeCloseTo(bits, 9);
  });
});

describe("calculateUniformEntropyBits", () => {
  it.each([
    [88, 16, 16 * Math.log2(88)],
    [1, 16, 0],
    [0, 16, 0],
    [10, 0, 0],
  ])("pool %d, length %d: %d bits", (pool, length, bits) => {
    expect(calculateUniformEntropyBits(pool, length)).toBeCloseTo(bits, 12);
  });
});

describe("countValidPasswordsLog2", () => {
  it("is length·log2(size) for a single group", () => {
    expect(countValidPasswordsLog2([26], 10)).toBeCloseTo(10 * Math.log2(26), 12);
  });

  it("is -Infinity when the length is shorter than the number of groups", () => {
    expect(countValidPasswordsLog2([1, 1, 1], 2)).toBe(Number.NEGATIVE_INFINITY);
  });

  it("counts 2 strings of length 2 over {a} and {b}", () => {
    expect(countValidPasswordsLog2([1, 1], 2)).toBeCloseTo(1, 12);
  });

  it("counts 3^3 - 3·2^3 + 3 = 6 permutations of three singleton groups in length 3", () => {
    expect(countValidPasswordsLog2([1, 1, 1], 3)).toBeCloseTo(Math.log2(6), 12);
  });
});
