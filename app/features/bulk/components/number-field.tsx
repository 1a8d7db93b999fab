import { TriangleExclamationPoint } from "lucide-react";
import { useId } from "react";

/**
 * A labelled whole-number field with its range as a hint, and, after Generate, a note when the
 * typed value could not be used as it was (wired with `aria-describedby`).
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
  const id = useId();
  const hintId = `${id}-hint`;
  const noticeId = `${id}-notice`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={notice ? `${hintId} ${noticeId}` : hintId}
        className="min-h-11 w-full rounded-ks border border-border bg-surface px-3 font-mono text-base tabular-nums focus-visible:border-accent"
      />
      <p id={hintId} className="text-xs text-muted">
        {min} to {max}
      </p>
      {notice ? (
        <p id={noticeId} role="status" className="flex items-start gap-1.5 text-sm text-fair">
          <TriangleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      ) : null}
    </div>
  );
}
