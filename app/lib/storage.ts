/**
 * Every storage access goes through here, because storage can throw: Safari's private mode,
 * a full quota, storage disabled by policy, or a sandboxed frame (docs/style.md, "Storage can
 * throw"). Reads return null and writes return false instead of throwing; callers say what they
 * could not do.
 *
 * Incognito stores nothing (docs/product-decisions.md, "History and incognito"), and this is the
 * one place that holds it: while incognito is on, no write and no removal reaches storage,
 * whichever part of the site asks, and what the visitor changes lasts for the page only. The
 * one exception is a `purpose` of `"erase"` (see {@link WritePurpose}).
 */
export type StorageArea = "local" | "session";

/**
 * Why a write is made. `"keep"`, the default: it keeps something the visitor chose or made
 * (settings, saved sets, history, theme, consent, reading list), or removes it, so incognito
 * holds it back. `"erase"`: it only takes stored passwords away (Clear history, entries past the
 * cleanup window, session-only history as the page closes), and goes through in incognito too:
 * a password the visitor asked to lose must not stay because incognito was on.
 */
export type WritePurpose = "keep" | "erase";

function getArea(area: StorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether incognito is on. app/lib/incognito.ts, which owns the signal, says so here as it
 * changes; storage does not import it, so every page's storage code stays apart from the
 * generator's.
 */
let incognito = false;

/** For app/lib/incognito.ts only: incognito is now on or off. */
export function holdWrites(on: boolean): void {
  incognito = on;
}

/** Whether incognito is holding writes back, for a caller saying why nothing was stored. */
export function writesHeld(): boolean {
  return incognito;
}

function heldBack(purpose: WritePurpose): boolean {
  return purpose === "keep" && incognito;
}

export function readStorage(key: string, area: StorageArea = "local"): string | null {
  try {
    return getArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns whether the value was stored: false when storage refused, or incognito held it back. */
export function writeStorage(
  key: string,
  value: string,
  area: StorageArea = "local",
  purpose: WritePurpose = "keep",
): boolean {
  if (heldBack(purpose)) return false;
  try {
    const storage = getArea(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Returns whether the key is now absent: false when storage refused, or incognito held it back. */
export function removeStorage(
  key: string,
  area: StorageArea = "local",
  purpose: WritePurpose = "keep",
): boolean {
  if (heldBack(purpose)) return false;
  try {
    const storage = getArea(area);
    if (!storage) return false;
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
