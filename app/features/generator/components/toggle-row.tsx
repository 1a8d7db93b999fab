import type { ReactNode } from "react";

import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Switch } from "~/components/ui/switch";

/** A labelled checkbox or switch on a 44 px row, with an optional description. */
export function ToggleRow({
  label,
  description,
  checked,
  onCheckedChange,
  control = "checkbox",
  disabled,
  className,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  control?: "checkbox" | "switch";
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Field label={label} description={description} layout="toggle" className={className}>
      {(field) =>
        control === "switch" ? (
          <Switch
            {...field}
            checked={checked}
            disabled={disabled}
            onCheckedChange={onCheckedChange}
          />
        ) : (
          <Checkbox
            {...field}
            checked={checked}
            disabled={disabled}
            onCheckedChange={onCheckedChange}
          />
        )
      }
    </Field>
  );
}
