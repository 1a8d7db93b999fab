import { type ComponentProps } from "react";

import { cn } from "~/lib/cn";
import { useTypedBeforeHydration } from "~/lib/typed-before-hydration";

export type NumberInputProps = Omit<
  ComponentProps<"input">,
  "type" | "inputMode" | "value" | "onChange" | "ref"
> & {
  /** The text in the box, which may be a number not yet complete, out of range or not a number. */
  value: string;
  /** Every edit, as typed: the caller decides when and how the text becomes a number. */
  onValueChange: (text: string) => void;
};

/**
 * A whole-number box: a text field with the number keypad on phones. It is not
 * `type="number"`: each engine reads such a box differently (Chromium drops a typed letter,
 * Firefox and Safari empty the value), so "5x" would mean 5 in one browser and nothing in another.
 * As text, the caller's rule reads exactly what was typed, the same everywhere
 * (docs/decisions/number-fields.md). The caller says the range (a description, a slider beside it).
 * Spread `Field`'s control props on it for its name and description. It sets no size, padding or
 * alignment, so the caller's `className` adds those without overriding its own.
 */
export function NumberInput({ value, onValueChange, className, ...props }: NumberInputProps) {
  const input = useTypedBeforeHydration(value, onValueChange);
  return (
    <input
      {...props}
      ref={input}
      type="text"
      inputMode="numeric"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      className={cn("rounded-ks border border-border bg-surface font-mono text-base", className)}
    />
  );
}
