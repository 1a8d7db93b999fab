import type { ReactNode } from "react";

import { Field } from "~/components/ui/field";
import { useCheckboxState } from "~/lib/typed-before-hydration";

/** A native checkbox on a 44 px row with its label, and an optional description. */
export function CheckRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  // Ticked before the page was hydrated: that becomes the state (app/lib/typed-before-hydration.ts).
  const state = useCheckboxState(checked, onChange);
  return (
    <Field label={label} description={description} layout="toggle">
      {(field) => (
        <input
          {...field}
          {...state}
          type="checkbox"
          className="size-5 shrink-0 cursor-pointer accent-accent"
        />
      )}
    </Field>
  );
}
