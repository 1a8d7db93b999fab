import type { ReactNode } from "react";

import { cn } from "~/lib/cn";
import { useTypedBeforeHydration } from "~/lib/typed-before-hydration";

import { Field } from "./field";

/** One choice of a `SelectField`: its value, what it reads, and its language when not the page's. */
export interface SelectChoice<T extends string> {
  value: T;
  label: string;
  lang?: string;
}

const SELECT_CLASS = "h-11 rounded-ks border border-border bg-surface px-3 text-sm";

/**
 * A labelled `<select>` over a fixed list of choices (docs/style.md, "Forms and fields"): it is
 * wired through `Field`, and `onChange` receives one of `choices`' values, never the DOM's string,
 * so a value the list does not hold can never reach the caller.
 */
export function SelectField<T extends string>({
  label,
  description,
  value,
  choices,
  onChange,
  layout = "inline",
  className = layout === "inline" ? "flex min-h-11 flex-col justify-center" : undefined,
  selectClassName = SELECT_CLASS,
}: {
  label: ReactNode;
  description?: ReactNode;
  value: T;
  choices: ReadonlyArray<SelectChoice<T>>;
  onChange: (value: T) => void;
  layout?: "inline" | "stacked";
  /** Classes of the field around the label and the control. */
  className?: string;
  /** Classes of the `<select>` itself. */
  selectClassName?: string;
}) {
  const pick = (picked: string) => {
    const choice = choices.find((choice) => choice.value === picked);
    if (choice) onChange(choice.value);
  };
  // Chosen before the page was hydrated: that becomes the state (app/lib/typed-before-hydration.ts).
  const select = useTypedBeforeHydration<HTMLSelectElement>(value, pick);
  return (
    <Field label={label} description={description} layout={layout} className={cn(className)}>
      {(field) => (
        <select
          {...field}
          ref={select}
          value={value}
          onChange={(event) => pick(event.currentTarget.value)}
          className={selectClassName}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} lang={choice.lang}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
