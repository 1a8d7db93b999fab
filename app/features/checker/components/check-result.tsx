import { t } from "@lingui/core/macro";
import {
  CircleCheck,
  CircleX,
  Lightbulb,
  LoaderCircle,
  TriangleExclamationPoint,
} from "lucide-react";
import { useId } from "react";

import { CHECKER_MAX_SCORE } from "#core/options/limits";
import type { PasswordVerdict } from "#core/strength/verdict";
import { cn } from "~/lib/cn";

import {
  capMessage,
  checkLabel,
  provisionalMessage,
  strengthLabel,
  verdictTips,
} from "../lib/result-texts";
import { CHECKER_TONE, TONE_BAR, TONE_TEXT } from "../lib/tone";

/**
 * Spec §5: the strength label, the score out of 8, the eight checks and the tips. The label is
 * the capped one, with the cap's reason; until the evidence is in, the page says the verdict is
 * provisional instead of showing a label it may take back.
 */
export function CheckResult({
  verdict: result,
  evidenceFailed,
  breachPending = false,
}: {
  verdict: PasswordVerdict;
  /** The blocklist or the estimator could not be loaded (offline). */
  evidenceFailed: boolean;
  /** The opt-in breach check has not answered yet (docs/decisions/breach-check.md). */
  breachPending?: boolean;
}) {
  const tone = CHECKER_TONE[result.tone];
  const checksId = useId();
  const tipsId = useId();
  const shownLabel = result.provisional ? t`Provisional` : strengthLabel(result.label);
  const score = result.score;
  const max = CHECKER_MAX_SCORE;
  const tips = verdictTips(result);
  const entropyBits = result.entropyBits;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="text-sm text-muted">
            {t`Strength`}{" "}
            <span
              className={cn(
                "block text-2xl font-bold tracking-tight",
                result.provisional ? "text-muted" : TONE_TEXT[tone],
              )}
              data-testid="checker-label"
            >
              {shownLabel}
            </span>
          </p>
          <p className="text-sm text-muted">
            {t`Score`}{" "}
            <span className="block text-right font-mono text-2xl font-bold text-fg">
              <span data-testid="checker-score">
                {result.score}/{CHECKER_MAX_SCORE}
              </span>
            </span>
          </p>
        </div>
        <div
          role="meter"
          aria-label={t`Checks passed`}
          aria-valuemin={0}
          aria-valuemax={CHECKER_MAX_SCORE}
          aria-valuenow={result.score}
          aria-valuetext={t`${score} of ${max} checks passed: ${shownLabel}`}
          className="grid grid-cols-8 gap-1"
        >
          {Array.from({ length: CHECKER_MAX_SCORE }, (_, index) => (
            <span
              key={index}
              className={cn(
                "h-2 rounded-full",
                index >= result.score
                  ? "bg-subtle ring-1 ring-border ring-inset"
                  : result.provisional
                    ? "bg-muted"
                    : TONE_BAR[tone],
              )}
            />
          ))}
        </div>
        {result.provisional ? (
          <p
            className="flex items-start gap-2.5 rounded-ks bg-subtle p-3 text-sm"
            data-testid="checker-provisional"
          >
            <LoaderCircle className="mt-px size-5 shrink-0 text-muted" aria-hidden="true" />
            {evidenceFailed
              ? t`Provisional: the list of common passwords or the crack-time estimate could not be loaded, so the label may be too high.`
              : breachPending && result.entropyBits !== null && result.blocklisted !== null
                ? t`Provisional: the label may go down once the breach check has answered.`
                : provisionalMessage()}
          </p>
        ) : result.cap !== null ? (
          <p
            className="flex items-start gap-2.5 rounded-ks bg-subtle p-3 text-sm"
            data-testid="checker-cap"
          >
            <TriangleExclamationPoint
              className="mt-px size-5 shrink-0 text-weak"
              aria-hidden="true"
            />
            {capMessage(result.cap)}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          {t`Estimated entropy:`}{" "}
          {entropyBits === null ? (
            <span data-testid="checker-entropy">
              {evidenceFailed ? t`not available without the crack-time estimate.` : t`estimating…`}
            </span>
          ) : (
            <EntropyLine bits={Math.round(entropyBits)} />
          )}
        </p>
      </div>

      <div>
        <h3 id={checksId} className="text-base font-semibold">
          {t`The eight checks`}
        </h3>
        <ul aria-labelledby={checksId} className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {result.checks.map((check) => (
            <li key={check.id} className="flex items-start gap-2.5 text-sm">
              {check.passed ? (
                <CircleCheck className="mt-px size-5 shrink-0 text-strong" aria-hidden="true" />
              ) : (
                <CircleX className="mt-px size-5 shrink-0 text-weak" aria-hidden="true" />
              )}
              <span>
                <span className="sr-only">{check.passed ? t`Passed:` : t`Failed:`} </span>
                {checkLabel(check.id, check.label)}
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 id={tipsId} className="text-base font-semibold">
          {t`Tips to improve it`}
        </h3>
        {tips.length > 0 ? (
          <ul aria-labelledby={tipsId} className="mt-3 space-y-2">
            {tips.map((tip) => (
              <li key={tip} className="flex items-start gap-2.5 text-sm">
                <Lightbulb className="mt-px size-5 shrink-0 text-accent-text" aria-hidden="true" />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">
            {t`None: it passes all eight checks. Look at the crack-time estimate below as well.`}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * "about N bits, log2 of the number of guesses …": the 2 is a subscript, so the message marks
 * where it goes. The figure has at most four digits: no grouping (docs/decisions/i18n-library.md).
 */
function EntropyLine({ bits }: { bits: number }) {
  const [before = "", after = ""] =
    t`, log_2 of the number of guesses zxcvbn expects an attacker to need.`.split("_2");
  return (
    <>
      <span className="font-mono font-semibold text-fg" data-testid="checker-entropy">
        {t`about ${bits} bits`}
      </span>
      {before}
      <sub>2</sub>
      {after}
    </>
  );
}
