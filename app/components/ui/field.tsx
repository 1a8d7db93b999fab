import { useId, type ReactNode } from "react";

import { cn } from "~/lib/cn";

/** What a form control needs to be named, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  /** The label's id too: some assistive technology misses `<label for>` on checkboxes and switches. */
  "aria-labelledby": string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

type FieldLayout =
  /** Label above the control (text fields). */
  | "stacked"
  /** Label at the start of the row, control at the end (a short number field). */
  | "inline"
  /** Control first, then the label and description (checkbox, switch). */
  | "toggle"
  /** Label and description first, control at the end of the row (a settings switch). */
  | "setting";

/**
 * One labelled form field (docs/style.md, "Forms and fields"; after the Epic Stack's `Field`): it
 * makes the ids and wires `htmlFor`, `aria-describedby` (description, message, then `describedBy`)
 * and `aria-invalid`, so no field is wired by hand. The control is rendered by `children` with the
 * props it must spread.
 */
export function Field({
  label,
  description,
  message,
  invalid = false,
  messageRole,
  messageClassName,
  layout = "stacked",
  className,
  labelClassName,
  children,
  after,
  describedBy,
}: {
  label: ReactNode;
  /** Always shown: a hint such as the allowed range. */
  description?: ReactNode;
  /** Shown when present: an error (with `invalid`) or a note on what was changed (phrasing). */
  message?: ReactNode;
  invalid?: boolean;
  /** `status` for a note that should be announced when it appears. */
  messageRole?: "status" | "alert";
  /** Classes of the message's paragraph (its colour says error or note). */
  messageClassName?: string;
  layout?: FieldLayout;
  className?: string;
  labelClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
  /** Rendered after the label row and before the description (e.g. a slider for the same value). */
  after?: ReactNode;
  /**
   * Ids of notes outside the field that also describe the control (a note the whole form shares),
   * read after the field's own description and message.
   */
  describedBy?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const messageId = `${id}-message`;
  const describedByIds =
    [description ? descriptionId : null, message ? messageId : null, describedBy]
      .filter(Boolean)
      .join(" ") || undefined;
  const control = children({
    id,
    "aria-labelledby": labelId,
    "aria-describedby": describedByIds,
    "aria-invalid": invalid ? true : undefined,
  });
  const labelElement = (
    <label
      id={labelId}
      htmlFor={id}
      className={cn(
        "text-sm font-medium",
        layout === "toggle" ? "cursor-pointer" : layout === "stacked" && "block",
        labelClassName,
      )}
    >
      {label}
    </label>
  );
  const descriptionElement = description ? (
    <div id={descriptionId} className={cn("text-xs text-muted", layout === "setting" && "mt-0.5")}>
      {description}
    </div>
  ) : null;
  const messageElement = message ? (
    <p id={messageId} role={messageRole} className={messageClassName}>
      {message}
    </p>
  ) : null;

  if (layout === "setting") {
    return (
      <div className={cn("flex items-start gap-4", className)}>
        <div className="min-w-0 flex-1">
          {labelElement}
          {descriptionElement}
          {messageElement}
        </div>
        {control}
      </div>
    );
  }
  if (layout === "toggle") {
    return (
      <div className={cn("flex min-h-11 items-center gap-3", className)}>
        {control}
        <div className="min-w-0">
          {labelElement}
          {descriptionElement}
          {messageElement}
        </div>
      </div>
    );
  }
  return (
    <div className={cn("space-y-1", className)}>
      {layout === "inline" ? (
        <div className="flex items-center justify-between gap-4">
          {labelElement}
          {control}
        </div>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {after}
      {descriptionElement}
      {messageElement}
    </div>
  );
}
