import { t } from "@lingui/core/macro";
import { TriangleExclamationPoint } from "lucide-react";

import { Field } from "~/components/ui/field";
import { NumberInput } from "~/components/ui/number-input";

/**
 * A labelled whole-number field with its range as a hint, and, after Generate, a note when the
 * typed value could not be used as it was (wired by `Field`).
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  notice,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  notice: string | null;
}) {
  return (
    <Field
      label={label}
      className="space-y-1.5"
      description={<p>{t`${min} to ${max}`}</p>}
      message={
        notice ? (
          <>
            <TriangleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {notice}
          </>
        ) : null
      }
      messageRole="status"
      messageClassName="flex items-start gap-1.5 text-sm text-fair"
    >
      {(field) => (
        <NumberInput
          {...field}
          value={value}
          onValueChange={onChange}
          className="min-h-11 w-full px-3 tabular-nums focus-visible:border-accent"
        />
      )}
    </Field>
  );
}
