import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

export type NumberInputProps = Omit<
  ComponentProps<"input">,
  "type" | "inputMode" | "min" | "max" | "step" | "value" | "onChange"
> & {
  /** The text in the box, which may be a number not yet complete or out of range. */
  value: string;
  /** Every edit, as typed: the caller decides when and how the text becomes a number. */
  onValueChange: (text: string) => void;
  min: number;
  max: number;
  step?: number;
};

/**
 * A whole-number box: the number keypad on phones, and the range for the browser's stepper
 * arrows. Spread `Field`'s control props on it for its name and description. It sets no size,
 * padding or alignment, so the caller's `className` adds those without overriding its own.
 */
export function NumberInput({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  className,
  ...props
}: NumberInputProps) {
  return (
    <input
      {...props}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={step}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className={cn("rounded-ks border border-border bg-surface font-mono text-base", className)}
    />
  );
}
