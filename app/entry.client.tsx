import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

import { findHydrationRoot } from "~/lib/hydration-root";
import { registerServiceWorker } from "~/lib/register-service-worker";

const root = findHydrationRoot(document);
if (root) {
  // From here on React answers the card's clicks, not the first-paint script (issue 22).
  window.__keysmithFirstPaint?.stop();
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
