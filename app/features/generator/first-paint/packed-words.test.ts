import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { getEffLargeWordList } from "#core/generate/eff-large-wordlist";
import { getUsernameWordList } from "#core/generate/username";

import { packWords, unpackWords } from "./packed-words";

describe("packed word lists", () => {
  it("unpack to exactly the engine's English passphrase list", () => {
    const words = getEffLargeWordList();
    const packed = packWords(words);
    expect(unpackWords(packed)).toEqual(words);
    expect(packed.length).toBeLessThan(words.join(" ").length * 0.6);
  });

  it("unpack to exactly the engine's username words", () => {
    const words = getUsernameWordList();
    expect(unpackWords(packWords(words))).toEqual(words);
  });

  it("keep any list of words without digits, sorted or not, repeats included", () => {
    const word = fc.string({ minLength: 1, maxLength: 14 }).filter((text) => !/\d/.test(text));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), (words) => {
        expect(unpackWords(packWords(words))).toEqual(words);
      }),
    );
  });

  it("refuse a word the format cannot carry", () => {
    expect(() => packWords(["a1"])).toThrow(/cannot pack/);
    expect(() => packWords([""])).toThrow(/cannot pack/);
  });
});
