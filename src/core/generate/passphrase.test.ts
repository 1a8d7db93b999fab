import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImpossibleIndexError } from "../invariant";
import type { Randomizer } from "../random/randomizer";
import { createSeededRandomizer, createSequenceRandomizer } from "../testing/seeded-randomizer";
import { EFF_LARGE_WORDLIST_SIZE, getEffLargeWordList } from "./eff-large-wordlist";
import { generatePassphrase, PASSPHRASE_ERRORS } from "./passphrase";
import {
  calculatePassphraseEntropyBits,
  constrainPassphraseWords,
  DEFAULT_PASSPHRASE_OPTIONS,
  type PassphraseOptions,
} from "./passphrase-options";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function options(overrides: Partial<PassphraseOptions>): PassphraseOptions {
  return { ...DEFAULT_PASSPHRASE_OPTIONS, ...overrides };
}

describe("the EFF large word list", () => {
  const words = getEffLargeWordList();

  it("has 7,776 distinct words, as the constant says", () => {
    expect(words).toHaveLength(7776);
    expect(EFF_LARGE_WORDLIST_SIZE).toBe(7776);
    expect(new Set(words).size).toBe(7776);
  });

  it("runs from abacus to zoom in the list's order", () => {
    expect([words[0], words[1], words[7774], words[7775]]).toEqual([
      "abacus",
      "abdomen",
      "zoology",
      "zoom",
    ]);
  });

  it("holds only lower-case words, some with one hyphen", () => {
    for (const word of words) expect(word).toMatch(/^[a-z]+(?:-[a-z]+)?$/);
  });

  it("has no hyphenated word starting with a word, so '-'-joined text has one reading", () => {
    // Two readings of the same text would need a word w and a word "w-…" (see
    // calculatePassphraseEntropyBits); without such a pair the entropy counts distinct texts.
    const set = new Set(words);
    const clashes = words.filter((word) => word.includes("-") && set.has(word.split("-")[0] ?? ""));
    expect(clashes).toEqual([]);
  });
});

describe("generatePassphrase", () => {
  it("joins the drawn words with the separator", () => {
    const result = generatePassphrase(
      options({ words: 3, separator: " " }),
      createSequenceRandomizer([0, 1, 7775]),
    );
    expect(result).toMatchObject({ ok: true, passphrase: "abacus abdomen zoom" });
  });

  it("capitalizes the first letter of every word", () => {
    const result = generatePassphrase(
      options({ words: 3, capitalize: true }),
      createSequenceRandomizer([0, 1, 7775]),
    );
    expect(result).toMatchObject({ ok: true, passphrase: "Abacus-Abdomen-Zoom" });
  });

  it("adds a number by appending one random digit to one random word", () => {
    // Words 0, 1, 7775; then word position 1 and digit 7.
    const result = generatePassphrase(
      options({ words: 3, includeNumber: true }),
      createSequenceRandomizer([0, 1, 7775, 1, 7]),
    );
    expect(result).toMatchObject({ ok: true, passphrase: "abacus-abdomen7-zoom" });
  });

  it.each([
    [2, 3],
    [25, 20],
    [Number.NaN, 6],
  ])("brings %d words to %d", (words, expected) => {
    const result = generatePassphrase(
      options({ words, separator: " " }),
      createSeededRandomizer(1),
    );
    expect(result.ok && result.passphrase.split(" ")).toHaveLength(expected);
  });

  it("draws only list words, the requested number of them, with exactly one digit if asked", () => {
    const list = new Set(getEffLargeWordList());
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 20 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer(),
        (words, capitalize, includeNumber, seed) => {
          const result = generatePassphrase(
            { ...DEFAULT_PASSPHRASE_OPTIONS, words, separator: " ", capitalize, includeNumber },
            createSeededRandomizer(seed),
          );
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const parts = result.passphrase.split(" ");
          expect(parts).toHaveLength(words);
          expect(result.passphrase.replace(/\D/g, "")).toHaveLength(includeNumber ? 1 : 0);
          for (const part of parts) {
            expect(list.has(part.replace(/\d$/, "").toLowerCase())).toBe(true);
            if (capitalize) expect(part).toMatch(/^[A-Z]/);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("says where each word after the first begins, just after its separator", () => {
    // "t-shirt" holds a hyphen, and a digit or no separator leaves nothing to find in the text.
    const tShirt = getEffLargeWordList().indexOf("t-shirt");
    const cases: Array<[Partial<PassphraseOptions>, string, number[]]> = [
      [{ separator: "-" }, "abacus-t-shirt-zoom", [7, 15]],
      [{ separator: "" }, "abacust-shirtzoom", [6, 13]],
      [{ separator: "7" }, "abacus7t-shirt7zoom", [7, 15]],
      [{ separator: " · " }, "abacus · t-shirt · zoom", [9, 19]],
    ];
    for (const [overrides, passphrase, wordStarts] of cases) {
      const result = generatePassphrase(
        options({ words: 3, ...overrides }),
        createSequenceRandomizer([0, tShirt, 7775]),
      );
      expect(result).toEqual({ ok: true, passphrase, entropyBits: expect.any(Number), wordStarts });
    }
  });

  it("cuts at its word starts into words with their digit, symbol and separator", () => {
    const list = new Set(getEffLargeWordList());
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 20 }),
        fc.record({
          capitalize: fc.boolean(),
          includeNumber: fc.boolean(),
          includeSymbol: fc.boolean(),
          randomSeparator: fc.boolean(),
        }),
        fc.constantFrom("-", "", ".", "_", " ", "5", "x", "--"),
        fc.integer(),
        (words, flags, separator, seed) => {
          const result = generatePassphrase(
            { ...DEFAULT_PASSPHRASE_OPTIONS, ...flags, words, separator },
            createSeededRandomizer(seed),
          );
          if (!result.ok) throw new Error(result.error);
          expect(result.wordStarts).toHaveLength(words - 1);
          const cuts = [0, ...result.wordStarts, result.passphrase.length];
          const parts = cuts.slice(1).map((end, i) => result.passphrase.slice(cuts[i], end));
          expect(parts.join("")).toBe(result.passphrase);
          parts.forEach((part, i) => {
            const last = i === parts.length - 1;
            const used = flags.randomSeparator ? part.slice(-1) : separator;
            const word = (last ? part : part.slice(0, part.length - used.length))
              .replace(/[!#$%&*?@]$/, "")
              .replace(/\d$/, "")
              .toLowerCase();
            expect(list.has(word), `${part} in ${result.passphrase}`).toBe(true);
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("fails with an empty word list rather than printing separators", () => {
    expect(generatePassphrase(DEFAULT_PASSPHRASE_OPTIONS, createSeededRandomizer(1), [])).toEqual({
      ok: false,
      error: PASSPHRASE_ERRORS.emptyWordList,
    });
  });

  it("reports a missing Web Crypto", async () => {
    vi.stubGlobal("crypto", undefined);
    vi.resetModules();
    const fresh = await import("./passphrase");
    expect(fresh.generatePassphrase(DEFAULT_PASSPHRASE_OPTIONS)).toEqual({
      ok: false,
      error:
        "Secure random numbers are not available in this browser, so no password was generated.",
    });
  });
});

describe("passphrase entropy", () => {
  it.each([
    [3, false, 3 * Math.log2(7776)],
    [6, false, 77.5489],
    [6, true, 6 * Math.log2(7776) + Math.log2(6) + Math.log2(10)],
    [20, true, 20 * Math.log2(7776) + Math.log2(200)],
  ])("%d words, number %s: %d bits", (words, includeNumber, bits) => {
    expect(calculatePassphraseEntropyBits({ words, includeNumber })).toBeCloseTo(bits, 3);
  });

  it("is what generatePassphrase reports", () => {
    const result = generatePassphrase(
      options({ words: 8, includeNumber: true }),
      createSeededRandomizer(2),
    );
    expect(result.ok && result.entropyBits).toBe(
      calculatePassphraseEntropyBits({ words: 8, includeNumber: true }),
    );
  });

  it("counts the clamped word count", () => {
    expect(calculatePassphraseEntropyBits({ words: 1, includeNumber: false })).toBe(
      calculatePassphraseEntropyBits({ words: 3, includeNumber: false }),
    );
  });
});

describe("constrainPassphraseWords", () => {
  it.each([
    [3, 3],
    [20, 20],
    [0, 3],
    [21, 20],
    [6.6, 7],
    [Number.POSITIVE_INFINITY, 6],
  ])("%d → %d", (words, expected) => {
    expect(constrainPassphraseWords(words)).toBe(expected);
  });
});

describe("a randomizer that breaks its contract", () => {
  it("makes passphrase generation throw rather than use an empty word", () => {
    const outOfRange: Randomizer = {
      nextInt: (maxExclusive) => maxExclusive,
      fillInts: (target, maxExclusive) => target.fill(maxExclusive),
    };
    expect(() => generatePassphrase(DEFAULT_PASSPHRASE_OPTIONS, outOfRange)).toThrow(
      ImpossibleIndexError,
    );
  });
});
