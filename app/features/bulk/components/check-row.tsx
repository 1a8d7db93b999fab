import { useId, type ReactNode } from "react";

/** A native checkbox whose whole 44 px row is its label, with an optional description. */
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
  const descriptionId = useId();
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={description ? descriptionId : undefined}
          className="size-5 shrink-0 cursor-pointer accent-accent"
        />
        <span className="text-sm font-medium">{label}</span>
      </label>
      {description ? (
        <p id={descriptionId} className="-mt-2 pb-1 pl-8 text-xs text-muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}
