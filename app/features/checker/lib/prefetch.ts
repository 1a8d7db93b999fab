/**
 * When the checker fetches its evidence before it is asked for (docs/decisions/checker-verdict.md,
 * "Loaded ahead of Check"): once the page is idle, unless the visitor asked to save data or the
 * connection is a 2G one; then on focus, as before.
 */

import { WORKER_FILES_META } from "./worker-files-meta.mjs";

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
 * Asks for the files the checker's workers load (the estimator, about 560 KB brotli, and zxcvbn's
 * dictionaries) as soon as the checker's code runs, so that they are in the HTTP cache when the
 * workers ask for them, two round trips later. The build lists them in a <meta> element of the
 * checker's pages; a page without it (reached by a client navigation) leaves them to the workers,
 * and so does a browser that is offline. Returns how many files were asked for.
 */
export function prefetchWorkerFiles(document: Document): number {
  // Offline, the workers' own requests meet the service worker's answer; a page's failed prefetch
  // would only add an error to the console.
  if (document.defaultView?.navigator.onLine === false) return 0;
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${WORKER_FILES_META}"]`);
  const files = (listed?.content ?? "").split(" ").filter((file) => ASSET_SCRIPT.test(file));
  for (const file of files) {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = file;
    link.crossOrigin = "anonymous";
    document.head.append(link);
  }
  return files.length;
}
