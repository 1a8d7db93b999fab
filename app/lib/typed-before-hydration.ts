import { useEffectEvent, useLayoutEffect, type RefObject } from "react";

/**
 * Keeps what a visitor typed into a prerendered text field before React hydrated it. The field
 * can be typed into as soon as the HTML is painted, a second or more before hydration on a phone.
 * React leaves that text on screen while it hydrates, but its state still holds the prerendered
 * value, so the next render would wipe the field (and, on the checker, leave Check disabled
 * beside a filled field). Once, when the field mounts, text that differs from the state becomes
 * the state. A field created after hydration holds the state's value, so nothing changes then.
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
