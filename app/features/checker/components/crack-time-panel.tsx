import { LoaderCircle, RefreshCw, TriangleExclamationPoint, WifiOff } from "lucide-react";
import { useId } from "react";

import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

import type { LazyState } from "../hooks/use-lazy-evidence";
import type { CrackTimeEstimate } from "../lib/crack-time";
import type { EstimateCrackTime } from "../lib/estimator";
import { TONE_TEXT } from "../lib/tone";

/**
 * zxcvbn's estimate for the checked password: a verdict, how long three kinds of attacker would
 * need, and its warning and suggestions. While the estimator loads, or if it cannot, it says so
 * in place (DESIGN.md: progress in place, never a blank).
 */
export function CrackTimePanel({
  state,
  estimate,
  onRetry,
}: {
  state: LazyState<EstimateCrackTime>;
  /** The estimate for the checked password, once the estimator is ready. */
  estimate: CrackTimeEstimate | null;
  onRetry: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        Estimated time to crack
      </h3>
      {estimate !== null ? (
        <Estimate result={estimate} />
      ) : state.status === "failed" ? (
        <div className="flex items-start gap-3 rounded-ks border border-border bg-subtle p-4 text-sm">
          <WifiOff className="mt-px size-5 shrink-0 text-muted" aria-hidden="true" />
          <div className="space-y-3">
            <p>
              The crack-time estimator could not be loaded, perhaps because you are offline. The
              eight checks above do not need it and are complete.
            </p>
            <Button type="button" variant="secondary" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        </div>
      ) : (
        <p className="flex items-center gap-2 rounded-ks border border-border bg-subtle p-4 text-sm text-muted">
          <LoaderCircle className="size-5 shrink-0 animate-spin" aria-hidden="true" />
          Loading the crack-time estimator…
        </p>
      )}
    </section>
  );
}

function Estimate({ result }: { result: CrackTimeEstimate }) {
  const suggestionsId = useId();
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        Verdict:{" "}
        <span className={cn("font-semibold", TONE_TEXT[result.tone])} data-testid="crack-verdict">
          {result.verdict}
        </span>{" "}
        (zxcvbn score {result.score} of 4), about 10<sup>{result.guessesPowerOfTen}</sup> guesses.
      </p>
      <dl className="divide-y divide-border rounded-ks border border-border">
        {result.scenarios.map((scenario) => (
          <div
            key={scenario.id}
            className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <dt className="text-sm">
              {scenario.label}
              <span className="block text-xs text-muted">{scenario.rate}</span>
            </dt>
            <dd
              className="font-mono text-base font-semibold sm:text-right"
              data-testid={`crack-time-${scenario.id}`}
            >
              {scenario.time}
            </dd>
          </div>
        ))}
      </dl>
      {result.warning ? (
        <p className="flex items-start gap-2.5 text-sm" data-testid="crack-warning">
          <TriangleExclamationPoint
            className="mt-px size-5 shrink-0 text-fair"
            aria-hidden="true"
          />
          <span>
            <span className="sr-only">Warning: </span>
            {result.warning}
          </span>
        </p>
      ) : null}
      {result.suggestions.length > 0 ? (
        <div>
          <p id={suggestionsId} className="text-sm font-medium">
            Suggestions
          </p>
          <ul aria-labelledby={suggestionsId} className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {result.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {!result.warning && result.suggestions.length === 0 ? (
        <p className="text-sm text-muted">No warnings or suggestions for this password.</p>
      ) : null}
      <p className="text-xs text-muted">
        Estimated in your browser by zxcvbn-ts. It counts about ten guesses for each character it
        cannot match to a pattern, so for a password that really was chosen at random these times
        are on the low side.
      </p>
    </div>
  );
}
