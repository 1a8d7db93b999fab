import type { StoredRead } from "./stored-json";

/*
 * The checker's breach-check switch, kept as the other settings are (docs/decisions/
 * breach-check.md): "on" or "off". No imports beyond a type, so the checker's first view stays small.
 */

/** Reads `breachCheck`; absent or anything but "on" is off, and anything but "on"/"off" is said. */
export function readStoredBreachCheck(raw: string | null): StoredRead<boolean> {
  if (raw === null || raw === "off") return { value: false, problem: null };
  if (raw === "on") return { value: true, problem: null };
  return { value: false, problem: "wrong-shape" };
}

/** What the switch writes. */
export function formatBreachCheckChoice(on: boolean): string {
  return on ? "on" : "off";
}
