/**
 * zxcvbn-ts with its dictionaries (src/estimator/zxcvbn.ts, the same set-up as `keysmith check`)
 * and its result summarised for the checker. The page never imports this on its main thread but
 * where workers are missing: it runs in the estimator's worker (crack-time-worker.ts), because one
 * estimate can take more than a second (docs/decisions/checker-estimator-worker.md;
 * docs/product-decisions.md, "Entropy and crack time").
 */
import { estimateGuesses } from "../../../../src/estimator/zxcvbn";
import { summarizeCrackTime, type CrackTimeEstimate } from "./crack-time";

export type EstimateCrackTime = (password: string) => CrackTimeEstimate;

/** zxcvbn's estimate for `password`, summarised; nothing is kept or logged. */
export const estimateCrackTime: EstimateCrackTime = (password) =>
  summarizeCrackTime(estimateGuesses(password));
