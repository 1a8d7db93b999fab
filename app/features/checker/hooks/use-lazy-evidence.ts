import { useCallback, useRef, useState } from "react";

import type { Estimator } from "../lib/crack-time-estimator";

/** Loads the estimator chunk and starts its worker; replaced in tests. */
export type LoadEstimator = () => Promise<Estimator>;

/** Whether a password is on the list of common and breached passwords. */
export type MatchBlocklist = (password: string) => boolean;

/** Loads the blocklist chunk; replaced in tests. */
export type LoadBlocklist = () => Promise<MatchBlocklist>;

/**
 * `load`, called at most once at a time for the page's life: every caller shares the one pending
 * or settled load, so a load started ahead (`prefetchEvidence`) is the one the checker gets. A
 * failed load is forgotten, so the next call tries again.
 */
function shared<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

export const loadEstimatorChunk: LoadEstimator = shared(() =>
  import("../lib/crack-time-estimator").then((module) => module.loadCrackTimeEstimator()),
);

export const loadBlocklistChunk: LoadBlocklist = shared(() =>
  import("../lib/password-list").then((module) => module.loadPasswordList()),
);

/**
 * Starts loading the checker's evidence and the estimator's worker now, before any component asks
 * (docs/decisions/checker-verdict.md, "Loaded ahead of Check"); a failure here is left for the
 * checker's own load to meet and show.
 */
export function prefetchEvidence(): void {
  loadBlocklistChunk().catch(() => {});
  loadEstimatorChunk().catch(() => {});
}

export type LazyState<T> =
  { status: "idle" } | { status: "loading" } | { status: "ready"; value: T } | { status: "failed" };

/**
 * A chunk fetched on first need (focus warms it, Check needs it) and kept for the page's life.
 * A failed load (offline) can be retried with `load` again.
 */
export function useLazyChunk<T>(loadChunk: () => Promise<T>): {
  state: LazyState<T>;
  load: () => void;
  /** Loads only if nothing has asked yet: a failed load waits for the visitor's retry. */
  prefetch: () => void;
} {
  const [state, setState] = useState<LazyState<T>>({ status: "idle" });
  // A ref, not state: focus and submit can both ask within one render.
  const inFlight = useRef(false);
  const loaded = useRef(false);
  const asked = useRef(false);

  const load = useCallback(() => {
    if (inFlight.current || loaded.current) return;
    inFlight.current = true;
    asked.current = true;
    setState({ status: "loading" });
    loadChunk().then(
      (value) => {
        inFlight.current = false;
        loaded.current = true;
        setState({ status: "ready", value });
      },
      () => {
        inFlight.current = false;
        setState({ status: "failed" });
      },
    );
  }, [loadChunk]);
  const prefetch = useCallback(() => {
    if (!asked.current) load();
  }, [load]);

  return { state, load, prefetch };
}

/**
 * The checker's evidence beyond the eight checks: the crack-time estimator and the list of common
 * and breached passwords, two chunks loaded together.
 */
export function useLazyEvidence(
  loadEstimator: LoadEstimator = loadEstimatorChunk,
  loadBlocklist: LoadBlocklist = loadBlocklistChunk,
) {
  const estimator = useLazyChunk(loadEstimator);
  const blocklist = useLazyChunk(loadBlocklist);
  const loadEstimatorNow = estimator.load;
  const loadBlocklistNow = blocklist.load;
  const load = useCallback(() => {
    loadBlocklistNow();
    loadEstimatorNow();
  }, [loadBlocklistNow, loadEstimatorNow]);
  const prefetchBlocklist = blocklist.prefetch;
  const prefetchEstimator = estimator.prefetch;
  /** Loads what nothing has asked for yet (docs/decisions/checker-verdict.md, "Loaded ahead of Check"). */
  const prefetch = useCallback(() => {
    prefetchBlocklist();
    prefetchEstimator();
  }, [prefetchBlocklist, prefetchEstimator]);
  return { estimator: estimator.state, blocklist: blocklist.state, load, prefetch };
}
