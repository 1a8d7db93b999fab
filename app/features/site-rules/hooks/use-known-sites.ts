import { useCallback, useRef, useState } from "react";

import type { KnownSites } from "#core/password-rules";

/** The known-sites list and the licence that must be shown with it. */
export interface KnownSitesBundle {
  sites: KnownSites;
  licence: string;
}

/** Loads the known-sites list; injectable so tests need no bundler. */
export type KnownSitesLoader = () => Promise<KnownSitesBundle>;

let shared: Promise<KnownSitesBundle> | undefined;

/**
 * The list (about 64 KB) as its own chunk, fetched the first time the panel needs it and never with
 * the page (docs/decisions/password-rules.md, "The list"). The service worker precaches every built
 * asset and serves assets cache-first, so the list works offline once the site has been visited. A
 * failed load (offline before the worker cached it) can be tried again.
 */
export const loadKnownSites: KnownSitesLoader = () => {
  shared ??= import("#core/password-rules/known-sites-data").then((module) => ({
    sites: module.KNOWN_SITES,
    licence: module.KNOWN_SITES_LICENCE,
  }));
  shared.catch(() => {
    shared = undefined;
  });
  return shared;
};

export type KnownSitesState =
  | { status: "idle" | "loading"; sites: null; licence: null }
  | { status: "ready"; sites: KnownSites; licence: string }
  | { status: "failed"; sites: null; licence: null };

/**
 * The list and a `load` that starts fetching it (once) and resolves with it. `load` is called from
 * event handlers (focus, typing a site), so there is no effect.
 */
export function useKnownSites(loader: KnownSitesLoader = loadKnownSites) {
  const [state, setState] = useState<KnownSitesState>({
    status: "idle",
    sites: null,
    licence: null,
  });
  const pending = useRef<Promise<KnownSites | null> | null>(null);

  const load = useCallback((): Promise<KnownSites | null> => {
    if (pending.current !== null) return pending.current;
    setState({ status: "loading", sites: null, licence: null });
    const request = loader().then(
      ({ sites, licence }) => {
        setState({ status: "ready", sites, licence });
        return sites;
      },
      () => {
        pending.current = null;
        setState({ status: "failed", sites: null, licence: null });
        return null;
      },
    );
    pending.current = request;
    return request;
  }, [loader]);

  return { ...state, load };
}
