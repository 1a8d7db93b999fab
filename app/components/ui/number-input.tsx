import type { ComponentProps, KeyboardEvent } from "react";

import { cn } from "~/lib/cn";

export type NumberInputProps = Omit<
  ComponentProps<"input">,
  "type" | "inputMode" | "min" | "max" | "step" | "value" | "onChange" | "role"
> & {
  /** The text in the box, which may be a number not yet complete, out of range or not a number. */
  value: string;
  /** Every edit, as typed: the caller decides when and how the text becomes a number. */
  onValueChange: (text: string) => void;
  min: number;
  max: number;
  step?: number;
};

/** The whole number the text is, or null ("", "12abc", "12.5"). */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * A whole-number box: a text field with the number keypad on phones, announced as a spin button
 * with its range, and stepped with the Up and Down arrow keys. It is not `type="number"`: each
 * engine reads such a box differently (Chromium drops a typed letter, Firefox and Safari empty
 * the value), so "5x" would mean 5 in one browser and nothing in another. As text, the caller's
 * parser reads exactly what was typed, the same everywhere (docs/decisions/number-fields.md).
 * Spread `Field`'s control props on it for its name and description. It sets no size, padding or
 * alignment, so the caller's `className` adds those without overriding its own.
 */
export function NumberInput({
  value,
  onValueChange,
  min,
  max,
  step = 1,
  className,
  onKeyDown,
  ...props
}: NumberInputProps) {
  const current = wholeNumber(value);
  const inRange = current !== null && current >= min && current <= max;

  function stepBy(event: KeyboardEvent<HTMLInputElement>) {
    const direction = event.key === "ArrowUp" ? 1 : event.key === "ArrowDown" ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    const from = current ?? (direction > 0 ? min - step : max + step);
    onValueChange(String(Math.min(max, Math.max(min, from + direction * step))));
  }

  return (
    <input
      autoComplete="off"
      spellCheck={false}
      {...props}
      type="text"
      inputMode="numeric"
      role="spinbutton"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={inRange ? current : undefined}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={(event) => {
        stepBy(event);
        onKeyDown?.(event);
      }}
      className={cn("rounded-ks border border-border bg-surface font-mono text-base", className)}
    />
  );
}
