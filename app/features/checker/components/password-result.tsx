import { t } from "@lingui/core/macro";
import { memo, useMemo } from "react";

import { CHECKER_MAX_SCORE } from "#core/options/limits";
import { judgePassword, type PasswordVerdict } from "#core/strength/verdict";

import type { BreachState } from "../hooks/use-breach-check";
import type { LazyState } from "../hooks/use-lazy-evidence";
import type { CrackTimeEstimate } from "../lib/crack-time";
import type { Estimator } from "../lib/crack-time-estimator";
import { breachResultText, capMessage, strengthLabel } from "../lib/result-texts";
import { CheckResult } from "./check-result";
import { CrackTimePanel } from "./crack-time-panel";

/*
 * A checked password's result: what the checker shows only once Check is pressed, in a chunk of
 * its own that loads while the page is idle or when the field is focused
 * (docs/decisions/checker-verdict.md, "The result's own chunk").
 */

export { BreachResultNote } from "./breach-result";

/** The breach check's count for the verdict: null while checking, undefined when off or failed. */
function breachCountOf(state: BreachState): number | null | undefined {
  if (state.status === "checking") return null;
  if (state.status === "off") return undefined;
  const { result } = state;
  return result.kind === "found" ? result.count : result.kind === "not-found" ? 0 : undefined;
}

/** The estimator's state for one password: failed if it could not rate that one. */
const ESTIMATE_FAILED: LazyState<Estimator> = Object.freeze({ status: "failed" });

/** `judgePassword` with the evidence the checker holds for `password`. */
function judge(
  password: string,
  blocklist: LazyState<(password: string) => boolean>,
  estimate: CrackTimeEstimate | null,
  breachCount: number | null | undefined,
): PasswordVerdict {
  return judgePassword(password, {
    blocklisted: blocklist.status === "ready" ? blocklist.value(password) : null,
    guesses:
      estimate === null ? null : { score: estimate.score, guessesLog10: estimate.guessesLog10 },
    breachCount,
  });
}

/**
 * The result of one password: its verdict, the eight checks, the tips and zxcvbn's estimate.
 * Memoized, so that the result prepared unseen for the field's text is shown on Check without
 * being drawn again (docs/decisions/checker-verdict.md, "Drawn ahead of Check"). The breach
 * check counts only for the result shown (`breach` is null for the one prepared unseen).
 */
export const PasswordResult = memo(function PasswordResult({
  password,
  blocklist,
  estimator,
  estimate,
  estimateFailed,
  breach,
  onRetry,
}: {
  password: string;
  blocklist: LazyState<(password: string) => boolean>;
  estimator: LazyState<Estimator>;
  estimate: CrackTimeEstimate | null;
  /** The estimator could not rate this password. */
  estimateFailed: boolean;
  breach: BreachState | null;
  onRetry: () => void;
}) {
  const breachCount = breach === null ? undefined : breachCountOf(breach);
  const verdict = useMemo(
    () => judge(password, blocklist, estimate, breachCount),
    [password, blocklist, estimate, breachCount],
  );
  const estimatorState = estimateFailed ? ESTIMATE_FAILED : estimator;
  return (
    <div className="space-y-6">
      <CheckResult
        verdict={verdict}
        evidenceFailed={estimatorState.status === "failed" || blocklist.status === "failed"}
        breachPending={breach?.status === "checking"}
      />
      <div className="border-t border-border pt-6">
        <CrackTimePanel state={estimatorState} estimate={estimate} onRetry={onRetry} />
      </div>
    </div>
  );
});

/** What the result's live region says once a password is checked. */
export function ResultAnnouncement({
  password,
  blocklist,
  estimate,
  breach,
  stale,
}: {
  password: string;
  blocklist: LazyState<(password: string) => boolean>;
  estimate: CrackTimeEstimate | null;
  breach: BreachState;
  stale: boolean;
}) {
  const breachCount = breachCountOf(breach);
  const verdict = useMemo(
    () => judge(password, blocklist, estimate, breachCount),
    [password, blocklist, estimate, breachCount],
  );
  const label = verdict.provisional ? t`Provisional` : strengthLabel(verdict.label);
  const score = verdict.score;
  const max = CHECKER_MAX_SCORE;
  return [
    t`${label}: ${score} of ${max} checks passed.`,
    verdict.cap === null ? null : capMessage(verdict.cap),
    breach.status === "done" ? breachResultText(breach.result) : null,
    stale ? t`The password has changed since this check.` : null,
  ]
    .filter((part) => part !== null)
    .join(" ");
}
