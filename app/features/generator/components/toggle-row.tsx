import { useId, type ReactNode } from "react";

import { Checkbox } from "~/components/ui/checkbox";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";

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
  const id = useId();
  const descriptionId = `${id}-description`;
  const shared = {
    id,
    checked,
    disabled,
    "aria-describedby": description ? descriptionId : undefined,
  };
  return (
    <div className={cn("flex min-h-11 items-center gap-3", className)}>
      {control === "switch" ? (
        <Switch {...shared} onCheckedChange={onCheckedChange} />
      ) : (
        <Checkbox {...shared} onCheckedChange={onCheckedChange} />
      )}
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-xs text-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
