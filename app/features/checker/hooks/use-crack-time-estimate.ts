import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

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
 * How long the field must rest before what it holds is estimated ahead of Check
 * (docs/decisions/checker-estimator-worker.md, "Ahead of Check"): shorter than the gap between
 * two keys of a steady typist, so the last key's value is on its way before Check.
 */
export const TYPING_PAUSE_MS = 60;

/**
 * The longest value estimated ahead. zxcvbn's time grows with the length up to 256 characters
 * (over a second there on a phone); a longer paste is estimated on Check only, as before, so the
 * worker is never busy with a value the visitor may not check when Check comes.
 */
export const AHEAD_MAX_LENGTH = 100;

/**
 * The crack-time estimate of the checked password, asked of the estimator (a worker) once it is
 * ready. While the visitor types, the field's value is estimated ahead once the field rests
 * (`typed`), and nothing of it shows: Check then finds its answer ready when the value is the one
 * estimated, and asks for it otherwise. Only an answer for exactly the checked password and the
 * current estimator is ever returned. `failed` when the estimator could not answer; `retry` asks
 * again. `answerOf` gives the answer kept for the value estimated ahead too, for the checker to
 * prepare its result unseen.
 */
export function useCrackTimeEstimate(
  password: string | null,
  state: LazyState<Estimator>,
  typed = "",
): {
  estimate: CrackTimeEstimate | null;
  failed: boolean;
  retry: () => void;
  /**
   * The answer kept for `candidate` (the checked password or the value estimated ahead), the same
   * object for as long as it is kept: nothing for any other text.
   */
  answerOf: (candidate: string) => EstimateAnswer;
} {
  // The answers kept: the checked password's and the latest ahead of Check, no more.
  const [answers, setAnswers] = useState<readonly Answer[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [rested, setRested] = useState(typed);
  const checkedRef = useRef(password);
  useLayoutEffect(() => {
    checkedRef.current = password;
  }, [password]);
  const estimator = state.status === "ready" ? state.value : null;

  useEffect(() => {
    const timer = setTimeout(() => setRested(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const answerFor = (candidate: string) =>
    answers.find((answer) => answer.password === candidate && answer.estimator === estimator);
  // The checked password comes first; the estimator answers only its latest request, so the
  // value ahead of Check is asked for only once the check has its answer.
  const target =
    password !== null && answerFor(password) === undefined
      ? password
      : rested !== "" &&
          rested === typed &&
          rested.length <= AHEAD_MAX_LENGTH &&
          answerFor(rested) === undefined
        ? rested
        : null;

  useEffect(() => {
    if (target === null || estimator === null) return;
    let latest = true;
    const keep = (estimate: CrackTimeEstimate | null) => {
      if (!latest) return;
      setAnswers((kept) => [
        { password: target, estimator, estimate },
        ...kept.filter(
          (answer) => answer.password !== target && answer.password === checkedRef.current,
        ),
      ]);
    };
    estimator.estimate(target).then(keep, () => keep(null));
    return () => {
      latest = false;
    };
  }, [target, estimator, attempt]);

  const retry = useCallback(() => {
    setAnswers((kept) => kept.filter((answer) => answer.password !== checkedRef.current));
    setAttempt((count) => count + 1);
  }, []);

  const current = password === null ? undefined : answerFor(password);
  return {
    estimate: current?.estimate ?? null,
    failed: current !== undefined && current.estimate === null,
    retry,
    answerOf: (candidate) => {
      const answer = answerFor(candidate);
      return {
        estimate: answer?.estimate ?? null,
        failed: answer !== undefined && !answer.estimate,
      };
    },
  };
}

/** What the estimator has said of one password so far: its estimate, or that it could not. */
export interface EstimateAnswer {
  estimate: CrackTimeEstimate | null;
  failed: boolean;
}
