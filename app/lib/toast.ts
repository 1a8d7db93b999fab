import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

/**
 * Toasts without the toast library in any page's first view (docs/decisions/first-view-budget.md):
 * the library and its Toaster load the first time something is announced. Sonner replays toasts
 * that were raised before its Toaster subscribed, so nothing raised while it loads is lost.
 */
type ToastKind = "success" | "error" | "info";

let toasterWanted = false;
const listeners = new Set<() => void>();

function show(kind: ToastKind, title: string, options?: ExternalToast): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  import("sonner")
    .then((sonner) => sonner.toast[kind](title, options))
    .catch(() => {
      // The chunk could not load (offline before the service worker cached it). Every toast
      // repeats something the page also shows in place, so nothing is lost but the toast.
    });
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  info: (title: string, options?: ExternalToast) => show("info", title, options),
  /** Takes down the toast raised with this `id`, if the library has loaded. */
  dismiss: (id: string) => {
    if (!toasterWanted) return;
    import("sonner")
      .then((sonner) => sonner.toast.dismiss(id))
      .catch(() => {
        // Not loaded: nothing on screen to take down.
      });
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast has been raised on this page, so the Toaster should be mounted. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
}
