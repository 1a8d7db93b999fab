import { GENERATOR_MAX_SCORE } from "../../../../src/core";
import { cn } from "~/lib/cn";

import { formatEntropy, type DisplayStrength } from "../lib/generator-output";
import { TONE_BAR, TONE_TEXT } from "../lib/tone";

/** The strength label in its colour, a bar and the entropy in bits (spec §5, DECISIONS.md). */
export function StrengthMeter({
  strength,
  entropyBits,
  className,
}: {
  strength: DisplayStrength;
  entropyBits: number;
  className?: string;
}) {
  const percent = Math.round(strength.fill * 100);
  return (
    <div className={cn("space-y-1.5", className)} data-testid="strength">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p>
          <span className="text-muted">Strength: </span>
          <span
            className={cn("font-semibold", TONE_TEXT[strength.tone])}
            data-testid="strength-label"
          >
            {strength.label}
          </span>
          {strength.kind === "password" ? (
            <span className="text-muted">
              {" "}
              ({strength.score}/{GENERATOR_MAX_SCORE})
            </span>
          ) : null}
        </p>
        <p className="font-mono text-muted" data-testid="entropy">
          {formatEntropy(entropyBits)}
        </p>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-subtle ring-1 ring-border ring-inset"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${strength.label}, ${formatEntropy(entropyBits)} of entropy`}
      >
        <div
          className={cn("h-full rounded-full transition-[width]", TONE_BAR[strength.tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
