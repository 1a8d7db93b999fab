/**
 * Every storage access goes through here, because storage can throw: Safari's private mode,
 * a full quota, storage disabled by policy, or a sandboxed frame (docs/style.md, "Storage can
 * throw"). Reads return null and writes return false instead of throwing; callers say what they
 * could not do.
 */
export type StorageArea = "local" | "session";

function getArea(area: StorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(key: string, area: StorageArea = "local"): string | null {
  try {
    return getArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns whether the value was stored. */
export function writeStorage(key: string, value: string, area: StorageArea = "local"): boolean {
  try {
    const storage = getArea(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Returns whether the key is now absent. */
export function removeStorage(key: string, area: StorageArea = "local"): boolean {
  try {
    const storage = getArea(area);
    if (!storage) return false;
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
