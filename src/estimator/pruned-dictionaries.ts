/**
 * zxcvbn's English dictionaries without the entries that can never decide an estimate, for the
 * site, whose visitors download them (docs/decisions/checker-verdict.md, "Dictionaries without
 * dead entries"). On a given part of a password, with given capitals, substitutions or reversal,
 * zxcvbn makes one match per dictionary that holds the word, and keeps the one with the fewest
 * guesses, the earlier dictionary on a tie; the estimate and the feedback only ever read the
 * match it keeps. So an entry is dead, and can go, when another dictionary ranks the word lower
 * and that match always wins: it comes earlier in zxcvbn's order, or it has strictly fewer
 * guesses even after zxcvbn raises a part's guesses to its floor of 50 (the entry's rank is over
 * 50). An earlier copy of a word its own list has again later is dead too: the later rank wins.
 * A dead entry becomes an empty string, so that every word after it keeps its rank, and zxcvbn
 * never looks up an empty string. The result is zxcvbn's own, which pruned-dictionaries.test.ts
 * holds the site to.
 *
 * This holds while zxcvbn's Levenshtein matching stays off, its default and the estimator's
 * set-up (`zxcvbnFromRanked`): with it on, zxcvbn would also look for the entry nearest a word
 * that no list holds, and a dead entry could be that nearest one.
 */
import { dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary } from "@zxcvbn-ts/language-en";

import { LARGE_DICTIONARIES, type LargeDictionaryName } from "./ranked-zxcvbn";

/** The large dictionaries' full lists, as zxcvbn-ts's common and English packages give them. */
export function fullDictionaryLists(): Record<LargeDictionaryName, string[]> {
  const all: Partial<Record<string, string[]>> = { ...commonDictionary, ...englishDictionary };
  return Object.fromEntries(
    LARGE_DICTIONARIES.map((name) => {
      const words = all[name];
      if (words === undefined)
        throw new Error(`pruned-dictionaries: zxcvbn-ts has no ${name} list`);
      return [name, words];
    }),
  ) as Record<LargeDictionaryName, string[]>;
}

/**
 * The dictionaries the site prunes: those where it saves bytes. About half of the common words
 * are ranked lower among the passwords or elsewhere (199 KB brotli, 113 KB pruned); the last
 * names save 4 KB. Pruning the first names and Wikipedia's words would save nothing or cost a
 * little: their few dead entries break runs of shared prefixes.
 */
export const PRUNED_DICTIONARIES = [
  "commonWords-en",
  "lastnames-en",
] as const satisfies readonly LargeDictionaryName[];

/**
 * The dictionaries whose ranks can make another's entry dead: all the large ones but the
 * diceware list, whose scoring zxcvbn-ts may treat apart (a fixed guess count for a list it names
 * `diceware`), so that its ranks are not taken for guesses here.
 */
const REFERENCE_DICTIONARIES = LARGE_DICTIONARIES.filter((name) => name !== "diceware-common");

/**
 * The floor zxcvbn puts under the guesses of a part of a password longer than one character
 * (`MIN_SUBMATCH_GUESSES_MULTI_CHAR` in zxcvbn-ts): ranks up to it can tie.
 */
const TIE_FLOOR = 50;

/** Each word's rank as zxcvbn ranks a list: its position from 1, a later duplicate winning. */
function ranksOf(words: readonly string[]): Map<string, number> {
  const ranks = new Map<string, number>();
  words.forEach((word, index) => ranks.set(word, index + 1));
  return ranks;
}

/**
 * `name`'s list with each dead entry (see above) replaced by an empty string.
 */
export function withoutDeadEntries(
  name: LargeDictionaryName,
  lists: Readonly<Record<LargeDictionaryName, readonly string[]>>,
): string[] {
  const position = LARGE_DICTIONARIES.indexOf(name);
  const others = REFERENCE_DICTIONARIES.filter((other) => other !== name).map((other) => ({
    ranks: ranksOf(lists[other]),
    earlier: LARGE_DICTIONARIES.indexOf(other) < position,
  }));
  const own = ranksOf(lists[name]);
  return lists[name].map((word, index) => {
    const rank = index + 1;
    if (own.get(word) !== rank) return "";
    const alwaysBeaten = others.some(({ ranks, earlier }) => {
      const other = ranks.get(word);
      return other !== undefined && other < rank && (earlier || rank > TIE_FLOOR);
    });
    return alwaysBeaten ? "" : word;
  });
}
