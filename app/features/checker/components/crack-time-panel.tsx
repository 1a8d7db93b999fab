import { t } from "@lingui/core/macro";
import { LoaderCircle, RefreshCw, WifiOff } from "lucide-react";
import { useId } from "react";

import { Button } from "~/components/ui/button";

import type { LazyState } from "../hooks/use-lazy-evidence";
import type { CrackTimeEstimate } from "../lib/crack-time";
import type { Estimator } from "../lib/crack-time-estimator";

/**
 * zxcvbn's estimate for the checked password: a verdict, how long three kinds of attacker would
 * need, and its warning and suggestions. While the estimator loads or works on a long password,
 * or if it cannot, it says so in place (docs/design.md, "Feedback in place": progress in place,
 * never a blank).
 */
export function CrackTimePanel({
  state,
  estimate,
  onRetry,
}: {
  state: LazyState<Estimator>;
  /** The estimate for the checked password, once the estimator is ready. */
  estimate: CrackTimeEstimate | null;
  onRetry: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold">
        {t`Estimated time to crack`}
      </h3>
      {state.status === "ready" && estimate !== null ? (
        <state.value.View result={estimate} />
      ) : state.status === "failed" ? (
        <div className="flex items-start gap-3 rounded-ks border border-border bg-subtle p-4 text-sm">
          <WifiOff className="mt-px size-5 shrink-0 text-muted" aria-hidden="true" />
          <div className="space-y-3">
            <p>
              {t`The crack-time estimator could not be loaded, perhaps because you are offline. The eight checks above do not need it and are complete.`}
            </p>
            <Button type="button" variant="secondary" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              {t`Try again`}
            </Button>
          </div>
        </div>
      ) : (
        <p className="flex items-center gap-2 rounded-ks border border-border bg-subtle p-4 text-sm text-muted">
          <LoaderCircle className="size-5 shrink-0 animate-spin" aria-hidden="true" />
          {state.status === "ready"
            ? t`Estimating the time to crack this password…`
            : t`Loading the crack-time estimator…`}
        </p>
      )}
    </section>
  );
}
