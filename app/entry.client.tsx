import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { findHydrationRoot } from "~/lib/hydration-root";
import { registerServiceWorker } from "~/lib/register-service-worker";
import { dropMalformedScrollPositions } from "~/lib/scroll-positions";
import { watchForStaleChunks } from "~/lib/stale-build";

// Before React Router reads it during hydration (issue 18, item 8).
dropMalformedScrollPositions();
// Before anything loads lazily: a tab older than the latest deploy reloads once (issue 18, item 7).
watchForStaleChunks();

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
