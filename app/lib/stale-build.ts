import { readStorage, writeStorage } from "./storage";

/**
 * A tab left open across a deploy still runs the old build, whose lazy chunks the new one no
 * longer serves: the checker's estimator, a panel, a route. When one fails to load because it is
 * gone (404), the page reloads once to get the new build; if a chunk of that same build fails
 * again, it says so and stops, rather than reload in a loop or leave a "Try again" that can
 * never work. Offline, or on a server error, nothing reloads: the feature's own retry stays.
 */

/** The build a reload was tried for, in this tab. */
const RELOADED_FOR = "keysmith:reloaded-for-build";

/** How the engines word a module that could not be fetched, as opposed to one that threw. */
const FETCH_FAILED =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** The build this page runs: React Router's manifest version, which every new build changes. */
function currentBuild(): string {
  const manifest: unknown = Reflect.get(window, "__reactRouterManifest");
  const version =
    typeof manifest === "object" && manifest !== null ? Reflect.get(manifest, "version") : null;
  return typeof version === "string" ? version : "unknown";
}

/** Whether the chunk is gone from the server, as opposed to unreachable. */
async function isGone(url: string | null): Promise<boolean> {
  // Offline nothing is gone, and asking would only fail, logged as an error in the console.
  if (!navigator.onLine) return false;
  if (url === null) return true;
  try {
    const response = await fetch(url, { method: "HEAD", cache: "no-store" });
    return response.status === 404;
  } catch {
    return false;
  }
}

export const STALE_BUILD_MESSAGE =
  "Part of this page could not be loaded, even after reloading it. Keysmith may be in the middle of an update: wait a minute, then reload the page.";

/**
 * Says so at the foot of the page, once. Plain DOM rather than React: it must show even when
 * what failed to load was part of React's own tree.
 */
function showNotice(): void {
  if (document.getElementById("stale-build-notice")) return;
  const notice = document.createElement("div");
  notice.id = "stale-build-notice";
  notice.setAttribute("role", "alert");
  notice.className =
    "fixed inset-x-0 bottom-0 z-50 border-t border-border bg-surface p-3 text-center";
  const text = document.createElement("p");
  text.textContent = STALE_BUILD_MESSAGE;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "mt-2 min-h-11 rounded-ks bg-accent px-4 font-medium text-accent-fg";
  button.textContent = "Reload page";
  button.addEventListener("click", () => window.location.reload());
  notice.append(text, button);
  document.body.append(notice);
}

/** What to do about a chunk that failed to load: reload once per build, then tell. */
export async function recoverFromChunkError(error: unknown): Promise<"reload" | "notice" | null> {
  const message = error instanceof Error ? error.message : String(error);
  if (!FETCH_FAILED.test(message)) return null;
  const url = /https?:\/\/\S+?\.(?:js|css)\b/.exec(message)?.[0] ?? null;
  return recoverFromMissingScript(url);
}

/**
 * The same recovery for a script of the build that failed to start where no import error names
 * it (a worker's script): when the server says it is gone, one reload, then the notice.
 */
export async function recoverFromMissingScript(
  url: string | null,
): Promise<"reload" | "notice" | null> {
  if (!(await isGone(url))) return null;
  const build = currentBuild();
  if (
    readStorage(RELOADED_FOR, "session") !== build &&
    writeStorage(RELOADED_FOR, build, "session")
  ) {
    window.location.reload();
    return "reload";
  }
  showNotice();
  return "notice";
}

/**
 * The window event a lazy feature fires when a script of the build will not start and no import
 * error names it (the checker's estimator worker); its detail is the script's URL. An event
 * rather than a call: the entry loads this module on every page, and a lazy chunk importing it
 * too would split it into a file of its own, one more request on every page.
 */
export const MISSING_SCRIPT_EVENT = "keysmith:missing-script";

/**
 * Listens for Vite's `vite:preloadError`, fired whenever a lazy import (React.lazy, `import()`)
 * fails, and for {@link MISSING_SCRIPT_EVENT}; the import still rejects, so the feature shows its
 * own error meanwhile.
 */
export function watchForStaleChunks(): void {
  window.addEventListener("vite:preloadError", (event) => {
    void recoverFromChunkError(Reflect.get(event, "payload"));
  });
  window.addEventListener(MISSING_SCRIPT_EVENT, (event) => {
    const url: unknown = Reflect.get(event, "detail");
    void recoverFromMissingScript(typeof url === "string" ? url : null);
  });
}
