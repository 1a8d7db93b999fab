/**
 * zxcvbn-ts with its dictionaries (the same files and set-up as `keysmith check`,
 * src/estimator/ranked-zxcvbn.ts) and its result summarised for the checker. The page never
 * imports this on its main thread but where workers are missing: it runs in the estimator's worker
 * (crack-time-worker.ts), because one estimate can take more than a second
 * (docs/decisions/checker-estimator-worker.md; docs/product-decisions.md, "Entropy and crack time").
 *
 * Each large dictionary is a file of its own, asked for at once and ranked the moment it arrives,
 * so that when the last one is in, little is left to do before the first estimate
 * (docs/decisions/checker-verdict.md, "Ranked as they arrive").
 */
import {
  rankDictionary,
  zxcvbnFromRanked,
  type RankedDictionary,
} from "../../../../src/estimator/ranked-zxcvbn";
import commonWordsUrl from "@zxcvbn-ts/language-en/dist/commonWords.json.mjs?chunk-url";
import firstnamesUrl from "@zxcvbn-ts/language-en/dist/firstnames.json.mjs?chunk-url";
import lastnamesUrl from "@zxcvbn-ts/language-en/dist/lastnames.json.mjs?chunk-url";
import wikipediaUrl from "@zxcvbn-ts/language-en/dist/wikipedia.json.mjs?chunk-url";

import { summarizeCrackTime, type CrackTimeEstimate } from "./crack-time";
import commonUrl from "./zxcvbn-common?chunk-url";

export type EstimateCrackTime = (password: string) => CrackTimeEstimate;

/** A dictionary file, ranked as soon as it has loaded. */
async function ranked(url: string): Promise<RankedDictionary> {
  const module: { default: readonly string[] } = await import(/* @vite-ignore */ url);
  return rankDictionary(module.default);
}

async function rankedCommon() {
  const { adjacencyGraphs, dictionary }: typeof import("./zxcvbn-common") = await import(
    /* @vite-ignore */ commonUrl
  );
  return {
    graphs: adjacencyGraphs,
    diceware: rankDictionary(dictionary["diceware-common"]),
    passwords: rankDictionary(dictionary["passwords-common"]),
  };
}

/**
 * zxcvbn's estimate, summarised, once every dictionary is in and ranked; nothing is kept or logged.
 * Rejects if a file cannot load (offline before the first use).
 */
export async function loadEstimateCrackTime(): Promise<EstimateCrackTime> {
  const [common, commonWords, firstnames, lastnames, wikipedia] = await Promise.all([
    rankedCommon(),
    ranked(commonWordsUrl),
    ranked(firstnamesUrl),
    ranked(lastnamesUrl),
    ranked(wikipediaUrl),
  ]);
  const estimateGuesses = zxcvbnFromRanked(
    {
      "diceware-common": common.diceware,
      "passwords-common": common.passwords,
      "commonWords-en": commonWords,
      "firstnames-en": firstnames,
      "lastnames-en": lastnames,
      "wikipedia-en": wikipedia,
    },
    common.graphs,
  );
  return (password) => summarizeCrackTime(estimateGuesses(password));
}
