/**
 * The crack-time estimator chunk: zxcvbn-ts with its dictionaries (src/estimator/zxcvbn.ts, the
 * same set-up as `keysmith check`). Only ever loaded with `import()` from the checker, so no other
 * page carries it (DECISIONS.md, STACK-NOTES lazy zxcvbn).
 */
import { estimateGuesses } from "../../../../src/estimator/zxcvbn";

import { summarizeCrackTime, type CrackTimeEstimate } from "./crack-time";

export type EstimateCrackTime = (password: string) => CrackTimeEstimate;

/** zxcvbn's estimate for `password`, summarised; nothing is kept or logged. */
export const estimateCrackTime: EstimateCrackTime = (password) =>
  summarizeCrackTime(estimateGuesses(password));
