import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from "react";

/** The window property where the early script keeps the fields typed into before hydration. */
const TYPED_FIELDS = "__keysmithTypedFields";

/**
 * Inline in every page's head, before the page can be typed into: notes each field that gets
 * typing (an `input` event) before React has hydrated it, for `useTypedBeforeHydration`. It keeps
 * the elements only, never what was typed.
 */
export const TYPED_FIELDS_SCRIPT = `(()=>{const s=new WeakSet;window.${TYPED_FIELDS}=s;addEventListener("input",e=>s.add(e.target),!0)})();`;

function typedFields(): WeakSet<EventTarget> | undefined {
  const fields: unknown = Reflect.get(globalThis, TYPED_FIELDS);
  return fields instanceof WeakSet ? fields : undefined;
}

/**
 * Keeps what a visitor typed into a prerendered text field before React hydrated it. The field
 * can be typed into as soon as the HTML is painted, a second or more before hydration on a phone.
 * React leaves that text on screen while it hydrates, but its state still holds its first value,
 * so the next render would wipe the field (on the checker, leaving Check disabled beside a filled
 * field; on the blog, a search that filters nothing). Once, when the field mounts, text the
 * visitor typed there becomes the state. Only typing counts: a field whose first state comes from
 * the URL or from storage keeps it, and a field created after hydration was never typed into
 * early. Returns the ref to put on the field.
 */
export function useTypedBeforeHydration<
  Field extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement,
>(value: string, onChange: (value: string) => void): RefObject<Field | null> {
  const field = useRef<Field>(null);
  const adopt = useEffectEvent(() => {
    const element = field.current;
    if (element === null || typedFields()?.has(element) !== true) return;
    if (element.value !== value) onChange(element.value);
  });
  useLayoutEffect(() => adopt(), []);
  return field;
}
