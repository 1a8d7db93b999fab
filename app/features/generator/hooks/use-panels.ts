import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useCallback, useEffect, useId, useMemo, useState } from "react";

import { whenIdle } from "~/lib/when-idle";

/** The generator's collapsible panels (spec §2), in the order they are shown. */
export const PANEL_IDS = ["privacy", "templates", "custom", "rules", "history"] as const;
export type PanelId = (typeof PANEL_IDS)[number];

export const PANEL_TITLES: Record<PanelId, MessageDescriptor> = {
  privacy: msg`Privacy Settings`,
  templates: msg`Password Templates`,
  custom: msg`Custom Character Sets`,
  rules: msg`Site Rules`,
  history: msg`Password History`,
};

/** Each panel's close button's name (a sentence of its own, so each language words it). */
export const PANEL_CLOSE_LABELS: Record<PanelId, MessageDescriptor> = {
  privacy: msg`Close privacy settings`,
  templates: msg`Close password templates`,
  custom: msg`Close custom character sets`,
  rules: msg`Close site rules`,
  history: msg`Close password history`,
};

const PANEL_PREFETCH_DELAY_MS = 3000;

/**
 * A prefetch that fails (the network dropped) is no loss: the panel's module loads when it is
 * opened, with the panel's own message if it still cannot. Caught, so it is no uncaught error.
 */
function ignoreFailure(): void {}

// The panels' modules, fetched one after another (prefetchPanels). The Site Rules panel's code, not
// its list of sites: that loads when the visitor starts typing.
const PANEL_MODULES: readonly (() => Promise<unknown>)[] = [
  () => import("../components/privacy-panel"),
  () => import("../components/templates-panel"),
  () => import("../components/custom-charset-panel"),
  () => import("../components/history-panel"),
  () => import("../components/site-rules-controls"),
];

/**
 * Fetches the panels' code, one module at a time, each once the page is idle after the one before
 * has arrived: all at once, their links, compiling and running came as one long task at a phone's
 * speed (61 ms at CPU 4x), which a Generate at that moment waited for. Each panel's module is
 * loaded on first use otherwise. Returns what stops the rest.
 */
export function prefetchPanels(): () => void {
  let stop = () => {};
  let stopped = false;
  const fetchFrom = (index: number) => {
    const load = PANEL_MODULES[index];
    if (stopped || load === undefined) return;
    // After a failure (the network dropped) the rest would fail too: they wait for first use.
    load().then(() => {
      if (!stopped) stop = whenIdle(() => fetchFrom(index + 1));
    }, ignoreFailure);
  };
  fetchFrom(0);
  return () => {
    stopped = true;
    stop();
  };
}

export interface Panels {
  isOpen: (panel: PanelId) => boolean;
  /** The DOM id of a panel's section, for `aria-controls`. */
  domId: (panel: PanelId) => string;
  toggle: (panel: PanelId) => void;
  /** Opens a panel and brings it into view (from the Quick Tips sheet). */
  open: (panel: PanelId) => void;
  close: (panel: PanelId) => void;
}

/**
 * Which panels are open. Once the page has settled, the panels' code is fetched, so a panel opens
 * at once instead of showing "Loading…" (the first view does without it; docs/decisions/first-view-budget.md).
 */
export function usePanels(onClosed?: (panel: PanelId) => void): Panels {
  const idBase = useId();
  const [openPanels, setOpenPanels] = useState<ReadonlySet<PanelId>>(new Set());

  useEffect(() => {
    let stopPrefetch = () => {};
    const prefetch = () => {
      stopPrefetch = prefetchPanels();
    };
    // Offline, every request would fail (and each be logged): wait for the network instead.
    const prefetchOnline = () => {
      if (navigator.onLine) prefetch();
      else window.addEventListener("online", prefetch, { once: true });
    };
    let stopIdle = () => {};
    const timer = window.setTimeout(() => {
      stopIdle = whenIdle(prefetchOnline);
    }, PANEL_PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopIdle();
      stopPrefetch();
      window.removeEventListener("online", prefetch);
    };
  }, []);

  const domId = useCallback((panel: PanelId) => `${idBase}-${panel}`, [idBase]);

  const close = useCallback(
    (panel: PanelId) => {
      setOpenPanels((current) => {
        const next = new Set(current);
        next.delete(panel);
        return next;
      });
      onClosed?.(panel);
    },
    [onClosed],
  );

  const toggle = useCallback(
    (panel: PanelId) => {
      if (openPanels.has(panel)) close(panel);
      else setOpenPanels((current) => new Set(current).add(panel));
    },
    [openPanels, close],
  );

  const open = useCallback(
    (panel: PanelId) => {
      setOpenPanels((current) => new Set(current).add(panel));
      // After the sheet closes and the panel renders, bring it into view.
      window.setTimeout(() => {
        document.getElementById(domId(panel))?.scrollIntoView({ block: "nearest" });
      }, 50);
    },
    [domId],
  );

  const isOpen = useCallback((panel: PanelId) => openPanels.has(panel), [openPanels]);

  // The same object while nothing changes, for the parts of the card drawn only on change.
  return useMemo(
    () => ({ isOpen, domId, toggle, open, close }),
    [isOpen, domId, toggle, open, close],
  );
}
