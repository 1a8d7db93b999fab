/**
 * When the checker fetches its evidence before it is asked for (docs/decisions/checker-verdict.md,
 * "Loaded ahead of Check"): once the page is idle, unless the visitor asked to save data or the
 * connection is a 2G one; then on focus, as before.
 */

import { FETCH_AHEAD_MESSAGE, WORKER_FILES_META } from "./worker-files-meta.mjs";

/** The parts of the Network Information API read here (not in every browser, nor in DOM's types). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the checker may fetch the estimator while the page is idle, before any focus. */
export function mayPrefetch(navigator: Navigator | undefined): boolean {
  const connection = (navigator as { connection?: ConnectionHints } | undefined)?.connection;
  if (connection === undefined) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}

/** Only this site's built scripts are ever asked for. */
const ASSET_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/**
 * Asks for the files the checker's workers load (the estimator, about 480 KB brotli, and zxcvbn's
 * dictionaries) as soon as the checker's code runs, so that they are in a cache when the workers
 * ask for them, two round trips later. The build lists them in a <meta> element of the checker's
 * pages; a page without it (reached by a client navigation) leaves them to the workers, and so
 * does a browser that says it is offline. A page the service worker controls hands the list to it
 * (scripts/service-worker.js): offline before the estimator's first use, the files then fail
 * there quietly, where a prefetch's failure is an error in the page's console. Returns how many
 * files were asked for.
 */
export function prefetchWorkerFiles(document: Document): number {
  const navigator = document.defaultView?.navigator;
  if (navigator?.onLine === false) return 0;
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${WORKER_FILES_META}"]`);
  const files = (listed?.content ?? "").split(" ").filter((file) => ASSET_SCRIPT.test(file));
  if (files.length === 0) return 0;
  const serviceWorker = navigator?.serviceWorker?.controller;
  if (serviceWorker) {
    serviceWorker.postMessage({ type: FETCH_AHEAD_MESSAGE, files });
    return files.length;
  }
  for (const file of files) {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = file;
    link.crossOrigin = "anonymous";
    document.head.append(link);
  }
  return files.length;
}
