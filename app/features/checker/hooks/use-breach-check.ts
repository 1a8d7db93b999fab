import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

import { formatBreachCheckChoice, readStoredBreachCheck } from "#core/options/breach-check-choice";
import { STORAGE_KEYS } from "#core/options/storage-keys";
import type { BreachResult } from "#core/breach/breach-result";
import { isIncognito } from "~/lib/incognito";
import { readStorage, writeStorage } from "~/lib/storage";

/** Checks one password against the range API; replaced in tests. */
export type CheckBreach = (password: string) => Promise<BreachResult>;

/** Loads the breach check's chunk (only once the switch is on). */
export type LoadBreachCheck = () => Promise<CheckBreach>;

/** The real chunk, asking `apiUrl`. */
export function loadBreachCheckChunk(apiUrl: string): LoadBreachCheck {
  return () =>
    import("../lib/breach-check").then(
      (module) => (password: string) => module.checkPwnedPassword(password, apiUrl),
    );
}

/** The breach check for the password last checked. */
export type BreachState =
  { status: "off" } | { status: "checking" } | { status: "done"; result: BreachResult };

/** This page's choice when it was not stored (incognito, or storage refused); null: storage says. */
let unstoredChoice: boolean | null = null;
const choiceListeners = new Set<() => void>();

function subscribeChoice(listener: () => void): () => void {
  choiceListeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    choiceListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function readChoice(): boolean {
  return unstoredChoice ?? readStoredBreachCheck(readStorage(STORAGE_KEYS.breachCheck)).value;
}

/**
 * The switch, remembered as the other settings are: read after hydration (docs/style.md, "Storage
 * after hydration"; off in the prerendered page), written on each change except while incognito
 * is on.
 */
export function useBreachCheckChoice(): {
  on: boolean;
  change: (on: boolean) => void;
  notRemembered: "incognito" | "unavailable" | null;
} {
  const on = useSyncExternalStore(subscribeChoice, readChoice, () => false);
  const [notRemembered, setNotRemembered] = useState<"incognito" | "unavailable" | null>(null);
  const change = useCallback((next: boolean) => {
    if (isIncognito()) {
      unstoredChoice = next;
      setNotRemembered("incognito");
    } else if (writeStorage(STORAGE_KEYS.breachCheck, formatBreachCheckChoice(next))) {
      unstoredChoice = null;
      setNotRemembered(null);
    } else {
      unstoredChoice = next;
      setNotRemembered("unavailable");
    }
    for (const listener of choiceListeners) listener();
  }, []);
  return { on, change, notRemembered };
}

/**
 * Asks the range API about `password` once it is checked with the switch on (or the switch is
 * turned on after a check): one request per checked password, never while the switch is off.
 */
export function useBreachCheck(
  password: string | null,
  enabled: boolean,
  load: LoadBreachCheck | null,
): BreachState {
  const [done, setDone] = useState<{ password: string; result: BreachResult } | null>(null);
  const known = done !== null && done.password === password;

  useEffect(() => {
    if (!enabled || password === null || load === null || known) return;
    let current = true;
    load()
      .then((check) => check(password))
      .then(
        (result) => {
          if (current) setDone({ password, result });
        },
        // The chunk itself could not load: offline.
        () => {
          if (current) setDone({ password, result: { kind: "failed", reason: "offline" } });
        },
      );
    return () => {
      current = false;
    };
  }, [password, enabled, load, known]);

  if (!enabled || password === null || load === null) return { status: "off" };
  return known ? { status: "done", result: done.result } : { status: "checking" };
}
