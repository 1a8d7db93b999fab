import { useEffect, useSyncExternalStore } from "react";

import { appendScript, type ScriptEvents } from "./append-script";

/** Spec §4, §9: load 1000 ms after consent, then check up to 3 times, 2000 ms apart. */
export const SCRIPT_LOAD_TIMING = Object.freeze({ delayMs: 1000, attempts: 3, intervalMs: 2000 });

export type ScriptLoadTiming = typeof SCRIPT_LOAD_TIMING;

/**
 * `idle`: nothing asked for it · `waiting`: the delay runs and can still be called off ·
 * `loading`: the script is in the page · `ready`: it loaded · `failed`: it did not load in time
 * or errored, which is how an ad blocker looks from the page.
 */
export type ScriptStatus = "idle" | "waiting" | "loading" | "ready" | "failed";

export type InjectScript = (src: string, events: ScriptEvents) => void;

interface ScheduleOptions {
  src: string;
  timing?: ScriptLoadTiming;
  inject?: InjectScript;
  onInjected?: () => void;
  onResult: (result: "ready" | "failed") => void;
}

/**
 * Waits `delayMs`, adds the script, then checks `attempts` times, `intervalMs` apart, whether it
 * has loaded: the first check that finds it loaded reports `ready`; one that finds it errored,
 * or the last one, reports `failed`. Returns a function that calls off whatever is still pending.
 */
export function scheduleScriptLoad({
  src,
  timing = SCRIPT_LOAD_TIMING,
  inject = appendScript,
  onInjected,
  onResult,
}: ScheduleOptions): () => void {
  let outcome: "pending" | "loaded" | "errored" = "pending";
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = (attempt: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      if (outcome === "loaded") onResult("ready");
      else if (outcome === "errored" || attempt >= timing.attempts) onResult("failed");
      else check(attempt + 1);
    }, timing.intervalMs);
  };

  timer = setTimeout(() => {
    timer = undefined;
    inject(src, {
      onLoad: () => {
        if (outcome === "pending") outcome = "loaded";
      },
      onError: () => {
        if (outcome === "pending") outcome = "errored";
      },
    });
    onInjected?.();
    check(1);
  }, timing.delayMs);

  return () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}

/** One third-party script shared by every component that wants it, loaded at most once. */
export interface ScriptLoader {
  /** Says a component wants the script now; returns the function that takes that back. */
  request: () => () => void;
  getStatus: () => ScriptStatus;
  subscribe: (listener: () => void) => () => void;
}

export interface ScriptLoaderOptions {
  src: string;
  timing?: ScriptLoadTiming;
  inject?: InjectScript;
  onFailure?: () => void;
}

/**
 * Starts the delay when the first component asks. If every request is withdrawn before the
 * script is added (consent withdrawn, incognito switched on, the slot left the page), the load is
 * called off and nothing leaves the page. Once added, a script cannot be taken back: it is only
 * followed to its result.
 */
export function createScriptLoader({
  src,
  timing,
  inject,
  onFailure,
}: ScriptLoaderOptions): ScriptLoader {
  let status: ScriptStatus = "idle";
  let demand = 0;
  let cancel: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const setStatus = (next: ScriptStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };

  return {
    request() {
      demand += 1;
      if (status === "idle") {
        setStatus("waiting");
        cancel = scheduleScriptLoad({
          src,
          timing,
          inject,
          onInjected: () => setStatus("loading"),
          onResult: (result) => {
            cancel = null;
            setStatus(result);
            if (result === "failed") onFailure?.();
          },
        });
      }
      let withdrawn = false;
      return () => {
        if (withdrawn) return;
        withdrawn = true;
        demand -= 1;
        if (demand === 0 && status === "waiting") {
          cancel?.();
          cancel = null;
          setStatus("idle");
        }
      };
    },
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const sharedLoaders = new Map<string, ScriptLoader>();

/** The page's one loader for `src`, so two components never add the same script twice. */
export function sharedScriptLoader(src: string, onFailure?: () => void): ScriptLoader {
  let loader = sharedLoaders.get(src);
  if (!loader) {
    loader = createScriptLoader({ src, onFailure });
    sharedLoaders.set(src, loader);
  }
  return loader;
}

const NO_LOADER: ScriptLoader = {
  request: () => () => {},
  getStatus: () => "idle",
  subscribe: () => () => {},
};

/** Asks for the script while `wanted` holds, and follows its status; null loads nothing. */
export function useScript(loader: ScriptLoader | null, wanted: boolean): ScriptStatus {
  const active = loader ?? NO_LOADER;
  useEffect(() => {
    if (!wanted) return;
    return active.request();
  }, [active, wanted]);
  return useSyncExternalStore<ScriptStatus>(active.subscribe, active.getStatus, () => "idle");
}
