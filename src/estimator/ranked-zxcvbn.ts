/**
 * zxcvbn-ts set up from dictionaries ranked one by one, as each arrives. The site's estimator loads
 * each large dictionary as a file of its own and ranks it the moment it is in, while the others
 * still download, so that little is left to do once the last byte is in
 * (docs/decisions/checker-verdict.md, "Ranked as they arrive"). The result is zxcvbn's own: the same
 * ranks, the same dictionaries in the same order as `keysmith check`'s set-up (zxcvbn.ts), which a
 * test holds it to.
 */
import { ZxcvbnFactory, type OptionsGraph, type ZxcvbnResult } from "@zxcvbn-ts/core";
import translations from "@zxcvbn-ts/language-en/dist/translations.mjs";
import wordSequences from "@zxcvbn-ts/language-en/dist/wordSequences.json.mjs";

/** Words tied to this site: a password built on them is easier to guess here. */
export const SITE_WORDS: readonly string[] = ["keysmith"];

/** One dictionary as zxcvbn looks it up: each word's rank (from 1) and its longest word's length. */
export interface RankedDictionary {
  readonly words: readonly string[];
  readonly ranks: Readonly<Record<string, number>>;
  readonly maxWordSize: number;
}

/**
 * `words` ranked exactly as zxcvbn-ts ranks a dictionary it is given (its `buildRankedDictionary`
 * and `getRankedDictionariesMaxWordSize`, which it does not export): a plain object, later
 * duplicates winning, and 0 for an empty list.
 */
export function rankDictionary(words: readonly string[]): RankedDictionary {
  const ranks: Record<string, number> = {};
  let rank = 1;
  let maxWordSize = words.length === 0 ? 0 : -Infinity;
  for (const word of words) {
    ranks[word] = rank;
    rank += 1;
    maxWordSize = Math.max(maxWordSize, word.length);
  }
  return { words, ranks, maxWordSize };
}

/** The large dictionaries, in the order zxcvbn is given them: zxcvbn-ts's common ones, then English. */
export const LARGE_DICTIONARIES = [
  "diceware-common",
  "passwords-common",
  "commonWords-en",
  "firstnames-en",
  "lastnames-en",
  "wikipedia-en",
] as const;

export type LargeDictionaryName = (typeof LARGE_DICTIONARIES)[number];

/** The part of zxcvbn-ts's internal options this set-up fills in; checked before it is used. */
interface RankedOptions {
  dictionary: Record<string, readonly string[]>;
  rankedDictionaries: Record<string, Readonly<Record<string, number>>>;
  rankedDictionariesMaxWordSize: Record<string, number>;
}

function rankedOptionsOf(factory: ZxcvbnFactory): RankedOptions {
  const options: unknown = Reflect.get(factory, "options");
  const fits =
    typeof options === "object" &&
    options !== null &&
    ["dictionary", "rankedDictionaries", "rankedDictionariesMaxWordSize"].every(
      (key) => typeof Reflect.get(options, key) === "object",
    );
  if (!fits) throw new Error("zxcvbn-ts's options are not what this set-up expects.");
  return options as RankedOptions;
}

/**
 * zxcvbn with `large` (ranked with `rankDictionary`) and its English word sequences, keyboard
 * `graphs` and English texts. The factory is made with no dictionary, so it ranks nothing itself;
 * the ranked ones are then handed to it in the order the CLI's set-up spreads them.
 */
export function zxcvbnFromRanked(
  large: Readonly<Record<LargeDictionaryName, RankedDictionary>>,
  graphs: OptionsGraph,
): (password: string) => ZxcvbnResult {
  // Levenshtein matching stays off (zxcvbn's default): the site's pruned lists give the same
  // estimates only without it (pruned-dictionaries.ts).
  const factory = new ZxcvbnFactory({ translations, graphs });
  const options = rankedOptionsOf(factory);
  const all: [string, RankedDictionary][] = [
    ...LARGE_DICTIONARIES.map((name): [string, RankedDictionary] => [name, large[name]]),
    ...Object.entries(wordSequences).map(([name, words]): [string, RankedDictionary] => [
      name,
      rankDictionary(words),
    ]),
  ];
  options.dictionary = Object.fromEntries(all.map(([name, ranked]) => [name, ranked.words]));
  options.rankedDictionaries = Object.fromEntries(
    all.map(([name, ranked]) => [name, ranked.ranks]),
  );
  options.rankedDictionariesMaxWordSize = Object.fromEntries(
    all.map(([name, ranked]) => [name, ranked.maxWordSize]),
  );
  return (password) => factory.check(password, [...SITE_WORDS]);
}
