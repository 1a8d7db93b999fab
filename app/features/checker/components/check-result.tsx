import { CircleCheck, CircleX, Lightbulb } from "lucide-react";
import { useId } from "react";

import { CHECKER_MAX_SCORE, type CheckerResult } from "../../../../src/core";
import { cn } from "~/lib/cn";

import { CHECKER_TONE, TONE_BAR, TONE_TEXT } from "../lib/tone";

/** Spec §5: the strength label, the score out of 8, the eight checks and the tips. */
export function CheckResult({
  result,
  entropyBits,
}: {
  result: CheckerResult;
  entropyBits: number;
}) {
  const tone = CHECKER_TONE[result.tone];
  const checksId = useId();
  const tipsId = useId();
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="text-sm text-muted">
            Strength{" "}
            <span
              className={cn("block text-2xl font-bold tracking-tight", TONE_TEXT[tone])}
              data-testid="checker-label"
            >
              {result.label}
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
          aria-valuetext={`${result.score} of ${CHECKER_MAX_SCORE} checks passed: ${result.label}`}
          className="grid grid-cols-8 gap-1"
        >
          {Array.from({ length: CHECKER_MAX_SCORE }, (_, index) => (
            <span
              key={index}
              className={cn(
                "h-2 rounded-full",
                index < result.score ? TONE_BAR[tone] : "bg-subtle ring-1 ring-border ring-inset",
              )}
            />
          ))}
        </div>
        <p className="text-sm text-muted">
          Entropy:{" "}
          <span className="font-mono font-semibold text-fg" data-testid="checker-entropy">
            about {Math.round(entropyBits)} bits
          </span>{" "}
          if every character was picked at random from the kinds it uses.
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
