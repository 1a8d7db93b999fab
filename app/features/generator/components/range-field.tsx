import { t } from "@lingui/core/macro";
import { useState } from "react";

import { Field } from "~/components/ui/field";
import { NumberInput } from "~/components/ui/number-input";
import { Slider } from "~/components/ui/slider";

/**
 * A number chosen with a slider and a number field side by side (docs/product-decisions.md,
 * "Password length": 8-128 as both). The field accepts typing freely and applies a value once it is
 * a whole number in range; leaving it with anything else puts back the nearest valid value and says
 * why. It is marked invalid only while it holds what can never be a whole number ("5x"): once the
 * value is put back or corrected, what it shows is valid (docs/decisions/number-fields.md).
 */
export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  unit,
  constrain,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** e.g. "characters", for the screen-reader value text. */
  unit: string;
  /** The engine's rule for this number: rounds and clamps a typed value (e.g. 3 → 8). */
  constrain: (value: number) => number;
  onChange: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);

  function commit(text: string) {
    const parsed = Number(text);
    if (text.trim() === "" || !Number.isFinite(parsed)) {
      setHint(t`${label} must be a whole number from ${min} to ${max}; using ${value}.`);
      return;
    }
    const clamped = constrain(parsed);
    if (clamped !== parsed) setHint(t`${label} must be ${min} to ${max}; using ${clamped}.`);
    else setHint(null);
    if (clamped !== value) onChange(clamped);
  }

  // Digits on the way to a number in range ("1" before "12") are not an error; a letter is.
  const unusable = draft !== null && !/^\s*\d*\s*$/u.test(draft);

  return (
    <Field
      label={label}
      layout="inline"
      invalid={unusable}
      message={unusable ? t`${label} must be a whole number from ${min} to ${max}.` : hint}
      messageRole="status"
      messageClassName="text-sm text-fair"
      after={
        <>
          <Slider
            min={min}
            max={max}
            step={step}
            value={[value]}
            thumbLabel={label}
            valueText={`${value} ${unit}`}
            onValueChange={([next]) => {
              if (next !== undefined && next !== value) {
                setHint(null);
                setDraft(null);
                onChange(next);
              }
            }}
          />
          <div className="flex justify-between text-xs text-muted" aria-hidden="true">
            <span>{min}</span>
            <span>{max}</span>
          </div>
        </>
      }
    >
      {(field) => (
        <NumberInput
          {...field}
          value={draft ?? String(value)}
          onValueChange={(text) => {
            setDraft(text);
            const parsed = Number(text);
            if (text !== "" && Number.isInteger(parsed) && parsed >= min && parsed <= max) {
              setHint(null);
              if (parsed !== value) onChange(parsed);
            }
          }}
          onBlur={(event) => {
            commit(event.target.value);
            setDraft(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              commit(event.currentTarget.value);
              setDraft(null);
            }
          }}
          className="h-11 w-20 px-2 text-center aria-invalid:border-weak"
        />
      )}
    </Field>
  );
}
