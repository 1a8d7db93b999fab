import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { sortedLines } from "./sorted-lines";

const joinSorted = (words: readonly string[]) => [...words].sort().join("\n");

describe("sortedLines", () => {
  it("finds each word of a list and nothing else", () => {
    const lookup = sortedLines(joinSorted(["password", "123456", "qwerty", "letmein", "dragon"]));
    for (const word of ["password", "123456", "qwerty", "letmein", "dragon"]) {
      expect(lookup.has(word)).toBe(true);
    }
    for (const word of ["pass", "passwords", "123", "zzz", "a", "dragon\nqwerty"]) {
      expect(lookup.has(word)).toBe(false);
    }
  });

  it("finds nothing in an empty list, never the empty word, and the one word of a list of one", () => {
    expect(sortedLines("").has("a")).toBe(false);
    expect(sortedLines("").has("")).toBe(false);
    expect(sortedLines("\na").has("")).toBe(false);
    expect(sortedLines("only").has("only")).toBe(true);
    expect(sortedLines("only").has("onl")).toBe(false);
  });

  it("answers as a Set of the same words does, for any list and any word", () => {
    const word = fc.string({ minLength: 1, maxLength: 6 }).filter((text) => !text.includes("\n"));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 60 }), word, (words, probe) => {
        const lookup = sortedLines(joinSorted(words));
        const set = new Set(words);
        // Every word of the list, and a word that may or may not be on it.
        for (const each of [...words, probe]) expect(lookup.has(each)).toBe(set.has(each));
      }),
    );
  });
});
