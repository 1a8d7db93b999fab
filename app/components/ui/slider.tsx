import type { ComponentProps, CSSProperties } from "react";

import { cn } from "~/lib/cn";

export type SliderProps = Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "step"
> & {
  /** The value, as a one-item list (the shape the callers share with multi-thumb sliders). */
  value: number[];
  onValueChange: (value: number[]) => void;
  min: number;
  max: number;
  step?: number;
  /** The slider's accessible name. */
  thumbLabel: string;
  /** What a screen reader says for the value, e.g. "30 minutes". */
  valueText?: string;
};

/**
 * A native range input (arrow keys, Page Up/Down, Home and End come with it), drawn by
 * `.ks-range` in app.css: a track filled with the accent up to the thumb, and a round thumb.
 */
export function Slider({
  className,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  thumbLabel,
  valueText,
  style,
  ...props
}: SliderProps) {
  const current = value[0] ?? min;
  const fill = max > min ? (Math.min(max, Math.max(min, current)) - min) / (max - min) : 0;
  const fillStyle: CSSProperties & { "--ks-range-fill": number } = {
    ...style,
    "--ks-range-fill": fill,
  };
  return (
    <input
      type="range"
      min={min}
      max={max}
      step={step}
      value={current}
      aria-label={thumbLabel}
      aria-valuetext={valueText}
      onChange={(event) => onValueChange([event.currentTarget.valueAsNumber])}
      className={cn("ks-range", className)}
      style={fillStyle}
      {...props}
    />
  );
}
