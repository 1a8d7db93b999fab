import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";

import { parseFrameStatus, type FrameStatusReport } from "./third-party-frames";

/** Spec §4, §9: load 1000 ms after consent, then check up to 3 times, 2000 ms apart. */
export const SCRIPT_LOAD_TIMING = Object.freeze({ delayMs: 1000, attempts: 3, intervalMs: 2000 });

export type ScriptLoadTiming = typeof SCRIPT_LOAD_TIMING;

/**
 * `idle`: nothing asked for it · `waiting`: the delay runs and can still be called off ·
 * `loading`: the frame is in the page and loads the provider's script · `ready`: the frame said
 * the script loaded · `failed`: it did not say so in time, or said the script errored, which is
 * how an ad blocker looks from the page.
 */
export type FrameStatus = "idle" | "waiting" | "loading" | "ready" | "failed";

/** Whether the frame element is in the page in this state. */
export function isFrameMounted(status: FrameStatus): boolean {
  return status === "loading" || status === "ready";
}

interface ScheduleOptions {
  timing?: ScriptLoadTiming;
  /** Puts the frame in the page; the frame's reports arrive through `report`. */
  onStart: () => void;
  onResult: (result: "ready" | "failed") => void;
}

/** A schedule under way: `report` records what the frame said, `cancel` calls off the rest. */
export interface ScheduledLoad {
  report: (result: FrameStatusReport) => void;
  cancel: () => void;
}

/**
 * Waits `delayMs`, starts the load, then checks `attempts` times, `intervalMs` apart, what the
 * frame reported: the first check that finds "ready" reports ready; one that finds "failed", or
 * the last one, reports failed (spec §4).
 */
export function scheduleLoad({
  timing = SCRIPT_LOAD_TIMING,
  onStart,
  onResult,
}: ScheduleOptions): ScheduledLoad {
  let started = false;
  let outcome: "pending" | FrameStatusReport = "pending";
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = (attempt: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      if (outcome === "ready") onResult("ready");
      else if (outcome === "failed" || attempt >= timing.attempts) onResult("failed");
      else check(attempt + 1);
    }, timing.intervalMs);
  };

  timer = setTimeout(() => {
    timer = undefined;
    started = true;
    onStart();
    check(1);
  }, timing.delayMs);

  return {
    report(result) {
      // Only the first word of a started frame counts; a frame cannot take "failed" back.
      if (started && outcome === "pending") outcome = result;
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** One frame's load, from the visitor's consent to its result. */
export interface FrameLoader {
  /** Consent and the privacy signals allow it now: start the delay (if not under way). */
  start: () => void;
  /** They no longer do: call everything off and take the frame out of the page. */
  stop: () => void;
  /** A status message from this loader's frame. */
  report: (result: FrameStatusReport) => void;
  getStatus: () => FrameStatus;
  subscribe: (listener: () => void) => () => void;
}

export interface FrameLoaderOptions {
  timing?: ScriptLoadTiming;
  onFailure?: () => void;
}

/**
 * Unlike a script added to the page, a frame can be taken back: withdrawing consent, or switching
 * incognito on, removes it, and whatever ran in it stops.
 */
export function createFrameLoader({ timing, onFailure }: FrameLoaderOptions = {}): FrameLoader {
  let status: FrameStatus = "idle";
  let load: ScheduledLoad | null = null;
  const listeners = new Set<() => void>();

  const setStatus = (next: FrameStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };

  return {
    start() {
      if (status !== "idle") return;
      setStatus("waiting");
      load = scheduleLoad({
        timing,
        onStart: () => setStatus("loading"),
        onResult: (result) => {
          setStatus(result);
          if (result === "failed") onFailure?.();
        },
      });
    },
    stop() {
      load?.cancel();
      load = null;
      setStatus("idle");
    },
    report(result) {
      load?.report(result);
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

export interface ThirdPartyFrame {
  status: FrameStatus;
  /** For the `<iframe>` the caller renders while `isFrameMounted(status)`. */
  frameRef: RefObject<HTMLIFrameElement | null>;
}

/**
 * Loads one sandboxed third-party frame while `wanted` holds (consent given, no Do Not Track, no
 * incognito), with the spec's delay and checks, and follows what the frame reports. Only a
 * message whose source is this very frame counts.
 */
export function useThirdPartyFrame(wanted: boolean, onFailure?: () => void): ThirdPartyFrame {
  const [loader] = useState(() => createFrameLoader({ onFailure }));
  const frameRef = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => {
    if (!wanted) return;
    loader.start();
    return () => loader.stop();
  }, [loader, wanted]);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const result = parseFrameStatus(event.data);
      if (result) loader.report(result);
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [loader]);

  const status = useSyncExternalStore<FrameStatus>(
    loader.subscribe,
    loader.getStatus,
    () => "idle",
  );
  return { status, frameRef };
}
