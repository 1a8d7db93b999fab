import { useEffectEvent, useLayoutEffect, useRef, type ChangeEvent, type RefObject } from "react";

/** The window property where the early script keeps the fields typed into before hydration. */
const TYPED_FIELDS = "__keysmithTypedFields";

/**
 * Inline in every page's head, before the page can be typed into: notes each control that gets
 * an `input` event (typing, a choice in a select, a checkbox ticked) before React has hydrated
 * it, for `useTypedBeforeHydration`. It keeps the elements only, never what was typed.
 */
export const TYPED_FIELDS_SCRIPT = `(()=>{const s=new WeakSet;window.${TYPED_FIELDS}=s;addEventListener("input",e=>s.add(e.target),!0)})();`;

function typedFields(): WeakSet<EventTarget> | undefined {
  const fields: unknown = Reflect.get(globalThis, TYPED_FIELDS);
  return fields instanceof WeakSet ? fields : undefined;
}

/** A prerendered control a visitor can change before hydration. */
type EarlyField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Keeps what a visitor typed into a prerendered field, or chose in a prerendered select or
 * checkbox, before React hydrated it. The page can be used as soon as its HTML is painted, a
 * second or more before hydration on a phone. React leaves what the visitor did on screen while
 * it hydrates, but its state still holds its first value, so the next render would undo it (on
 * the checker, a wiped field with Check disabled beside it, or the breach check switched back
 * off; on the blog, a search or a category that filters nothing). Once, when the control mounts,
 * what the visitor entered there (its text, or for a checkbox, whether it is ticked: `value` says
 * which by its type) becomes the state. Only the visitor's input counts: a control whose first
 * state comes from the URL or from storage keeps it, and a control created after hydration was
 * never used early. Returns the ref to put on the control.
 */
export function useTypedBeforeHydration<
  Field extends EarlyField = HTMLInputElement,
  Value extends string | boolean = string,
>(value: Value, onChange: (value: Value) => void): RefObject<Field | null> {
  const field = useRef<Field>(null);
  const adopt = useEffectEvent(() => {
    const element = field.current;
    if (element === null || typedFields()?.has(element) !== true) return;
    const shown = (
      typeof value === "boolean" ? (element as HTMLInputElement).checked : element.value
    ) as Value;
    if (shown !== value) onChange(shown);
  });
  useLayoutEffect(() => adopt(), []);
  return field;
}

/**
 * What a checkbox (or a switch) takes to follow `checked` and keep a tick made before hydration:
 * its ref, `checked`, and an `onChange` that reports the new state. Spread them on the `<input>`.
 */
export function useCheckboxState(
  checked: boolean | undefined,
  onCheckedChange: ((checked: boolean) => void) | undefined,
) {
  const ref = useTypedBeforeHydration(checked === true, (on) => onCheckedChange?.(on));
  return {
    ref,
    checked,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onCheckedChange?.(event.currentTarget.checked),
  };
}
