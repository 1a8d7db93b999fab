import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

import {
  readClipboardGuard,
  readIdleClipboardGuard,
  showClipboardNotice,
  subscribeClipboardGuard,
} from "~/lib/clipboard-guard-state";

const ClipboardOffer = lazy(() => import("./clipboard-offer"));

/**
 * Where "Clear clipboard" appears once a password has been copied
 * (docs/decisions/clipboard-clear.md): an empty status region until then, so the offer's code
 * loads only with the first copy. While it is on the page, the time-up offer appears here rather
 * than as a toast.
 */
export function ClipboardStatus() {
  const guard = useSyncExternalStore(
    subscribeClipboardGuard,
    readClipboardGuard,
    readIdleClipboardGuard,
  );
  useEffect(() => showClipboardNotice(), []);
  return (
    <div role="status" className="text-sm text-muted empty:hidden">
      {guard.kind === "idle" ? null : (
        <Suspense fallback={null}>
          <ClipboardOffer guard={guard} />
        </Suspense>
      )}
    </div>
  );
}
