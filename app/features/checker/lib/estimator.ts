/**
 * The crack-time estimator: zxcvbn-ts with its common and English dictionaries (about 1 MB
 * gzipped). Only ever loaded with `import()` from the checker, so no other page carries it
 * (DECISIONS.md, STACK-NOTES lazy zxcvbn).
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";

import { summarizeCrackTime, type CrackTimeEstimate } from "./crack-time";

/** Words tied to this site: a password built on them is easier to guess here. */
const SITE_WORDS = ["keysmith"];

// Ranking the dictionaries takes a few hundred milliseconds, once, while the chunk loads.
const factory = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

export type EstimateCrackTime = (password: string) => CrackTimeEstimate;

/** zxcvbn's estimate for `password`, summarised; nothing is kept or logged. */
export const estimateCrackTime: EstimateCrackTime = (password) =>
  summarizeCrackTime(factory.check(password, SITE_WORDS));
