/*
 * The clipboard guard's state, the only part of it on a page's first view
 * (docs/decisions/first-view-budget.md): the notice reads it, and Copy loads the guard itself
 * (`clipboard-guard.ts`) on the first copy of a password (docs/decisions/clipboard-clear.md).
 */

/** Why the page left the clipboard alone. */
export type KeptReason =
  /** Something else was copied or cut on the page after the password. */
  | "copied-since"
  /** The clipboard no longer held the password when the time was up. */
  | "changed";

export type ClipboardGuardState =
  /** Nothing copied yet. */
  | { kind: "idle" }
  /**
   * A password Keysmith copied may still be on the clipboard. `remaining`: seconds of focus left
   * before the automatic clear, 0 while it waits for the page to have focus again, null when the
   * visitor chose no automatic clear. `count`: how many passwords that copy held (1, or all of
   * a Copy All), for what the notice says.
   */
  | { kind: "holding"; count: number; remaining: number | null }
  /** The time is up, but the browser refused a write without a click: one click clears. */
  | { kind: "time-up" }
  | { kind: "cleared" }
  | { kind: "kept"; reason: KeptReason }
  /** A clear the visitor asked for was refused. */
  | { kind: "failed" };

const IDLE: ClipboardGuardState = { kind: "idle" };

let state: ClipboardGuardState = IDLE;
/** How many notices (`ClipboardStatus`) are on the page now. */
let notices = 0;
const listeners = new Set<() => void>();

/** For the guard: the next state, told to every notice. */
export function setClipboardGuard(next: ClipboardGuardState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * A notice that shows the guard's state is on the page (the time-up offer then appears there,
 * not as a toast). Returns the function that says it left.
 */
export function showClipboardNotice(): () => void {
  notices += 1;
  return () => {
    notices -= 1;
  };
}

/** Whether a notice is on the page now. */
export function clipboardNoticeShown(): boolean {
  return notices > 0;
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
