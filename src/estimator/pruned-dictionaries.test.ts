import { adjacencyGraphs } from "@zxcvbn-ts/language-common";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  PRUNED_DICTIONARIES,
  fullDictionaryLists,
  withoutDeadEntries,
} from "./pruned-dictionaries";
import {
  LARGE_DICTIONARIES,
  rankDictionary,
  zxcvbnFromRanked,
  type LargeDictionaryName,
  type RankedDictionary,
} from "./ranked-zxcvbn";
import { expectSameEstimate } from "./same-estimate.fixture";
import { VERDICT_TABLE } from "./verdict-table.fixture";

const lists = fullDictionaryLists();

const pruned = Object.fromEntries(
  PRUNED_DICTIONARIES.map((name) => [name, withoutDeadEntries(name, lists)]),
) as Record<(typeof PRUNED_DICTIONARIES)[number], string[]>;

/** The site's estimate with the pruned lists, as the build ships them. */
const prunedEstimate = zxcvbnFromRanked(
  Object.fromEntries(
    LARGE_DICTIONARIES.map((name) => [
      name,
      rankDictionary((pruned as Partial<Record<string, string[]>>)[name] ?? lists[name]),
    ]),
  ) as Record<LargeDictionaryName, RankedDictionary>,
  adjacencyGraphs,
);

/** The words pruning took out of a list. */
function removedFrom(name: (typeof PRUNED_DICTIONARIES)[number]): string[] {
  const kept = pruned[name];
  return lists[name].filter((word, index) => kept[index] === "" && word !== "");
}

describe("withoutDeadEntries", () => {
  it("keeps every word where it was, and takes out only words that can never be zxcvbn's match", () => {
    /** Each word's rank in each list, a later duplicate winning, as zxcvbn ranks them. */
    const ranks = new Map(
      LARGE_DICTIONARIES.map((name) => [
        name,
        new Map(lists[name].map((word, i) => [word, i + 1])),
      ]),
    );
    for (const name of PRUNED_DICTIONARIES) {
      const original = lists[name];
      const kept = pruned[name];
      expect(kept).toHaveLength(original.length);
      original.forEach((word, index) => {
        if (kept[index] === word) return;
        expect(kept[index], `${name} #${index + 1}`).toBe("");
        const rank = index + 1;
        const laterCopy = ranks.get(name)?.get(word) !== rank;
        // Another list ranks it lower, and wins even a tie: it comes earlier, or the rank is over
        // the floor zxcvbn puts under a part's guesses.
        const alwaysBeaten = LARGE_DICTIONARIES.some((other) => {
          const otherRank = ranks.get(other)?.get(word);
          if (other === name || other === "diceware-common" || otherRank === undefined)
            return false;
          const earlier = LARGE_DICTIONARIES.indexOf(other) < LARGE_DICTIONARIES.indexOf(name);
          return otherRank < rank && (earlier || rank > 50);
        });
        expect(laterCopy || alwaysBeaten, `${word} in ${name}`).toBe(true);
      });
    }
  });

  it("takes out a good share of the common words (what makes it worth doing)", () => {
    const removed = removedFrom("commonWords-en").length;
    expect(removed / lists["commonWords-en"].length).toBeGreaterThan(0.4);
  });

  it("never takes a word out of every list: its lowest rank stays", () => {
    for (const name of PRUNED_DICTIONARIES) {
      for (const word of removedFrom(name).filter((_, index) => index % 50 === 0)) {
        const stays = LARGE_DICTIONARIES.some((other) => {
          const kept = (pruned as Partial<Record<string, string[]>>)[other] ?? lists[other];
          return other !== "diceware-common" && kept.includes(word);
        });
        expect(stays, word).toBe(true);
      }
    }
  });
});

describe("the estimate with pruned lists", () => {
  it("rates every password of the verdict table as keysmith check does", () => {
    for (const { password } of VERDICT_TABLE) {
      expectSameEstimate(prunedEstimate, password);
    }
  });

  it("rates the words it took out, in capitals, leet, reversed and run together, as keysmith check does", () => {
    const word = fc.constantFrom(
      ...PRUNED_DICTIONARIES.flatMap((name) =>
        removedFrom(name).filter((_, index) => index % 97 === 0),
      ),
    );
    const piece = fc.oneof(
      word,
      word.map((text) => text[0]?.toUpperCase() + text.slice(1)),
      word.map((text) => text.toUpperCase()),
      word.map((text) => text.replaceAll("a", "@").replaceAll("e", "3").replaceAll("o", "0")),
      word.map((text) => [...text].reverse().join("")),
      fc.integer({ min: 0, max: 2030 }).map(String),
      fc.constantFrom("!", "-", "_", " ", "."),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 4 }), (pieces) => {
        const password = pieces.join("");
        expectSameEstimate(prunedEstimate, password);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it("rates each of a sample of the words it took out, alone, as keysmith check does", () => {
    for (const name of PRUNED_DICTIONARIES) {
      for (const password of removedFrom(name).filter((_, index) => index % 40 === 0)) {
        expectSameEstimate(prunedEstimate, password);
      }
    }
  }, 120_000);
});
