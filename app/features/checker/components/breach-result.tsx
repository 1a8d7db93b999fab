import { t } from "@lingui/core/macro";
import { LoaderCircle, ShieldAlert, ShieldCheck, WifiOff } from "lucide-react";

import { cn } from "~/lib/cn";

import type { BreachState } from "../hooks/use-breach-check";
import { breachResultText } from "../lib/result-texts";

/**
 * What the breach check found for the checked password, with the credit Pwned Passwords' licence
 * (CC BY 4.0) asks for wherever its result is shown.
 */
export function BreachResultNote({ state }: { state: BreachState }) {
  if (state.status === "off") return null;
  const result = state.status === "done" ? state.result : null;
  const Icon =
    result === null
      ? LoaderCircle
      : result.kind === "found"
        ? ShieldAlert
        : result.kind === "not-found"
          ? ShieldCheck
          : WifiOff;
  return (
    <div
      className={cn(
        "rounded-ks p-3 text-sm",
        result?.kind === "found" ? "border border-weak bg-subtle" : "bg-subtle",
      )}
      data-testid="checker-breach"
    >
      <p className="flex items-start gap-2.5">
        <Icon
          className={cn(
            "mt-px size-5 shrink-0",
            result?.kind === "found" ? "text-weak" : "text-muted",
          )}
          aria-hidden="true"
        />
        <span className={cn(result?.kind === "found" && "font-semibold")}>
          {result === null ? t`Checking known data breaches…` : breachResultText(result)}
        </span>
      </p>
      {result !== null && result.kind !== "failed" ? (
        <p className="mt-1.5 pl-7.5 text-xs text-muted">
          {t`Breach data: Pwned Passwords by Have I Been Pwned`} (
          <a
            href="https://haveibeenpwned.com/Passwords"
            className="underline underline-offset-4 hover:no-underline"
          >
            haveibeenpwned.com
          </a>
          ),{" "}
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            className="underline underline-offset-4 hover:no-underline"
          >
            CC BY 4.0
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}
