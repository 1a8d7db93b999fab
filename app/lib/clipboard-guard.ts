import { copyText } from "./clipboard";
import { noteWriteNeedsClick, probeClipboardAccess } from "./clipboard-access";
import {
  clipboardNoticeShown,
  readClipboardGuard,
  setClipboardGuard,
  type ClipboardGuardState,
} from "./clipboard-guard-state";
import { toast } from "./toast";

/*
 * A clipboard that forgets (docs/decisions/clipboard-clear.md). After a password is copied the
 * page offers "Clear clipboard", and, if the visitor chose it, replaces the clipboard's text with
 * an empty one after 30-90 seconds of focus. It clears only what is still its own: a later copy
 * or cut on the page, or another copy by the page, ends the countdown, and where the browser lets
 * the page read the clipboard without a prompt it first checks that the password is still there.
 * Where the browser lets a page write only just after a click, the time-up clear is offered as one
 * click. Loaded with the first copy; its state, which the notice reads, is in
 * `clipboard-guard-state.ts`.
 */

/** The toast that offers the clear when no notice is on the page. */
const TIME_UP_TOAST_ID = "clipboard-time-up";

export const CLIPBOARD_MESSAGES = Object.freeze({
  timeUp: "Time to clear the clipboard: this browser lets a page do that only when you click.",
  clearNow: "Clear clipboard now",
  cleared: "Clipboard cleared.",
  copiedSince: "You copied something else since, so Keysmith leaves the clipboard alone.",
  changed: "Your password was no longer on the clipboard, so Keysmith left it as it was.",
  failed:
    "Your browser did not let Keysmith clear the clipboard. Copy something else to replace the password.",
});

let timer: number | undefined;
/** The fingerprint of what was copied, while it may still be on the clipboard. */
let copied: Promise<string | null> | null = null;
/** Counts every copy and every clear, so work that finishes later knows whether it still holds. */
let generation = 0;
let listening = false;

function set(next: ClipboardGuardState) {
  if (readClipboardGuard().kind === "time-up" && next.kind !== "time-up") {
    toast.dismiss(TIME_UP_TOAST_ID);
  }
  setClipboardGuard(next);
}

function stopCountdown() {
  if (timer !== undefined) window.clearInterval(timer);
  timer = undefined;
}

function startCountdown() {
  stopCountdown();
  timer = window.setInterval(tick, 1000);
}

/** Ends what the page was doing for the last copy: countdown, pending check, fingerprint. */
function forget() {
  stopCountdown();
  generation += 1;
  copied = null;
}

/** Whether a write to the clipboard would be allowed now (Chromium asks for focus). */
function pageHasFocus(): boolean {
  return document.visibilityState === "visible" && document.hasFocus();
}

/** Line ends as the clipboard may give them back (Windows stores CR LF). */
function normalize(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** A SHA-256 of the text, so the page keeps no copy of the password to compare with. */
async function fingerprint(text: string): Promise<string | null> {
  try {
    const bytes = new Uint8Array(
      await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalize(text))),
    );
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  } catch {
    return null;
  }
}

/** Whether the clipboard still holds what was copied, where the page may read it unprompted. */
async function checkClipboard(
  expected: Promise<string | null> | null,
): Promise<"ours" | "other" | "unknown"> {
  if (!(await probeClipboardAccess()).readsWithoutPrompt) return "unknown";
  try {
    const [now, ours] = await Promise.all([
      navigator.clipboard.readText().then(fingerprint),
      expected,
    ]);
    if (now === null || ours === null) return "unknown";
    return now === ours ? "ours" : "other";
  } catch {
    return "unknown";
  }
}

function offerByToast() {
  toast.info(CLIPBOARD_MESSAGES.timeUp, {
    id: TIME_UP_TOAST_ID,
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: CLIPBOARD_MESSAGES.clearNow,
      onClick: () => {
        void clearClipboard().then((ok) => {
          if (ok) toast.success(CLIPBOARD_MESSAGES.cleared);
          else toast.error(CLIPBOARD_MESSAGES.failed);
        });
      },
    },
  });
}

async function clearAutomatically(): Promise<void> {
  stopCountdown();
  const run = generation;
  const check = await checkClipboard(copied);
  if (run !== generation) return;
  if (check === "other") {
    forget();
    set({ kind: "kept", reason: "changed" });
    return;
  }
  const ok = await copyText("");
  if (run !== generation) return;
  if (ok) {
    forget();
    set({ kind: "cleared" });
  } else if (!pageHasFocus()) {
    // Focus went between the last count and the write: try again once it is back.
    const held = readClipboardGuard();
    set({ kind: "holding", count: held.kind === "holding" ? held.count : 1, remaining: 0 });
    startCountdown();
  } else {
    noteWriteNeedsClick();
    set({ kind: "time-up" });
    if (!clipboardNoticeShown()) offerByToast();
  }
}

function tick() {
  const state = readClipboardGuard();
  if (state.kind !== "holding" || state.remaining === null || !pageHasFocus()) return;
  if (state.remaining > 1) set({ ...state, remaining: state.remaining - 1 });
  else void clearAutomatically();
}

/** Whatever the visitor copies or cuts on the page replaces the password: leave it alone. */
function onPageCopy() {
  noteOtherCopied();
}

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener("copy", onPageCopy, true);
  document.addEventListener("cut", onPageCopy, true);
}

/**
 * Call after a password was copied, or `count` of them at once (a Copy All); `clearAfterSeconds`
 * 0 means no automatic clear. `text` is what was copied, kept only as a fingerprint to compare
 * with the clipboard.
 */
export function noteSecretCopied(text: string, clearAfterSeconds: number, count = 1): void {
  forget();
  listen();
  copied = fingerprint(text);
  const automatic = Number.isInteger(clearAfterSeconds) && clearAfterSeconds > 0;
  set({ kind: "holding", count, remaining: automatic ? clearAfterSeconds : null });
  if (automatic) startCountdown();
}

/** Call after the page copied something that is not a password (a link, a rule): it replaced ours. */
export function noteOtherCopied(): void {
  const state = readClipboardGuard();
  if (state.kind !== "holding" && state.kind !== "time-up") return;
  forget();
  set({ kind: "kept", reason: "copied-since" });
}

/**
 * Replaces the clipboard's text with an empty one, as the visitor asked: called from a click, so
 * the write starts before anything is awaited (Firefox and WebKit allow it only then). False when
 * the browser refuses.
 */
export async function clearClipboard(): Promise<boolean> {
  forget();
  const ok = await copyText("");
  set(ok ? { kind: "cleared" } : { kind: "failed" });
  return ok;
}
