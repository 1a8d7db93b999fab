import { useCallback, useRef, useState } from "react";

import type { EstimateCrackTime } from "../lib/estimator";

/** Loads the estimator chunk; replaced in tests. */
export type LoadEstimator = () => Promise<EstimateCrackTime>;

export const loadEstimatorChunk: LoadEstimator = () =>
  import("../lib/estimator").then((module) => module.estimateCrackTime);

export type EstimatorState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; estimate: EstimateCrackTime }
  | { status: "failed" };

/**
 * The crack-time estimator, fetched on first need (focus warms it, Check needs it) and kept for
 * the page's life. A failed load (offline) can be retried with `load` again.
 */
export function useCrackTimeEstimator(loadEstimator: LoadEstimator = loadEstimatorChunk): {
  state: EstimatorState;
  load: () => void;
} {
  const [state, setState] = useState<EstimatorState>({ status: "idle" });
  // A ref, not state: focus and submit can both ask within one render.
  const inFlight = useRef(false);
  const loaded = useRef(false);

  const load = useCallback(() => {
    if (inFlight.current || loaded.current) return;
    inFlight.current = true;
    setState({ status: "loading" });
    loadEstimator().then(
      (estimate) => {
        inFlight.current = false;
        loaded.current = true;
        setState({ status: "ready", estimate });
      },
      () => {
        inFlight.current = false;
        setState({ status: "failed" });
      },
    );
  }, [loadEstimator]);

  return { state, load };
}
