/**
 * The estimator's worker: zxcvbn off the page's main thread, so a long password never blocks
 * typing (docs/decisions/checker-estimator-worker.md). A small entry of its own, precached; the
 * zxcvbn chunk it imports is the page's `estimator-*`, cached on first use.
 */
import { serveEstimates } from "./estimate-protocol";
import { estimateCrackTime } from "./estimator";

serveEstimates(self, estimateCrackTime);
