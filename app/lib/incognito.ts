import { useSyncExternalStore } from "react";

import { holdWrites } from "./storage";

/**
 * Whether the generator's incognito mode is on, for the parts of the page outside the generator
 * that must respect it: no ad (spec §4, §9) and no analytics script starts loading while it is
 * on, and storage (app/lib/storage.ts) writes nothing. The generator owns the switch and publishes each change here; a slot already showing is
 * hidden while it is on. It resets with the page load, like the generator's own state. If the
 * generator unmounts while it is on (client navigation), the signal stays on until the visitor
 * turns it off or reloads: when in doubt, private.
 */
let incognito = false;
const listeners = new Set<() => void>();

export function isIncognito(): boolean {
  return incognito;
}

export function publishIncognito(on: boolean): void {
  if (on === incognito) return;
  incognito = on;
  holdWrites(on);
  for (const listener of listeners) listener();
}

export function subscribeIncognito(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The prerendered page has no generator state yet: incognito is off until it says otherwise. */
export function useIncognito(): boolean {
  return useSyncExternalStore(subscribeIncognito, isIncognito, () => false);
}
