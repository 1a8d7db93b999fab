/**
 * The estimator's worker: zxcvbn off the page's main thread, so a long password never blocks
 * typing (docs/decisions/checker-estimator-worker.md). A small entry of its own, precached; the
 * zxcvbn chunks it loads (`estimator-*` and the dictionaries) are cached on first use.
 */
import { serveEstimates } from "./estimate-protocol";
import { loadEstimateCrackTime } from "./estimator";

loadEstimateCrackTime().then(
  (estimate) => serveEstimates(self, estimate),
  (error: unknown) => {
    // A dictionary that cannot load (offline before the first use) fails the worker as a script
    // that cannot load does: thrown in a task of its own, it reaches the page as an error event.
    setTimeout(() => {
      throw error;
    });
  },
);
