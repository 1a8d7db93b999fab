import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countGraphemes, splitGraphemes, truncateCustomCharset } from "./custom-charset";
import { parseCustomCharset } from "./parse-custom-charset";

describe("parseCustomCharset", () => {
  it.each([
    ["abc", ["a", "b", "c"], 3],
    ["aabbca", ["a", "b", "c"], 6],
    ["café", ["c", "a", "f", "é"], 4],
    ["cafe\u0301", ["c", "a", "f", "\u00e9"], 4],
    ["👍🏽👍🏽x", ["👍🏽", "x"], 3],
    ["👨‍👩‍👧🇫🇷", ["👨‍👩‍👧", "🇫🇷"], 2],
    ["a b", ["a", " ", "b"], 3],
  ])("reads %j as %j, counting %d characters", (input, characters, count) => {
    const parsed = parseCustomCharset(input);
    expect(parsed.characters).toEqual(characters);
    expect(parsed.count).toBe(count);
  });

  it.each([
    ["line breaks, which only lay the set out", "a\nb\r\nc\rd\n", ["a", "b", "c", "d"]],
    ["a combining mark with no base", "\u0301ab", ["a", "b"]],
    ["a lone regional indicator", "🇫ab", ["a", "b"]],
  ])("drops %s, which are not characters on their own", (_, input, characters) => {
    expect(parseCustomCharset(input).characters).toEqual(characters);
  });

  it("lists the pieces it left out for not being characters on their own", () => {
    expect(parseCustomCharset("\u0301ab\u0302\u0301").joinersOnly).toEqual(["\u0301"]);
    expect(parseCustomCharset("\u0301\u0302")).toMatchObject({
      empty: true,
      joinersOnly: ["\u0301\u0302"],
      invisible: [],
    });
    expect(parseCustomCharset("abc").joinersOnly).toEqual([]);
  });

  it("is empty for an empty input", () => {
    expect(parseCustomCharset("")).toMatchObject({ empty: true, count: 0, characters: [] });
  });

  it("is empty when only line breaks and control characters were typed", () => {
    expect(parseCustomCharset("\n\t").empty).toBe(true);
  });

  it("lists nothing invisible in a set a person can read", () => {
    expect(parseCustomCharset("ab c\n👨‍👩‍👧❤️🏴󠁧󠁢󠁳󠁣󠁴󠁿").invisible).toEqual([]);
  });

  it.each([
    [
      "zero-width, bidi and byte-order characters",
      "\u200B\u202E\uFEFF",
      ["\u200b", "\u202e", "\ufeff"],
    ],
    ["a tab", "a\tb", ["\t"]],
    ["a no-break space", "a\u00a0b", ["\u00a0"]],
    ["a lone surrogate", "a\ud800b", ["\ud800"]],
    ["a right-to-left isolate among letters", "ab\u2067cd\u2069", ["\u2067", "\u2069"]],
    ["a lone variation selector", "\ufe0fab", ["\ufe0f"]],
    ["an emoji selector on a letter", "a\ufe0fb", ["\ufe0f"]],
    ["a joiner after a letter", "a\u200db", ["\u200d"]],
    ["the braille blank", "a\u2800b", ["\u2800"]],
    ["Hangul fillers", "\u3164\u115f\u1160\uffa0", ["\u3164", "\u115f", "\u1160", "\uffa0"]],
    ["noncharacters", "a\ufdd0\uffff\u{1fffe}", ["\ufdd0", "\uffff", "\u{1fffe}"]],
    ["an unassigned code point", "a\u0378", ["\u0378"]],
    ["private-use code points", "\ue000\u{f0000}\u{10fffd}", ["\ue000", "\u{f0000}", "\u{10fffd}"]],
  ])("lists %s as invisible and never draws from them", (_, input, invisible) => {
    const parsed = parseCustomCharset(input);
    expect(parsed.invisible).toEqual(invisible);
    for (const character of parsed.characters) {
      for (const point of invisible) expect(character).not.toContain(point);
    }
  });

  it("lists each invisible code point once, in the order typed", () => {
    expect(parseCustomCharset("\u202e\u200ba\u202e\u200b").invisible).toEqual(["\u202e", "\u200b"]);
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

  it("keeps only distinct graphemes of the NFC-normalised input, and counts every one", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (input) => {
        const { characters, count } = parseCustomCharset(input);
        const graphemes = splitGraphemes(input.normalize("NFC"));
        expect(characters.every((character) => graphemes.includes(character))).toBe(true);
        expect(characters.every((character) => character.normalize("NFC") === character)).toBe(
          true,
        );
        expect(count).toBe(graphemes.length);
      }),
    );
  });

  it("reads é typed as one code point and as e + accent as one character", () => {
    expect(parseCustomCharset("\u00e9e\u0301").characters).toEqual(["\u00e9"]);
  });

  it.each([
    ["a lone skin-tone modifier", "\u{1F3FD}"],
    ["a cluster ending in a zero-width joiner", "\u{1F468}\u200d"],
    ["a leading Hangul jamo", "\u1100"],
    ["a vowel Hangul jamo", "\u1161"],
    ["a trailing Hangul jamo", "\u11a8"],
    ["a lone combining mark", "\u0301"],
    ["a lone variation selector", "\ufe0f"],
    ["a lone zero-width joiner", "\u200d"],
    ["a consonant with a virama", "\u0915\u094d"],
    ["a prepended concatenation mark", "\u0600"],
    ["a lone spacing mark", "\u0903"],
    ["a lone tag character", "\u{E0061}"],
  ])("drops %s, which fuses with a neighbour", (_, piece) => {
    expect(parseCustomCharset(piece).characters).toEqual([]);
    expect(parseCustomCharset(`x\n${piece}\ny`).characters).toEqual(["x", "y"]);
  });

  it("keeps whole emoji, flags and Hangul syllables", () => {
    expect(parseCustomCharset("👍🏽👨‍👩‍👧🇫🇷가각").characters).toEqual(["👍🏽", "👨‍👩‍👧", "🇫🇷", "가", "각"]);
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
