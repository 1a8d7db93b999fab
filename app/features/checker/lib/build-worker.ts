/**
 * The checker's workers (the estimator's and the blocklist's) start from the build's own scripts,
 * and say so when a script is gone: one place for both.
 */
import { trustedScriptUrl } from "~/lib/trusted-types";

/**
 * A module worker from `url`, one of the build's own scripts. `new Worker` is a Trusted Types
 * sink: the site's policy (app/lib/trusted-types.ts) vouches for the script here and nowhere
 * else. DOM's types know only strings and URLs at that sink.
 */
export function startBuildWorker(url: string, name: string): Worker {
  return new Worker(trustedScriptUrl(url) as string, { type: "module", name });
}

/**
 * Says that the worker script `url` did not load. A tab older than a deploy asks for a script the
 * server no longer has: the page then reloads once into the new build. Said by the event the
 * page's inline guard listens for (MISSING_SCRIPT_EVENT in app/lib/stale-build.ts, an inline
 * script no chunk can import), with the script's absolute URL.
 */
export function reportMissingScript(url: string): void {
  const detail = new URL(url, window.location.href).href;
  window.dispatchEvent(new CustomEvent("keysmith:missing-script", { detail }));
}
