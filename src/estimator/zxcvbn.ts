/**
 * zxcvbn-ts set up once, with its common and English dictionaries (about 1 MB gzipped): the guess
 * estimate behind the checker's cap and the crack times. The site runs it in a worker
 * (app/features/checker/lib/crack-time-worker.ts), never in a page's first view; `keysmith check`
 * bundles it.
 */
import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";

/** Words tied to this site: a password built on them is easier to guess here. */
const SITE_WORDS = ["keysmith"];

// Ranking the dictionaries takes a few hundred milliseconds, once, when this module loads.
const factory = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

/** zxcvbn's full result for `password`; nothing is kept or logged. */
export function estimateGuesses(password: string): ZxcvbnResult {
  return factory.check(password, SITE_WORDS);
}
