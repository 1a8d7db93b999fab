import { useCallback, useEffect, useState } from "react";

import type { CrackTimeEstimate } from "../lib/crack-time";
import type { Estimator } from "../lib/crack-time-estimator";
import type { LazyState } from "./use-lazy-evidence";

/** The estimator's answer for one password: its estimate, or null if it could not give one. */
interface Answer {
  password: string;
  estimator: Estimator;
  estimate: CrackTimeEstimate | null;
}

/**
 * The crack-time estimate of the checked password, asked of the estimator (a worker) once it is
 * ready. Subscribes to the one answer per check; an answer for an earlier password or estimator
 * is never shown. `failed` when the estimator could not answer; `retry` asks again.
 */
export function useCrackTimeEstimate(
  password: string | null,
  state: LazyState<Estimator>,
): { estimate: CrackTimeEstimate | null; failed: boolean; retry: () => void } {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const estimator = state.status === "ready" ? state.value : null;

  useEffect(() => {
    if (password === null || estimator === null) return;
    let latest = true;
    estimator.estimate(password).then(
      (estimate) => {
        if (latest) setAnswer({ password, estimator, estimate });
      },
      () => {
        if (latest) setAnswer({ password, estimator, estimate: null });
      },
    );
    return () => {
      latest = false;
    };
  }, [password, estimator, attempt]);

  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((count) => count + 1);
  }, []);

  const current =
    answer !== null && answer.password === password && answer.estimator === estimator
      ? answer
      : null;
  return {
    estimate: current?.estimate ?? null,
    failed: current !== null && current.estimate === null,
    retry,
  };
}
