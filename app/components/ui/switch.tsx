import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";
import { useCheckboxState } from "~/lib/typed-before-hydration";

export type SwitchProps = Omit<
  ComponentProps<"input">,
  "type" | "role" | "checked" | "onChange"
> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch: a native checkbox with role="switch" (ARIA in HTML allows it), so Space
 * toggles it and its label toggles it. `className` styles the track's wrapper; every other prop
 * goes to the `<input>`. In forced-colors mode the browser's own checkbox comes back.
 * Name it with aria-labelledby (or a wrapping <label>) as well as <label for>: some assistive
 * technology misses a name given only by `for` (see ToggleRow).
 */
export function Switch({ className, checked, onCheckedChange, ...props }: SwitchProps) {
  // Ticked before the page was hydrated: that becomes the state (app/lib/typed-before-hydration.ts).
  const state = useCheckboxState(checked, onCheckedChange);
  return (
    <span
      className={cn("relative inline-flex h-6 w-11 shrink-0 has-disabled:opacity-50", className)}
    >
      <input
        type="checkbox"
        role="switch"
        {...state}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full border-2 border-transparent bg-border transition-colors checked:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed forced-colors:appearance-auto"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 block size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5 forced-colors:hidden"
      />
    </span>
  );
}
