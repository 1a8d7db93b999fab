import { t } from "@lingui/core/macro";

import { cn } from "~/lib/cn";

import type { DisplayStrength } from "../lib/generator-output";
import {
  OUTPUT_CLASSES,
  formatEntropy,
  meterValueText,
  scoreSuffix,
  strengthBarClass,
  strengthLabelClass,
  strengthLabelText,
} from "../lib/output-markup";

/**
 * The strength label in its colour, a bar and the entropy in bits (spec §5;
 * docs/product-decisions.md, "Entropy and crack time").
 */
export function StrengthMeter({
  strength,
  entropyBits,
  className,
  fillWidth = true,
}: {
  strength: DisplayStrength;
  entropyBits: number;
  className?: string;
  /**
   * False for the first-paint template, whose filler sets the width: the prerendered HTML then
   * carries no inline style attribute (html-validate's recommended rules refuse one).
   */
  fillWidth?: boolean;
}) {
  const percent = Math.round(strength.fill * 100);
  return (
    <div className={cn(OUTPUT_CLASSES.meter, className)} data-testid="strength">
      <div className={OUTPUT_CLASSES.meterRow}>
        <p>
          <span className={OUTPUT_CLASSES.muted}>{t`Strength:`} </span>
          <span className={strengthLabelClass(strength.tone)} data-testid="strength-label">
            {strengthLabelText(strength.label)}
          </span>
          {strength.kind === "password" ? (
            <span className={OUTPUT_CLASSES.muted}>{scoreSuffix(strength.score)}</span>
          ) : null}
        </p>
        <p className={OUTPUT_CLASSES.entropy} data-testid="entropy">
          {formatEntropy(entropyBits)}
        </p>
      </div>
      <div
        className={OUTPUT_CLASSES.bar}
        role="meter"
        aria-label={t`Password strength`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={meterValueText(strength.label, entropyBits)}
      >
        <div
          className={strengthBarClass(strength.tone)}
          style={fillWidth ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
