import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { findHydrationRoot } from "~/lib/hydration-root";
import { registerServiceWorker } from "~/lib/register-service-worker";
import { dropMalformedScrollPositions } from "~/lib/scroll-positions";

// Before React Router reads it during hydration: a malformed stored value
// would otherwise stop it (docs/stack-notes.md, "Scroll restoration").
dropMalformedScrollPositions();
// The stale-build guard is not here: it must listen before the route modules load, so it runs
// as an inline script in <head> (scripts/stale-build-guard.mjs).

const root = findHydrationRoot(document);
if (root) {
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

registerServiceWorker();
