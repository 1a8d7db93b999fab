import { useCallback, useEffect, useRef } from "react";
import { createPath, useBlocker, type BlockerFunction } from "react-router";

/**
 * Leaves the not-found page by loading the next page, never by a client-side navigation. Netlify
 * and Cloudflare Pages answer an unknown path with the `/*` headers only, so this document may
 * have no frame-ancestors (its <meta> policy cannot carry it): kept alive, it would show every
 * page after it without that protection. Each page loaded afresh gets its own headers. Jumps
 * within the page (the skip link) stay where they are.
 */
export function useLeaveByPageLoad(): void {
  const replace = useRef(false);
  const leavesPage = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) => {
      replace.current = historyAction === "REPLACE";
      return currentLocation.pathname !== nextLocation.pathname;
    },
    [],
  );
  const blocker = useBlocker(leavesPage);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const url = createPath(blocker.location);
    if (replace.current) window.location.replace(url);
    else window.location.assign(url);
  }, [blocker]);
}
