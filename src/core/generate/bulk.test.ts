import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSeededRandomizer } from "../testing/seeded-randomizer";
import {
  BULK_ERRORS,
  DEFAULT_BULK_SETTINGS,
  generateBulk,
  parseBulkCount,
  parseBulkLength,
} from "./bulk";

describe("parseBulkCount (spec §5: invalid → 1, 1-100)", () => {
  it.each<[string | number, number]>([
    ["10", 10],
    [" 42 ", 42],
    [1, 1],
    [100, 100],
    ["0", 1],
    ["-5", 1],
    ["101", 100],
    [5000, 100],
    ["", 1],
    ["   ", 1],
    ["abc", 1],
    ["12.5", 1],
    [12.5, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    ["1e2", 100],
  ])("reads %j as %d", (raw, expected) => {
    expect(parseBulkCount(raw)).toBe(expected);
  });
});

describe("parseBulkLength (spec §5: invalid → 8, 8-128)", () => {
  it.each<[string | number, number]>([
    ["16", 16],
    ["7", 8],
    ["129", 128],
    ["", 8],
    ["x", 8],
    [Number.NaN, 8],
    [64, 64],
  ])("reads %j as %d", (raw, expected) => {
    expect(parseBulkLength(raw)).toBe(expected);
  });
});

describe("bulk field parsing, for any input", () => {
  it("always lands within the limits", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (raw) => {
        const count = parseBulkCount(raw);
        const length = parseBulkLength(raw);
        expect(Number.isInteger(count) && count >= 1 && count <= 100).toBe(true);
        expect(Number.isInteger(length) && length >= 8 && length <= 128).toBe(true);
      }),
    );
  });
});

describe("generateBulk", () => {
  it("defaults to 10 passwords of 16 with all four types (spec §9)", () => {
    expect(DEFAULT_BULK_SETTINGS).toEqual({
      count: 10,
      length: 16,
      includeUppercase: true,
      includeLowercase: true,
      includeNumbers: true,
      includeSpecial: true,
      excludeSimilar: false,
    });
    const result = generateBulk(DEFAULT_BULK_SETTINGS, createSeededRandomizer(1));
    expect(result.ok && result.passwords).toHaveLength(10);
    for (const password of result.ok ? result.passwords : []) {
      expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{16}$/);
    }
  });

  it("makes 100 passwords of 128", () => {
    const result = generateBulk(
      { ...DEFAULT_BULK_SETTINGS, count: 100, length: 128 },
      createSeededRandomizer(2),
    );
    expect(result.ok && result.passwords.length).toBe(100);
    expect(result.ok && result.passwords.every((password) => password.length === 128)).toBe(true);
  });

  it("clamps count and length", () => {
    const result = generateBulk(
      { ...DEFAULT_BULK_SETTINGS, count: 500, length: 3 },
      createSeededRandomizer(3),
    );
    expect(result.ok && result.passwords.length).toBe(100);
    expect(result.ok && result.passwords[0]).toHaveLength(8);
  });

  it("excludes similar characters when asked", () => {
    const result = generateBulk(
      { ...DEFAULT_BULK_SETTINGS, count: 100, excludeSimilar: true },
      createSeededRandomizer(4),
    );
    expect((result.ok ? result.passwords : []).join("")).not.toMatch(/[0O1lI]/);
  });

  it("refuses when no character type is selected, with the spec's message", () => {
    const result = generateBulk(
      {
        ...DEFAULT_BULK_SETTINGS,
        includeUppercase: false,
        includeLowercase: false,
        includeNumbers: false,
        includeSpecial: false,
      },
      createSeededRandomizer(5),
    );
    expect(result).toEqual({ ok: false, error: "Please select at least one character type" });
    expect(BULK_ERRORS.noCharacterType).toBe("Please select at least one character type");
  });
});
