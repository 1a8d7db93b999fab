import { Options } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary } from "@zxcvbn-ts/language-en";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  LARGE_DICTIONARIES,
  rankDictionary,
  zxcvbnFromRanked,
  type LargeDictionaryName,
  type RankedDictionary,
} from "./ranked-zxcvbn";
import { expectSameEstimate } from "./same-estimate.fixture";
import { VERDICT_TABLE } from "./verdict-table.fixture";

const ALL: Record<string, string[]> = { ...commonDictionary, ...englishDictionary };

/** What zxcvbn-ts makes of `words` when it is given them itself. */
function rankedByZxcvbn(words: string[]) {
  const options = new Options({ dictionary: { list: words } });
  return {
    ranks: options.rankedDictionaries.list ?? {},
    maxWordSize: options.rankedDictionariesMaxWordSize.list,
  };
}

const large = Object.fromEntries(
  LARGE_DICTIONARIES.map((name) => [name, rankDictionary(ALL[name] ?? [])]),
) as Record<LargeDictionaryName, RankedDictionary>;
const rankedEstimate = zxcvbnFromRanked(large, adjacencyGraphs);

describe("rankDictionary", () => {
  it("ranks every dictionary the site loads exactly as zxcvbn-ts does, in the same order", () => {
    expect(Object.keys(ALL).slice(0, LARGE_DICTIONARIES.length)).toEqual([...LARGE_DICTIONARIES]);
    for (const [name, words] of Object.entries(ALL)) {
      const ours = rankDictionary(words);
      const theirs = rankedByZxcvbn(words);
      expect(Object.keys(ours.ranks), name).toEqual(Object.keys(theirs.ranks));
      expect(ours.ranks, name).toEqual(theirs.ranks);
      expect(ours.maxWordSize, name).toBe(theirs.maxWordSize);
    }
  });

  it("keeps zxcvbn-ts's rules for any list: later duplicates win, and an empty list is 0 long", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 40 }), (words) => {
        const ours = rankDictionary(words);
        const theirs = rankedByZxcvbn(words);
        expect(ours.ranks).toEqual(theirs.ranks);
        expect(ours.maxWordSize).toBe(theirs.maxWordSize);
      }),
    );
  });
});

describe("zxcvbnFromRanked", () => {
  it("rates every password of the verdict table as keysmith check does", () => {
    for (const { password } of VERDICT_TABLE) {
      expectSameEstimate(rankedEstimate, password);
    }
  });

  it("rates words, names, years and noise as keysmith check does", () => {
    const sample = (name: string) => (ALL[name] ?? []).filter((_, index) => index % 997 === 0);
    const word = fc.constantFrom(
      ...LARGE_DICTIONARIES.flatMap(sample),
      ...Object.values(englishDictionary)
        .filter((words) => words.length <= 30)
        .flat(),
      "keysmith",
    );
    const piece = fc.oneof(
      word,
      word.map((text) => text.toUpperCase()),
      fc.integer({ min: 1900, max: 2030 }).map(String),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), (pieces) => {
        const password = pieces.join("");
        expectSameEstimate(rankedEstimate, password);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
