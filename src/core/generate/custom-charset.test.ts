import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  countGraphemes,
  parseCustomCharset,
  splitGraphemes,
  truncateCustomCharset,
} from "./custom-charset";

describe("parseCustomCharset", () => {
  it.each([
    ["abc", ["a", "b", "c"], 3],
    ["aabbca", ["a", "b", "c"], 6],
    ["café", ["c", "a", "f", "é"], 4],
    ["cafe\u0301", ["c", "a", "f", "e\u0301"], 4],
    ["👍🏽👍🏽x", ["👍🏽", "x"], 3],
    ["👨‍👩‍👧🇫🇷", ["👨‍👩‍👧", "🇫🇷"], 2],
    ["a b", ["a", " ", "b"], 3],
  ])("reads %j as %j, counting %d characters", (input, characters, count) => {
    const parsed = parseCustomCharset(input);
    expect(parsed.characters).toEqual(characters);
    expect(parsed.count).toBe(count);
  });

  it.each([
    ["line breaks and tabs", "a\tb\r\nc\n", ["a", "b", "c"]],
    ["a combining mark with no base", "\u0301ab", ["a", "b"]],
    ["a lone regional indicator", "🇫ab", ["a", "b"]],
  ])("drops %s, which are not characters on their own", (_, input, characters) => {
    expect(parseCustomCharset(input).characters).toEqual(characters);
  });

  it("is empty for an empty input", () => {
    expect(parseCustomCharset("")).toMatchObject({ empty: true, count: 0, characters: [] });
  });

  it("is empty when only control characters were typed", () => {
    expect(parseCustomCharset("\n\t").empty).toBe(true);
  });

  it.each([
    [1000, false],
    [1001, true],
  ])("with %d characters, tooLong is %s", (length, tooLong) => {
    expect(parseCustomCharset("x".repeat(length)).tooLong).toBe(tooLong);
  });

  it("counts an emoji once toward the limit", () => {
    expect(parseCustomCharset("👍🏽".repeat(1000)).tooLong).toBe(false);
  });

  it.each([
    [900, false],
    [901, true],
  ])("with %d characters, nearLimit is %s", (length, nearLimit) => {
    expect(parseCustomCharset("y".repeat(length)).nearLimit).toBe(nearLimit);
  });

  it("never lists a character twice", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (input) => {
        const { characters } = parseCustomCharset(input);
        expect(new Set(characters).size).toBe(characters.length);
      }),
    );
  });

  it("keeps every distinct printable grapheme of the input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (input) => {
        const { characters, count } = parseCustomCharset(input);
        expect(characters).toEqual([...new Set(splitGraphemes(input))]);
        expect(count).toBe(splitGraphemes(input).length);
      }),
    );
  });
});

describe("truncateCustomCharset", () => {
  it("keeps inputs of up to 1000 characters unchanged", () => {
    const input = "ab".repeat(500);
    expect(truncateCustomCharset(input)).toBe(input);
  });

  it("cuts ASCII input to 1000 characters", () => {
    expect(truncateCustomCharset("z".repeat(1500))).toHaveLength(1000);
  });

  it("cuts between emoji, never through one", () => {
    const truncated = truncateCustomCharset("👍🏽".repeat(1001));
    expect(truncated).toBe("👍🏽".repeat(1000));
  });

  it("returns a prefix of at most 1000 characters for any input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 1100 }), (input) => {
        const truncated = truncateCustomCharset(input);
        expect(input.startsWith(truncated)).toBe(true);
        expect(countGraphemes(truncated)).toBe(Math.min(1000, countGraphemes(input)));
      }),
      { numRuns: 30 },
    );
  });
});
