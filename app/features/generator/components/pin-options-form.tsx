import { t } from "@lingui/core/macro";
import {
  PIN_MAX_LENGTH,
  PIN_MIN_LENGTH,
  constrainPinLength,
  type PinOptions,
} from "#core/generate/pin";

import { pinNoteText } from "../lib/engine-messages";
import { RangeField } from "./range-field";

/** PIN mode's options: the number of digits, and what such a PIN resists. */
export function PinOptionsForm({
  options,
  onChange,
}: {
  options: PinOptions;
  onChange: (patch: Partial<PinOptions>) => void;
}) {
  return (
    <div className="space-y-4">
      <RangeField
        label={t`Digits`}
        unit={t`digits`}
        value={options.length}
        min={PIN_MIN_LENGTH}
        max={PIN_MAX_LENGTH}
        constrain={constrainPinLength}
        onChange={(length) => onChange({ length })}
      />
      <p className="text-sm text-muted" data-testid="pin-note">
        {pinNoteText(options.length)}
      </p>
    </div>
  );
}
