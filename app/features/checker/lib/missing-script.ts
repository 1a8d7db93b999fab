/**
 * Says that the worker script `url` did not load. A tab older than a deploy asks for a script the
 * server no longer has: the page then reloads once into the new build. Said by the event the
 * page's inline guard listens for (MISSING_SCRIPT_EVENT in app/lib/stale-build.ts, an inline
 * script no chunk can import), with the script's absolute URL. Used by both of the checker's
 * workers, the estimator's and the blocklist's.
 */
export function reportMissingScript(url: string): void {
  const detail = new URL(url, window.location.href).href;
  window.dispatchEvent(new CustomEvent("keysmith:missing-script", { detail }));
}
