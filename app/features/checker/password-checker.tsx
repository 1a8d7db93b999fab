import { t } from "@lingui/core/macro";
import { PencilLine, ShieldCheck } from "lucide-react";
import { Activity, memo, useEffect, useId, useMemo, useState } from "react";

import { CHECKER_MAX_SCORE } from "#core/options/limits";
import { judgePassword, type PasswordVerdict } from "#core/strength/verdict";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { whenIdle } from "~/lib/when-idle";

import { BreachResultNote } from "./components/breach-result";
import { BreachSwitch } from "./components/breach-switch";
import { CheckResult } from "./components/check-result";
import { CheckerNote } from "./components/checker-note";
import { CrackTimePanel } from "./components/crack-time-panel";
import { PasswordField } from "./components/password-field";
import {
  loadBreachCheckChunk,
  useBreachCheck,
  useBreachCheckChoice,
  type BreachState,
  type LoadBreachCheck,
} from "./hooks/use-breach-check";
import { useCrackTimeEstimate } from "./hooks/use-crack-time-estimate";
import type { CrackTimeEstimate } from "./lib/crack-time";
import {
  useLazyEvidence,
  type LazyState,
  type LoadBlocklist,
  type LoadEstimator,
} from "./hooks/use-lazy-evidence";
import { BREACH_API_URL } from "~/lib/breach-api";
import { breachResultText, breachService, capMessage, strengthLabel } from "./lib/checker-texts";
import type { Estimator } from "./lib/crack-time-estimator";
import { mayPrefetch } from "./lib/prefetch";

/** The build's breach check, or null when the build turned it off. */
const BUILD_BREACH_CHECK: LoadBreachCheck | null =
  BREACH_API_URL === null ? null : loadBreachCheckChunk(BREACH_API_URL);

/** The verdict's breach evidence: null while checking, undefined when off or failed. */
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
) {
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
 * being drawn again (docs/decisions/checker-verdict.md, "Drawn ahead of Check").
 */
const PasswordResult = memo(function PasswordResult({
  password,
  blocklist,
  estimator,
  estimate,
  estimateFailed,
  breachCount,
  breachPending,
  onRetry,
}: {
  password: string;
  blocklist: LazyState<(password: string) => boolean>;
  estimator: LazyState<Estimator>;
  estimate: CrackTimeEstimate | null;
  /** The estimator could not rate this password. */
  estimateFailed: boolean;
  breachCount: number | null | undefined;
  breachPending: boolean;
  onRetry: () => void;
}) {
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
        breachPending={breachPending}
      />
      <div className="border-t border-border pt-6">
        <CrackTimePanel state={estimatorState} estimate={estimate} onRetry={onRetry} />
      </div>
    </div>
  );
});

/** What the result's live region says once a password is checked. */
function announcement(verdict: PasswordVerdict, breach: BreachState, stale: boolean): string {
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

/** The keys of the two results the checker keeps: the one shown and the one prepared. */
interface ResultKeys {
  checked: string;
  ahead: string;
}

/**
 * The Password Strength Checker (spec §2, §5; docs/product-decisions.md, "Checker verdict", adds
 * entropy and zxcvbn, and caps the label by guessability: core's `judgePassword`, the same verdict
 * as `keysmith check`).
 *
 * The result is shown on Check only (spec §4: "the check button computes one"). Editing
 * afterwards keeps the last result on screen, marked as out of date, until the next Check, so the
 * page does not jump while typing. The evidence loads once the page is idle (or on focus), and
 * the estimator's worker rates the field's value while it rests, unseen, so Check finds the answer
 * ready (docs/decisions/checker-verdict.md, "Loaded ahead of Check"); the result for exactly the
 * text in the field is drawn unseen (React's `Activity`, hidden: not displayed, not in the
 * accessibility tree) and revealed on Check only if that text is the one checked ("Drawn ahead of
 * Check"). The password lives in this
 * component's state and the estimator's worker and nowhere else: no storage, no URL, no log, no
 * request; the opt-in breach check asks only on Check.
 */
export function PasswordChecker({
  loadEstimator,
  loadBlocklist,
  loadBreachCheck = BUILD_BREACH_CHECK,
}: {
  loadEstimator?: LoadEstimator;
  loadBlocklist?: LoadBlocklist;
  /** The opt-in breach check (docs/decisions/breach-check.md); null: no switch at all. */
  loadBreachCheck?: LoadBreachCheck | null;
}) {
  const [value, setValue] = useState("");
  const [checked, setChecked] = useState<string | null>(null);
  const evidence = useLazyEvidence(loadEstimator, loadBlocklist);
  const prefetchEvidence = evidence.prefetch;
  useEffect(() => {
    if (!mayPrefetch(globalThis.navigator)) return;
    return whenIdle(prefetchEvidence);
  }, [prefetchEvidence]);
  const breachChoice = useBreachCheckChoice();
  const breachOn = loadBreachCheck !== null && breachChoice.on;
  const breach = useBreachCheck(checked, breachOn, loadBreachCheck);
  const breachCount = breachCountOf(breach);
  const service = breachService(BREACH_API_URL, "short");
  const privacyNoteId = useId();
  const resultHeadingId = useId();

  // zxcvbn can take over a second on a long password: it runs in a worker, on the resting field.
  const crackTime = useCrackTimeEstimate(checked, evidence.estimator, value);
  const estimate = crackTime.estimate;
  const blocklist = evidence.blocklist;
  const verdict = useMemo(
    () => (checked === null ? null : judge(checked, blocklist, estimate, breachCount)),
    [checked, blocklist, estimate, breachCount],
  );
  const stale = checked !== null && value !== checked;
  // The text in the field, prepared unseen while it is not the checked one. Not with the breach
  // check on: its answer comes only after Check.
  const ahead = !breachOn && value !== "" && value !== checked ? value : null;
  const [keys, setKeys] = useState<ResultKeys>({ checked: "a", ahead: "b" });
  const resultOf = (password: string, key: string, shown: boolean) => {
    const answer = crackTime.answerOf(password);
    return (
      <Activity key={key} mode={shown ? "visible" : "hidden"}>
        <PasswordResult
          password={password}
          blocklist={blocklist}
          estimator={evidence.estimator}
          estimate={answer.estimate}
          estimateFailed={answer.failed}
          breachCount={shown ? breachCount : undefined}
          breachPending={shown && breach.status === "checking"}
          onRetry={answer.failed ? crackTime.retry : evidence.load}
        />
      </Activity>
    );
  };

  return (
    <div className="mt-8 space-y-6">
      <form
        noValidate
        className="rounded-ks border border-border bg-surface p-4 sm:p-6"
        onSubmit={(event) => {
          // Nothing is submitted anywhere: the check runs here.
          event.preventDefault();
          if (value === "") return;
          evidence.load();
          // The result prepared for this text becomes the one shown.
          if (value === ahead)
            setKeys(({ checked, ahead }) => ({ checked: ahead, ahead: checked }));
          setChecked(value);
        }}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <PasswordField
              value={value}
              onChange={setValue}
              onFocus={evidence.load}
              describedBy={privacyNoteId}
            />
          </div>
          <Button type="submit" size="lg" disabled={value === ""}>
            <ShieldCheck aria-hidden="true" />
            {t`Check password`}
          </Button>
        </div>
        <p id={privacyNoteId} className="mt-3 text-sm text-muted">
          {breachOn
            ? t`Checked on this device: what you type is never stored, logged or sent. With the breach check on, only the first 5 characters of its SHA-1 hash are sent, to ${service}.`
            : t`Checked on this device only: what you type is never stored, logged or sent.`}
        </p>
        {loadBreachCheck === null ? null : (
          <BreachSwitch
            on={breachChoice.on}
            onChange={breachChoice.change}
            notRemembered={breachChoice.notRemembered}
          />
        )}
      </form>

      <section
        aria-labelledby={resultHeadingId}
        className={cn(
          "rounded-ks border bg-surface p-4 sm:p-6",
          stale ? "border-dashed border-muted" : "border-border",
        )}
      >
        <h2 id={resultHeadingId} className="text-xl font-bold tracking-tight">
          {t`Result`}
        </h2>
        <p role="status" className="sr-only">
          {verdict === null ? "" : announcement(verdict, breach, stale)}
        </p>
        {verdict === null ? (
          <p className="mt-3 text-muted">
            {t`Enter a password and press Check password to see its strength, the eight checks, tips to improve it and an estimated crack time.`}
          </p>
        ) : null}
        <div hidden={checked === null} className={checked === null ? undefined : "mt-4 space-y-6"}>
          {stale ? (
            <p
              className="flex items-start gap-2.5 rounded-ks bg-subtle p-3 text-sm"
              data-testid="checker-stale"
            >
              <PencilLine className="mt-px size-5 shrink-0 text-muted" aria-hidden="true" />
              {t`This result is for the password as it was when you last pressed Check password. Press it again to check your changes.`}
            </p>
          ) : null}
          <BreachResultNote state={breach} />
          <div>
            {checked === null ? null : resultOf(checked, keys.checked, true)}
            {ahead === null ? null : resultOf(ahead, keys.ahead, false)}
          </div>
        </div>
      </section>

      <CheckerNote />
    </div>
  );
}
