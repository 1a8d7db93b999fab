import { copyText } from "./clipboard";

/*
 * A clipboard that forgets (issue 20, item 5). After a password is copied the page offers
 * "Clear clipboard", and, if the visitor chose it, replaces the clipboard's text with an empty
 * one after 30-90 seconds. A web page may write to the clipboard only while it has focus, so the
 * countdown runs only then, and what it cannot reach (clipboard history, other apps, a synced
 * clipboard) is said where the option is chosen.
 */

export interface ClipboardGuardState {
  /** A password Keysmith copied may still be on the clipboard. */
  holdsSecret: boolean;
  /** How many passwords that copy held: 1, or all of a Copy All. */
  count: number;
  /** Seconds of focus left before the automatic clear, or null when none is set. */
  remaining: number | null;
  /** What the last clear did: null before any. */
  lastClear: "cleared" | "failed" | null;
}

const IDLE: ClipboardGuardState = {
  holdsSecret: false,
  count: 0,
  remaining: null,
  lastClear: null,
};

let state: ClipboardGuardState = IDLE;
let timer: number | undefined;
const listeners = new Set<() => void>();

function set(next: ClipboardGuardState) {
  state = next;
  for (const listener of listeners) listener();
}

function stopCountdown() {
  if (timer !== undefined) window.clearInterval(timer);
  timer = undefined;
}

/** Whether a write to the clipboard would be allowed now. */
function pageHasFocus(): boolean {
  return document.visibilityState === "visible" && document.hasFocus();
}

function tick() {
  if (state.remaining === null || !pageHasFocus()) return;
  const remaining = state.remaining - 1;
  if (remaining > 0) {
    set({ ...state, remaining });
    return;
  }
  void clearClipboard();
}

/**
 * Call after a password was copied, or `count` of them at once; `clearAfterSeconds` 0 means no
 * automatic clear.
 */
export function noteSecretCopied(clearAfterSeconds: number, count = 1): void {
  stopCountdown();
  const automatic = Number.isInteger(clearAfterSeconds) && clearAfterSeconds > 0;
  set({
    holdsSecret: true,
    count,
    remaining: automatic ? clearAfterSeconds : null,
    lastClear: null,
  });
  if (automatic) timer = window.setInterval(tick, 1000);
}

/**
 * Replaces the clipboard's text with an empty one. False when the browser refuses (the page
 * lost focus, or clipboard access is blocked); the offer then stays.
 */
export async function clearClipboard(): Promise<boolean> {
  stopCountdown();
  const ok = await copyText("");
  set(
    ok
      ? { holdsSecret: false, count: 0, remaining: null, lastClear: "cleared" }
      : { ...state, holdsSecret: true, remaining: null, lastClear: "failed" },
  );
  return ok;
}

export function subscribeClipboardGuard(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readClipboardGuard(): ClipboardGuardState {
  return state;
}

/** The state on the server and during hydration: nothing copied yet. */
export function readIdleClipboardGuard(): ClipboardGuardState {
  return IDLE;
}
