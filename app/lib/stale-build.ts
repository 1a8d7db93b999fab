/**
 * A tab left open across a deploy still runs the old build, whose chunks the new one no longer
 * serves (a route, the generator card, a panel, the checker's estimator), and a non-atomic
 * deploy or a stale CDN copy can leave a page whose chunks are not all there yet. When one fails
 * to load because it is gone (404), the page reloads once to get the new build; if a chunk of
 * that same build fails again, it says so and stops, rather than reload in a loop or leave a
 * "Try again" that can never work. Offline, or on a server error, nothing reloads: the feature's
 * own retry stays.
 *
 * It runs as an inline script in <head>, before any module of the page
 * (scripts/stale-build-guard.mjs, docs/decisions/content-security-policy.md, "Stale tabs after a
 * deploy"): the route modules start loading chunks before the client entry runs, and a missing
 * route module means the entry never runs at all.
 */

import { IS_GONE_MESSAGE } from "./stale-build-meta.mjs";

/** The build a reload was tried for, in this tab. */
const RELOADED_FOR = "keysmith:reloaded-for-build";

/**
 * Remembers in this tab that a reload is tried for `build`: "reload" when none was yet,
 * "reloaded" when one was, "unrecorded" where session storage throws (docs/style.md, "Storage can
 * throw"): a reload that cannot be remembered could not stop, so none is tried. Written out
 * rather than through app/lib/storage.ts, to keep the inline script small.
 */
function reloadFor(build: string): "reload" | "reloaded" | "unrecorded" {
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === build) return "reloaded";
    sessionStorage.setItem(RELOADED_FOR, build);
    return "reload";
  } catch {
    return "unrecorded";
  }
}

/** How the engines word a module that could not be fetched, as opposed to one that threw. */
const FETCH_FAILED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** A script or stylesheet of the build, named in an engine's message. */
const BUILD_FILE = /https?:\/\/\S+?\.(?:js|css)\b/;

/** Whether an error says that a module or stylesheet could not be fetched (not that it threw). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return FETCH_FAILED.test(message);
}

/** The file an engine's message names, if it names one (WebKit's never does). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return BUILD_FILE.exec(message)?.[0] ?? null;
}

/**
 * The build this page runs: React Router's manifest version, which every new build changes, or,
 * when the manifest itself did not load, the manifest's file name in the page's boot script.
 */
export function currentBuild(): string {
  const manifest: unknown = Reflect.get(window, "__reactRouterManifest");
  const version =
    typeof manifest === "object" && manifest !== null ? Reflect.get(manifest, "version") : null;
  if (typeof version === "string") return version;
  for (const script of document.querySelectorAll('script[type="module"]')) {
    const named = /\/manifest-([\w-]+)\.js/.exec(script.textContent ?? "");
    if (named?.[1]) return named[1];
  }
  return "unknown";
}

/**
 * The file of the build the browser saw answer 404 (Resource Timing's `responseStatus`; engines
 * without it say nothing), if any. An import names the module it was asked for, which may be
 * there while one of its own imports is gone.
 */
function missingFile(): string | null {
  const entry = performance
    .getEntriesByType("resource")
    .find(
      (entry) =>
        Reflect.get(entry, "responseStatus") === 404 &&
        entry.name.startsWith(`${window.location.origin}/`),
    );
  return entry?.name ?? null;
}

/** How long the guard waits for the service worker's answer before it goes by what it saw. */
const WORKER_ANSWER_MS = 3000;

/**
 * Asks the service worker whether the server answers 404 for `url`. Under a service worker a 404
 * seen by the page may be the worker's own answer for a file it could neither fetch nor find in
 * its cache (offline, or on a network that is up but reaches nothing, where `navigator.onLine`
 * still says true), so it is not taken for a deploy. The worker asks the server itself, where a
 * failed request is not an error in the page's console (scripts/service-worker.js). A worker
 * that does not answer (one from before this question existed) leaves it to `fallback`.
 */
function askServiceWorker(worker: ServiceWorker, url: string, fallback: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(fallback), WORKER_ANSWER_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data === true);
    };
    worker.postMessage({ type: IS_GONE_MESSAGE, url }, [channel.port2]);
  });
}

/** Whether the chunk is gone from the server, as opposed to unreachable. */
async function isGone(url: string | null): Promise<boolean> {
  // Offline nothing is gone, and asking would only fail, logged as an error in the console.
  if (!navigator.onLine) return false;
  const missing = missingFile();
  const worker = navigator.serviceWorker?.controller;
  if (missing !== null && !worker) return true;
  // WebKit's message names no file. A file only this build has stands in for it: the route
  // manifest, named by the build's version. A module that failed for another reason (WebKit also
  // fails the imports a page was making when the visitor leaves it) leaves it there, and a reload
  // then would take the visitor back from where they were going.
  const build = currentBuild();
  const asked = missing ?? url ?? (build === "unknown" ? null : `/assets/manifest-${build}.js`);
  if (asked === null) return true;
  if (worker) return askServiceWorker(worker, asked, missing !== null);
  try {
    const response = await fetch(asked, { method: "HEAD", cache: "no-store" });
    return response.status === 404;
  } catch {
    return false;
  }
}

/** What the notice says: whether the page reloaded before saying it, then what to do. */
function staleBuildMessage(reloaded: boolean): string {
  return `Part of this page could not be loaded${reloaded ? ", even after reloading it" : ""}. Keysmith may be in the middle of an update: wait a minute, then reload the page.`;
}

export const STALE_BUILD_MESSAGE = /* @__PURE__ */ staleBuildMessage(true);

/** The same notice where the page could not reload itself (it could not remember doing so). */
export const STALE_BUILD_UNRELOADED_MESSAGE = /* @__PURE__ */ staleBuildMessage(false);

const NOTICE_ID = "stale-build-notice";

/**
 * Says so at the foot of the page, once (a later message replaces the text), and keeps saying it. Plain DOM rather than React: it
 * must show even when what failed to load was part of React's own tree, and when React then
 * renders the whole document again (the root error screen) it is put back.
 */
function showNotice(message: string): void {
  const shown = document.getElementById(NOTICE_ID)?.querySelector("p");
  if (shown) {
    shown.textContent = message;
    return;
  }
  const notice = document.createElement("div");
  notice.id = NOTICE_ID;
  notice.setAttribute("role", "alert");
  notice.className =
    "fixed inset-x-0 bottom-0 z-50 border-t border-border bg-surface p-3 text-center text-fg";
  const text = document.createElement("p");
  text.textContent = message;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "mt-2 min-h-11 rounded-ks bg-accent px-4 font-medium text-accent-fg";
  button.textContent = "Reload page";
  button.addEventListener("click", () => window.location.reload());
  notice.append(text, button);
  const keep = () => {
    if (!notice.isConnected) document.body.append(notice);
  };
  keep();
  new MutationObserver(keep).observe(document.documentElement, { childList: true, subtree: true });
}

/** What to do about a chunk that failed to load: reload once per build, then tell. */
export async function recoverFromChunkError(error: unknown): Promise<"reload" | "notice" | null> {
  if (!isChunkLoadError(error)) return null;
  return recoverFromMissingScript(chunkUrlOf(error));
}

/**
 * The same recovery for a script of the build that failed to start where no import error names
 * it (a worker's script): when the server says it is gone, one reload, then the notice. Where
 * storage cannot remember the reload, the notice at once: reloading could not stop.
 */
export async function recoverFromMissingScript(
  url: string | null,
): Promise<"reload" | "notice" | null> {
  if (!(await isGone(url))) return null;
  const reload = reloadFor(currentBuild());
  if (reload === "reload") {
    window.location.reload();
    return "reload";
  }
  showNotice(staleBuildMessage(reload === "reloaded"));
  return "notice";
}

/**
 * The window event a lazy feature fires when a script of the build will not start and no import
 * error names it (the checker's estimator worker); its detail is the script's URL. An event
 * rather than a call: this module is an inline script, not a module a chunk could import.
 */
export const MISSING_SCRIPT_EVENT = "keysmith:missing-script";

/**
 * Listens for every way a chunk of the build fails to load: Vite's `vite:preloadError`, fired
 * whenever a lazy import (React.lazy, `import()`) fails; an uncaught error or rejection, which is
 * how the boot script's imports of the route modules and the entry fail; and
 * {@link MISSING_SCRIPT_EVENT}. Only errors that say a module could not be fetched count: an
 * element's own `error` event (a `<link rel="modulepreload">`, an image) is not one, since it
 * neither bubbles nor carries an error. The import still rejects, so a feature shows its own
 * error meanwhile.
 */
export function watchForStaleChunks(): void {
  let pending: Promise<unknown> | null = null;
  // One recovery at a time: the same failure often arrives by two of these routes.
  const recover = (url: string | null) => {
    pending ??= recoverFromMissingScript(url).finally(() => (pending = null));
  };
  const onError = (error: unknown) => {
    if (isChunkLoadError(error)) recover(chunkUrlOf(error));
  };
  window.addEventListener("vite:preloadError", (event) => onError(Reflect.get(event, "payload")));
  window.addEventListener("error", (event) => onError(event.error));
  window.addEventListener("unhandledrejection", (event) => onError(event.reason));
  window.addEventListener(MISSING_SCRIPT_EVENT, (event) => {
    const url: unknown = Reflect.get(event, "detail");
    recover(typeof url === "string" ? url : null);
  });
}
