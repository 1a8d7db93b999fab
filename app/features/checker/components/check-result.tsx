import {
  CircleCheck,
  CircleX,
  Lightbulb,
  LoaderCircle,
  TriangleExclamationPoint,
} from "lucide-react";
import { useId } from "react";

import { CHECKER_MAX_SCORE } from "#core/options/limits";
import { PROVISIONAL_MESSAGE, type PasswordVerdict } from "#core/strength/verdict";
import { cn } from "~/lib/cn";

import { CHECKER_TONE, TONE_BAR, TONE_TEXT } from "../lib/tone";

/** Said instead of the label when the evidence that could lower it did not load. */
const PROVISIONAL_FAILED_MESSAGE =
  "Provisional: the list of common passwords or the crack-time estimate could not be loaded, so the label may be too high.";

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
  const shownLabel = result.provisional ? "Provisional" : result.label;
  const entropyBits = result.entropyBits;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="text-sm text-muted">
            Strength{" "}
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
            Score{" "}
            <span className="block text-right font-mono text-2xl font-bold text-fg">
              <span data-testid="checker-score">
                {result.score}/{CHECKER_MAX_SCORE}
              </span>
            </span>
          </p>
        </div>
        <div
          role="meter"
          aria-label="Checks passed"
          aria-valuemin={0}
          aria-valuemax={CHECKER_MAX_SCORE}
          aria-valuenow={result.score}
          aria-valuetext={`${result.score} of ${CHECKER_MAX_SCORE} checks passed: ${shownLabel}`}
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
              ? PROVISIONAL_FAILED_MESSAGE
              : breachPending && result.entropyBits !== null && result.blocklisted !== null
                ? "Provisional: the label may go down once the breach check has answered."
                : PROVISIONAL_MESSAGE}
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
            {result.cap.message}
          </p>
        ) : null}
        <p className="text-sm text-muted">
          Estimated entropy:{" "}
          {entropyBits === null ? (
            <span data-testid="checker-entropy">
              {evidenceFailed ? "not available without the crack-time estimate." : "estimating…"}
            </span>
          ) : (
            <>
              <span className="font-mono font-semibold text-fg" data-testid="checker-entropy">
                about {Math.round(entropyBits)} bits
              </span>
              , log<sub>2</sub> of the number of guesses zxcvbn expects an attacker to need.
            </>
          )}
        </p>
      </div>

      <div>
        <h3 id={checksId} className="text-base font-semibold">
          The eight checks
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
                <span className="sr-only">{check.passed ? "Passed: " : "Failed: "}</span>
                {check.label}
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div>
        <h3 id={tipsId} className="text-base font-semibold">
          Tips to improve it
        </h3>
        {result.tips.length > 0 ? (
          <ul aria-labelledby={tipsId} className="mt-3 space-y-2">
            {result.tips.map((tip) => (
              <li key={tip} className="flex items-start gap-2.5 text-sm">
                <Lightbulb className="mt-px size-5 shrink-0 text-accent-text" aria-hidden="true" />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">
            None: it passes all eight checks. Look at the crack-time estimate below as well.
          </p>
        )}
      </div>
    </div>
  );
}
