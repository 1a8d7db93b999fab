import { useEffectEvent, useLayoutEffect, type RefObject } from "react";

/**
 * Keeps what a visitor typed into a prerendered text field before React hydrated it. The field
 * can be typed into as soon as the HTML is painted, a second or more before hydration on a phone.
 * React leaves that text on screen while it hydrates, but its state still holds the prerendered
 * value, so the next render would wipe the field (and, on the checker, leave Check disabled
 * beside a filled field). Once, when the field mounts, text that differs from the state becomes
 * the state. A field created after hydration holds the state's value, so nothing changes then.
 *
 * Only for a field whose first state is always its prerendered value (the checker's starts
 * empty): there, text that differs can only have been typed (or put back by the browser). A field
 * whose first state comes from the URL or from storage differs from its HTML without any typing,
 * and this would overwrite that state with the HTML's value.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  const adopt = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  });
  useLayoutEffect(() => adopt(), []);
}
