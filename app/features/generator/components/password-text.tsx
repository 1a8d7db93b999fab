import { cn } from "~/lib/cn";

import { RUN_CLASSES, splitPasswordRuns } from "../lib/password-runs";

/**
 * A password in monospace with digits and symbols told apart, as password managers do, so
 * `l`, `1`, `I`, `O` and `0` can be read aloud without mistakes (docs/design.md, "The password").
 * Digits are also bold and symbols sit on a tint, so the kinds stay distinct without colour.
 */
export function PasswordText({
  value,
  className,
  breakAnywhere = true,
}: {
  value: string;
  className?: string;
  /** Break a long password at any character (the default) or keep it on its line. */
  breakAnywhere?: boolean;
}) {
  return (
    <span className={cn("font-mono", breakAnywhere ? "break-all" : "break-normal", className)}>
      {splitPasswordRuns(value).map((run, index) => {
        const runClass = RUN_CLASSES[run.kind];
        return runClass === null ? (
          <span key={index}>{run.text}</span>
        ) : (
          <span key={index} data-kind={run.kind} className={runClass}>
            {run.text}
          </span>
        );
      })}
    </span>
  );
}
