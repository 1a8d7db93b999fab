import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";
import { useCheckboxState } from "~/lib/typed-before-hydration";

export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "checked" | "onChange"> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn as a 20 px box with a check mark. `className` styles the box's
 * wrapper; every other prop goes to the `<input>`. In forced-colors mode the browser's own
 * checkbox comes back, since the drawn one relies on background colours the system replaces.
 * Name it with aria-labelledby (or a wrapping <label>) as well as <label for>: some assistive
 * technology misses a name given only by `for` (see ToggleRow).
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  // Ticked before the page was hydrated: that becomes the state (app/lib/typed-before-hydration.ts).
  const state = useCheckboxState(checked, onCheckedChange);
  return (
    <span className={cn("relative inline-grid size-5 shrink-0 has-disabled:opacity-50", className)}>
      <input
        type="checkbox"
        {...state}
        className="peer col-start-1 row-start-1 size-5 cursor-pointer appearance-none rounded border-2 border-muted bg-surface transition-colors checked:border-accent checked:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed forced-colors:appearance-auto"
        {...props}
      />
      {/* lucide's Check path, inline so the first view does not need the icon library. */}
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className="pointer-events-none invisible col-start-1 row-start-1 size-3.5 place-self-center text-accent-fg peer-checked:visible forced-colors:hidden"
      >
        <path d="M20 6 9 17l-5-5" />
      </svg>
    </span>
  );
}
