import { t } from "@lingui/core/macro";
import { TriangleExclamationPoint } from "lucide-react";
import { useId } from "react";

import { cn } from "~/lib/cn";

import type { CrackTimeEstimate } from "../lib/crack-time";
import {
  crackTimeText,
  crackVerdict,
  scenarioTexts,
  zxcvbnFeedbackText,
} from "../lib/crack-time-texts";
import { TONE_TEXT } from "../lib/tone";

/**
 * zxcvbn's estimate shown: verdict, crack times, warning and suggestions. It travels in the
 * estimator chunk (lib/crack-time-estimator.ts), since it can only show once that has loaded.
 */
export function CrackTimeEstimateView({ result }: { result: CrackTimeEstimate }) {
  const suggestionsId = useId();
  const score = result.score;
  const power = result.guessesPowerOfTen;
  // "about 10^N guesses": the power is a superscript, so the message marks where it goes.
  const [beforePower = "", afterPower = ""] =
    t`(zxcvbn score ${score} of 4), about 10^${power} guesses.`.split(`^${power}`);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        {t`Verdict:`}{" "}
        <span className={cn("font-semibold", TONE_TEXT[result.tone])} data-testid="crack-verdict">
          {crackVerdict(result.score, result.verdict)}
        </span>{" "}
        {beforePower}
        <sup>{power}</sup>
        {afterPower}
      </p>
      <dl className="divide-y divide-border rounded-ks border border-border">
        {result.scenarios.map((scenario) => {
          const { label, rate } = scenarioTexts(scenario);
          return (
            <div
              key={scenario.id}
              className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <dt className="text-sm">
                {label}
                <span className="block text-xs text-muted">{rate}</span>
              </dt>
              <dd
                className="font-mono text-base font-semibold sm:text-right"
                data-testid={`crack-time-${scenario.id}`}
              >
                {crackTimeText(scenario.time)}
              </dd>
            </div>
          );
        })}
      </dl>
      {result.warning ? (
        <p className="flex items-start gap-2.5 text-sm" data-testid="crack-warning">
          <TriangleExclamationPoint
            className="mt-px size-5 shrink-0 text-fair"
            aria-hidden="true"
          />
          <span>
            <span className="sr-only">{t`Warning:`} </span>
            {zxcvbnFeedbackText(result.warning)}
          </span>
        </p>
      ) : null}
      {result.suggestions.length > 0 ? (
        <div>
          <p id={suggestionsId} className="text-sm font-medium">
            {t`Suggestions`}
          </p>
          <ul aria-labelledby={suggestionsId} className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {result.suggestions.map((suggestion) => (
              <li key={suggestion}>{zxcvbnFeedbackText(suggestion)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {!result.warning && result.suggestions.length === 0 ? (
        <p className="text-sm text-muted">{t`No warnings or suggestions for this password.`}</p>
      ) : null}
      <p className="text-xs text-muted">
        {t`Estimated in your browser by zxcvbn-ts. It counts about ten guesses for each character it cannot match to a pattern, so for a password that really was chosen at random these times are on the low side.`}
      </p>
    </div>
  );
}
