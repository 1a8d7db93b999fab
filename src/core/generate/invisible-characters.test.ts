import { describe, expect, it } from "vitest";

import { splitGraphemes } from "./custom-charset";
import { findInvisibleCodePoints, isInvisibleCodePoint } from "./invisible-characters";
import { describeCodePoint, formatInvisibleCharactersError } from "./invisible-characters-message";

describe("isInvisibleCodePoint", () => {
  it.each([
    ["a zero-width space", "\u200b"],
    ["a right-to-left override", "\u202e"],
    ["a first-strong isolate", "\u2068"],
    ["a byte order mark", "\ufeff"],
    ["a tab", "\t"],
    ["a C1 control", "\u0085"],
    ["a no-break space", "\u00a0"],
    ["an ideographic space", "\u3000"],
    ["a soft hyphen", "\u00ad"],
    ["a Hangul filler", "\u3164"],
    ["a variation selector", "\ufe0f"],
    ["a tag letter", "\u{e0061}"],
    ["a lone high surrogate", "\ud800"],
    ["a lone low surrogate", "\udc00"],
  ])("is true for %s", (_, point) => {
    expect(isInvisibleCodePoint(point)).toBe(true);
  });

  it.each([
    ["the space, shown with a mark", " "],
    ["a letter", "a"],
    ["a Hebrew letter", "\u05d0"],
    ["an Arabic number sign, drawn as a sign", "\u0600"],
    ["a combining accent", "\u0301"],
    ["an emoji", "\u{1f44d}"],
  ])("is false for %s", (_, point) => {
    expect(isInvisibleCodePoint(point)).toBe(false);
  });
});

describe("findInvisibleCodePoints", () => {
  it.each([
    ["a family joined by zero-width joiners", "👨‍👩‍👧"],
    ["a heart with the emoji selector", "❤️"],
    ["a smiley with the text selector", "☺︎"],
    ["a keycap", "#️⃣"],
    ["a rainbow flag (selector and joiner)", "🏳️‍🌈"],
    ["an eye in a speech bubble (two selectors)", "👁️‍🗨️"],
    ["Scotland's flag (tags)", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"],
    ["an ideographic variation sequence", "葛󠄀"],
    ["a thumbs-up with a skin tone", "👍🏽"],
  ])("finds nothing in %s", (_, grapheme) => {
    expect(splitGraphemes(grapheme)).toHaveLength(1);
    expect(findInvisibleCodePoints(grapheme)).toEqual([]);
  });

  it.each([
    ["a lone variation selector", "\ufe0f", ["\ufe0f"]],
    ["an emoji selector on a letter", "a\ufe0f", ["\ufe0f"]],
    ["a joiner after a letter", "a\u200d", ["\u200d"]],
    ["a variation selector on a space", " \u{e0100}", ["\u{e0100}"]],
    ["a joiner ending an emoji", "\u{1f468}\u200d", ["\u200d"]],
    ["a non-joiner after a letter", "a\u200c", ["\u200c"]],
    ["a tag letter without its flag", "a\u{e0061}", ["\u{e0061}"]],
    ["a zero-width space", "\u200b", ["\u200b"]],
    ["a lone surrogate", "\ud800", ["\ud800"]],
  ])("finds %s", (_, grapheme, found) => {
    expect(findInvisibleCodePoints(grapheme)).toEqual(found);
  });
});

describe("describeCodePoint", () => {
  it.each([
    ["\u200b", "U+200B ZERO WIDTH SPACE"],
    ["\u202e", "U+202E RIGHT-TO-LEFT OVERRIDE"],
    ["\ufeff", "U+FEFF ZERO WIDTH NO-BREAK SPACE"],
    ["\t", "U+0009 CHARACTER TABULATION"],
    ["\ufe0f", "U+FE0F VARIATION SELECTOR-16"],
    ["\u{e0100}", "U+E0100 VARIATION SELECTOR-17"],
    ["\ud800", "U+D800 (half of a character: an unpaired surrogate)"],
    ["\u0001", "U+0001 (a control character)"],
    ["\u{e0061}", "U+E0061 (a tag character)"],
    ["\u2065", "U+2065 (unassigned: no character yet)"],
    ["\u2800", "U+2800 BRAILLE PATTERN BLANK"],
    ["\u3164", "U+3164 HANGUL FILLER"],
    ["\ufdd0", "U+FDD0 (a noncharacter: never a character)"],
    ["\u{10ffff}", "U+10FFFF (a noncharacter: never a character)"],
    ["\ue000", "U+E000 (private use: no standard character)"],
    ["\u{f0000}", "U+F0000 (private use: no standard character)"],
    ["\u0378", "U+0378 (unassigned: no character yet)"],
    ["\u0301", "U+0301 (a combining mark)"],
    ["\u{1f1eb}", "U+1F1EB (a regional indicator: half of a flag)"],
    ["a", "U+0061"],
  ])("names %j as %s", (point, description) => {
    expect(describeCodePoint(point)).toBe(description);
  });
});

describe("formatInvisibleCharactersError", () => {
  it("names each code point and says what to do", () => {
    expect(formatInvisibleCharactersError(["\u200b", "\u202e"])).toBe(
      "The custom set contains invisible characters: U+200B ZERO WIDTH SPACE, U+202E RIGHT-TO-LEFT OVERRIDE. Remove them; a password must be readable.",
    );
  });

  it("speaks of one character in the singular", () => {
    expect(formatInvisibleCharactersError(["\ufeff"])).toBe(
      "The custom set contains an invisible character: U+FEFF ZERO WIDTH NO-BREAK SPACE. Remove it; a password must be readable.",
    );
  });

  it("names at most eight and counts the rest", () => {
    const points = Array.from({ length: 10 }, (_, i) => String.fromCodePoint(0x2000 + i));
    const message = formatInvisibleCharactersError(points);
    expect(message).toContain("U+2007 FIGURE SPACE and 2 more.");
    expect(message).not.toContain("U+2008");
  });
});
