/**
 * The crack-time estimator chunk: zxcvbn-ts with its dictionaries (src/estimator/zxcvbn.ts, the
 * same set-up as `keysmith check`), and the view of its result, which can only show once this has
 * loaded. Only ever loaded with `import()` from the checker, so no other page carries it and the
 * checker's first view stays light (docs/product-decisions.md, "Entropy and crack time";
 * docs/stack-notes.md, "Lazy zxcvbn").
 */
import type { ComponentType } from "react";

import { estimateGuesses } from "../../../../src/estimator/zxcvbn";
import { CrackTimeEstimateView } from "../components/crack-time-estimate";
import { summarizeCrackTime, type CrackTimeEstimate } from "./crack-time";

export type EstimateCrackTime = (password: string) => CrackTimeEstimate;

/** zxcvbn's estimate for `password`, summarised; nothing is kept or logged. */
export const estimateCrackTime: EstimateCrackTime = (password) =>
  summarizeCrackTime(estimateGuesses(password));

/** What the chunk gives the checker. */
export interface Estimator {
  estimate: EstimateCrackTime;
  View: ComponentType<{ result: CrackTimeEstimate }>;
}

export const ESTIMATOR: Estimator = { estimate: estimateCrackTime, View: CrackTimeEstimateView };
