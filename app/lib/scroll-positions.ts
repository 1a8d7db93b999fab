import { STORAGE_KEYS } from "#core/options/storage-keys";
import { readStorage, removeStorage } from "~/lib/storage";

/**
 * React Router's ScrollRestoration keeps `{ [location key]: scrollY }` in session storage under
 * this key. It reads the entry back with a bare JSON.parse and then writes into whatever it got,
 * so a stored `1`, `"x"` or `true` made every in-app navigation throw until the tab closed.
 */
export const SCROLL_POSITIONS_KEY = STORAGE_KEYS.scrollPositions;

/** Far more than a tab's history needs; a longer entry is not one React Router wrote for us. */
const SCROLL_POSITIONS_MAX_LENGTH = 100_000;

/** Whether `raw` is what React Router writes: a JSON object of keys to finite numbers. */
export function isScrollPositions(raw: string): boolean {
  try {
    const value: unknown = JSON.parse(raw);
    return (
      raw.length <= SCROLL_POSITIONS_MAX_LENGTH &&
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every(Number.isFinite)
    );
  } catch {
    return false;
  }
}

/**
 * Drops the stored scroll positions unless they have the shape React Router writes. Runs in the
 * client entry before hydration, so before React Router reads them: the inline restore script
 * (app/components/scroll-restoration.tsx), which runs earlier, survives any value and blocked
 * storage (it catches everything and only reads a number).
 */
export function dropMalformedScrollPositions(): void {
  const raw = readStorage(SCROLL_POSITIONS_KEY, "session");
  if (raw !== null && !isScrollPositions(raw)) removeStorage(SCROLL_POSITIONS_KEY, "session");
}
