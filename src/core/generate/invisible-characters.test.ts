import { describe, expect, it } from "vitest";

import { splitGraphemes } from "./custom-charset";
import fc from "fast-check";

import {
  findInvisibleCodePoints,
  isInvisibleCodePoint,
  isUnreadableCodePoint,
} from "./invisible-characters";
import {
  describeCodePoint,
  formatInvisibleCharactersError,
  formatInvisibleTextError,
  formatNoStandaloneCharacterError,
} from "./invisible-characters-message";
import { findInvisibleInText } from "./visible-text";

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
    ["the braille blank", "\u2800"],
    ["the Hangul choseong filler", "\u115f"],
    ["the Hangul jungseong filler", "\u1160"],
    ["the halfwidth Hangul filler", "\uffa0"],
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

describe("isUnreadableCodePoint", () => {
  it.each([
    ["a noncharacter of the Arabic block", "\ufdd0"],
    ["U+FFFE", "\ufffe"],
    ["the last noncharacter", "\u{10ffff}"],
    ["an unassigned Greek code point", "\u0378"],
    ["an unassigned code point of plane 14", "\u{e0000}"],
    ["the first private-use code point", "\ue000"],
    ["a supplementary private-use code point", "\u{f0000}"],
  ])("is true for %s", (_, point) => {
    expect(isUnreadableCodePoint(point)).toBe(true);
  });

  it.each([
    ["a letter", "a"],
    ["the braille blank (invisible, not unreadable)", "\u2800"],
    ["a braille letter", "\u2801"],
    ["an emoji", "\u{1f44d}"],
    ["the replacement character", "\ufffd"],
    ["a lone surrogate (invisible)", "\ud800"],
  ])("is false for %s", (_, point) => {
    expect(isUnreadableCodePoint(point)).toBe(false);
  });

  it("agrees with the engine's General_Category for every code point", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (code) => {
        const point = String.fromCodePoint(code);
        expect(isUnreadableCodePoint(point)).toBe(/^[\p{Cn}\p{Co}]$/u.test(point));
      }),
      { numRuns: 2000 },
    );
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
    ["the braille blank", "\u2800", ["\u2800"]],
    ["a Hangul filler", "\u3164", ["\u3164"]],
    ["a private-use code point", "\ue000", ["\ue000"]],
    ["a noncharacter", "\uffff", ["\uffff"]],
    ["an unassigned code point with a combining mark", "\u0378\u0301", ["\u0378"]],
    ["a variation selector on the braille blank", "\u2800\ufe00", ["\u2800", "\ufe00"]],
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

  it("calls unassigned and private-use code points unreadable", () => {
    expect(formatInvisibleCharactersError(["\ue000"])).toBe(
      "The custom set contains an unreadable character: U+E000 (private use: no standard character). Remove it; a password must be readable.",
    );
    expect(formatInvisibleCharactersError(["\u2800", "\u0378"])).toBe(
      "The custom set contains invisible or unreadable characters: U+2800 BRAILLE PATTERN BLANK, U+0378 (unassigned: no character yet). Remove them; a password must be readable.",
    );
  });

  it("names at most eight and counts the rest", () => {
    const points = Array.from({ length: 10 }, (_, i) => String.fromCodePoint(0x2000 + i));
    const message = formatInvisibleCharactersError(points);
    expect(message).toContain("U+2007 FIGURE SPACE and 2 more.");
    expect(message).not.toContain("U+2008");
  });
});

describe("formatInvisibleTextError", () => {
  it("speaks of the text it is given", () => {
    expect(formatInvisibleTextError("--separator", ["\n", "\u202e"])).toBe(
      "--separator contains invisible characters: U+000A (a control character), U+202E RIGHT-TO-LEFT OVERRIDE. Remove them; a password must be readable.",
    );
  });
});

describe("formatNoStandaloneCharacterError", () => {
  it("names each code point of the pieces left out, once", () => {
    expect(formatNoStandaloneCharacterError(["\u0301\u0302", "\u0301", "\u1100"])).toBe(
      "The custom set has no character of its own: U+0301 (a combining mark), U+0302 (a combining mark), U+1100 (a Hangul leading consonant) only join the characters beside them, so they cannot be drawn alone. Type them together with their characters, as in é, or add other characters.",
    );
  });
});

describe("findInvisibleInText", () => {
  it.each([
    ["a visible separator", "-", []],
    ["the space", " ", []],
    ["an empty text", "", []],
    ["emoji joined by zero-width joiners", "👨‍👩‍👧", []],
    ["a newline", "\n", ["\n"]],
    [
      "a right-to-left override and a zero-width space",
      "a\u202e\u200bb\u202e",
      ["\u202e", "\u200b"],
    ],
    ["the braille blank and a Hangul filler", "\u2800\u3164", ["\u2800", "\u3164"]],
    [
      "a noncharacter, an unassigned and a private-use code point",
      "\ufdd0\u0378\ue000",
      ["\ufdd0", "\u0378", "\ue000"],
    ],
  ])("reads %s", (_, text, found) => {
    expect(findInvisibleInText(text)).toEqual(found);
  });

  it("finds in any text exactly what the custom set's rule finds in its characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), (text) => {
        const expected = new Set(
          splitGraphemes(text).flatMap((grapheme) => findInvisibleCodePoints(grapheme)),
        );
        expect(findInvisibleInText(text)).toEqual([...expected]);
      }),
    );
  }, 30_000);
});
