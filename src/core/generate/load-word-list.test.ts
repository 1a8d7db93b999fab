import { describe, expect, it } from "vitest";

import { loadWordList } from "./load-word-list";
import { generatePassphrase } from "./passphrase";
import { PASSPHRASE_LANGUAGES } from "./passphrase-language-names";
import {
  DEFAULT_PASSPHRASE_OPTIONS,
  PASSPHRASE_SYMBOLS,
  RANDOM_SEPARATORS,
  calculatePassphraseEntropyBits,
} from "./passphrase-options";

describe("the passphrase word lists", () => {
  for (const language of PASSPHRASE_LANGUAGES) {
    it(`${language.name}: ${language.size} distinct lowercase words, letters only`, async () => {
      const words = await loadWordList(language.code);
      expect(words).toHaveLength(language.size);
      expect(new Set(words).size).toBe(language.size);
      for (const word of words) {
        // Letters (English also has a few hyphenated words, checked with the EFF list), in
        // composed form, so no separator, digit or symbol can be read as part of a word.
        expect(word, word).toMatch(language.code === "en" ? /^[a-z-]+$/ : /^\p{Ll}+$/u);
        expect(word.normalize("NFC")).toBe(word);
      }
    });
  }
});

describe("passphrases in other languages, with symbols and random separators", () => {
  it("draws from the list it is given and adds each option's exact bits", async () => {
    const spanish = await loadWordList("es");
    const options = {
      ...DEFAULT_PASSPHRASE_OPTIONS,
      language: "es" as const,
      separator: " ",
      includeSymbol: true,
      randomSeparator: true,
    };
    for (let i = 0; i < 100; i++) {
      const result = generatePassphrase(options, undefined, spanish);
      if (!result.ok) throw new Error(result.error);
      const symbols = [...result.passphrase].filter((c) => PASSPHRASE_SYMBOLS.includes(c));
      expect(symbols).toHaveLength(1);
      const parts = result.passphrase.split(new RegExp(`[${RANDOM_SEPARATORS}]`));
      expect(parts).toHaveLength(6);
      for (const part of parts) {
        expect(spanish).toContain(part.replace(new RegExp(`[${PASSPHRASE_SYMBOLS}]$`), ""));
      }
      expect(result.entropyBits).toBeCloseTo(6 * 11 + Math.log2(6) + 3 + 5 * 2, 10);
    }
    expect(
      calculatePassphraseEntropyBits({ words: 6, includeNumber: false, language: "de" }),
    ).toBeCloseTo(6 * Math.log2(7776), 10);
  });
});
