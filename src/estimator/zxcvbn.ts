/**
 * zxcvbn-ts set up once, with its common and English dictionaries (about 1 MB gzipped): the guess
 * estimate behind the checker's cap and the crack times, as `keysmith check` bundles it. The site
 * sets the same up from the same files, each dictionary ranked as it arrives (ranked-zxcvbn.ts).
 */
import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";

import { SITE_WORDS } from "./ranked-zxcvbn";

// Ranking the dictionaries takes a few hundred milliseconds, once, when this module loads.
const factory = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

/** zxcvbn's full result for `password`; nothing is kept or logged. */
export function estimateGuesses(password: string): ZxcvbnResult {
  return factory.check(password, [...SITE_WORDS]);
}
