import { lazy, Suspense, useSyncExternalStore } from "react";

import {
  readClipboardGuard,
  readIdleClipboardGuard,
  subscribeClipboardGuard,
} from "~/lib/clipboard-guard";

const ClipboardOffer = lazy(() => import("./clipboard-offer"));

/**
 * Where "Clear clipboard" appears once a password has been copied (issue 20, item 5): an empty
 * status region until then, so the offer's code loads only with the first copy.
 */
export function ClipboardStatus() {
  const guard = useSyncExternalStore(
    subscribeClipboardGuard,
    readClipboardGuard,
    readIdleClipboardGuard,
  );
  const active = guard.holdsSecret || guard.lastClear !== null;
  return (
    <div role="status" className="text-sm text-muted empty:hidden">
      {active ? (
        <Suspense fallback={null}>
          <ClipboardOffer guard={guard} />
        </Suspense>
      ) : null}
    </div>
  );
}
