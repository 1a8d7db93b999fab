import { useId, type ReactNode } from "react";

import { cn } from "~/lib/cn";

export type SegmentedOption<T extends string> = { value: T; label: ReactNode };

/**
 * One choice among a few, shown as joined buttons: a native radio group, so Tab enters at the
 * chosen option and the arrow keys move and choose (WAI-ARIA APG, radio group). Each radio is
 * transparent and covers its segment, which keeps it focusable and clickable while the label
 * text shows through.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
  ...marks
}: {
  /** The group's accessible name. */
  label: string;
  value: T;
  options: ReadonlyArray<SegmentedOption<T>>;
  onValueChange: (value: T) => void;
  className?: string;
} & Record<`data-${string}`, string>) {
  const name = useId();
  return (
    <div
      {...marks}
      role="radiogroup"
      aria-label={label}
      className={cn(
        // On a phone the options take rows of three equal cells, so five still fit at 320 px.
        "grid w-full grid-cols-3 rounded-ks border border-border bg-subtle p-0.5 sm:inline-flex sm:w-auto",
        className,
      )}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className="relative inline-flex min-h-10 min-w-0 items-center justify-center rounded-[calc(var(--radius-ks)-2px)] px-1 text-sm font-medium text-muted has-checked:bg-surface has-checked:text-fg has-checked:shadow-sm sm:px-3"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onValueChange(option.value)}
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-[inherit] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus forced-colors:checked:outline-2 forced-colors:checked:outline-offset-[-2px]"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
