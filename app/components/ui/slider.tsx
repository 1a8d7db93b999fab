import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

/** A single-thumb slider (Radix: arrow keys, Page Up/Down, Home and End). */
export function Slider({
  className,
  thumbLabel,
  valueText,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & {
  /** The thumb's accessible name. */
  thumbLabel: string;
  /** What a screen reader says for the value, e.g. "30 minutes". */
  valueText?: string;
}) {
  return (
    <SliderPrimitive.Root
      className={cn(
        "relative flex h-11 w-full touch-none items-center select-none data-[disabled]:opacity-50",
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-subtle ring-1 ring-border ring-inset">
        <SliderPrimitive.Range className="absolute h-full bg-accent" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        aria-valuetext={valueText}
        className="block size-6 cursor-grab rounded-full border-2 border-accent bg-surface shadow transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus active:cursor-grabbing"
      />
    </SliderPrimitive.Root>
  );
}
