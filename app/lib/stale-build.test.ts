// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import {
  MISSING_SCRIPT_EVENT,
  STALE_BUILD_MESSAGE,
  STALE_BUILD_UNRELOADED_MESSAGE,
  chunkUrlOf,
  currentBuild,
  isChunkLoadError,
  recoverFromChunkError,
  watchForStaleChunks,
} from "./stale-build";
import { IS_GONE_MESSAGE } from "./stale-build-meta.mjs";

const CHUNK = "http://localhost:4641/assets/estimator-DZeyCDi5.js";
const gone = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

let reload: ReturnType<typeof vi.fn<() => void>>;

function serve(status: number | "offline") {
  const fetch = vi.fn(async () => {
    if (status === "offline") throw new TypeError("Failed to fetch");
    return new Response(null, { status });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function runBuild(version: string) {
  Reflect.set(window, "__reactRouterManifest", { version });
}

/** What Resource Timing says the page loaded: a URL and its status for each file. */
function loaded(entries: Array<{ name: string; responseStatus: number }>) {
  vi.spyOn(performance, "getEntriesByType").mockReturnValue(
    entries.map((entry) => ({ ...entry, entryType: "resource" }) as unknown as PerformanceEntry),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  document.body.replaceChildren();
  loaded([]);
  reload = vi.fn<() => void>();
  vi.spyOn(window, "location", "get").mockReturnValue({
    ...window.location,
    origin: "http://localhost:4641",
    reload,
  });
  runBuild("build-1");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("isChunkLoadError and chunkUrlOf", () => {
  it("know a module that could not be fetched in each engine, and the file it names", () => {
    const chromium = new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
    const firefox = new TypeError(`error loading dynamically imported module: ${CHUNK}`);
    const webkit = new TypeError("Importing a module script failed.");
    for (const error of [chromium, firefox, webkit]) expect(isChunkLoadError(error)).toBe(true);
    expect(chunkUrlOf(chromium)).toBe(CHUNK);
    expect(chunkUrlOf(firefox)).toBe(CHUNK);
    expect(chunkUrlOf(webkit)).toBeNull();
  });

  it("do not take a module that threw, or anything else, for one", () => {
    for (const error of [new Error("x is not defined"), undefined, null, "boom", {}]) {
      expect(isChunkLoadError(error)).toBe(false);
    }
  });
});

describe("currentBuild", () => {
  it("is the manifest's version, or the manifest's file name when the manifest did not load", () => {
    expect(currentBuild()).toBe("build-1");
    Reflect.deleteProperty(window, "__reactRouterManifest");
    const boot = document.createElement("script");
    boot.type = "module";
    boot.textContent =
      'const [, route0] = await Promise.all([import("/assets/manifest-ab12cd34.js")]);';
    document.body.append(boot);
    expect(currentBuild()).toBe("ab12cd34");
    boot.remove();
    expect(currentBuild()).toBe("unknown");
  });
});

describe("recoverFromChunkError", () => {
  it("reloads once when a chunk of this build is gone from the server", async () => {
    const fetch = serve(404);
    expect(await recoverFromChunkError(gone)).toBe("reload");
    expect(fetch).toHaveBeenCalledWith(CHUNK, { method: "HEAD", cache: "no-store" });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("in WebKit, whose message names no file, reloads only when this build's manifest is gone", async () => {
    const webkit = new TypeError("Importing a module script failed.");
    // Leaving the page fails the imports it was making; the build is still there.
    const fetch = serve(200);
    expect(await recoverFromChunkError(webkit)).toBeNull();
    expect(fetch).toHaveBeenCalledWith("/assets/manifest-build-1.js", {
      method: "HEAD",
      cache: "no-store",
    });
    expect(reload).not.toHaveBeenCalled();
    // A deploy took this build away.
    serve(404);
    expect(await recoverFromChunkError(webkit)).toBe("reload");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload again for the same build, and tells instead", async () => {
    serve(404);
    await recoverFromChunkError(gone);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(await recoverFromChunkError(gone)).toBe("notice");
    expect(reload).toHaveBeenCalledTimes(1);
    const notice = document.querySelector('[role="alert"]');
    expect(notice?.textContent).toContain(STALE_BUILD_MESSAGE);
    expect(notice?.querySelector("button")?.textContent).toBe("Reload page");
  });

  it("reloads again once a newer build fails in its turn", async () => {
    serve(404);
    await recoverFromChunkError(gone);
    runBuild("build-2");
    expect(await recoverFromChunkError(gone)).toBe("reload");
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("reloads when the module it names is there but one of its imports answered 404", async () => {
    serve(200);
    loaded([
      { name: CHUNK, responseStatus: 200 },
      { name: "http://localhost:4641/assets/number-input-Q1.js", responseStatus: 404 },
    ]);
    expect(await recoverFromChunkError(gone)).toBe("reload");
  });

  it("shows the notice at once, storing nothing, where session storage throws", async () => {
    serve(404);
    const setItem = vi.fn(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(window, "sessionStorage", "get").mockReturnValue({
      ...sessionStorage,
      getItem: () => null,
      setItem,
    });
    expect(await recoverFromChunkError(gone)).toBe("notice");
    expect(reload).not.toHaveBeenCalled();
    expect(setItem).toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(sessionStorage.length).toBe(0);
    // It never reloaded, so it does not say it did.
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      STALE_BUILD_UNRELOADED_MESSAGE,
    );
    expect(document.querySelector('[role="alert"]')?.textContent).not.toContain("even after");
  });

  it("puts the notice back when the page's content is replaced", async () => {
    serve(404);
    await recoverFromChunkError(gone);
    await recoverFromChunkError(gone);
    // What React does when the root error screen renders the whole document anew.
    document.body.replaceChildren(document.createElement("main"));
    await vi.waitFor(() =>
      expect(document.querySelector('[role="alert"]')?.textContent).toContain(STALE_BUILD_MESSAGE),
    );
  });

  it("is not misled by a 404 from another origin", async () => {
    serve(200);
    loaded([{ name: "http://localhost:9999/assets/number-input-Q1.js", responseStatus: 404 }]);
    expect(await recoverFromChunkError(gone)).toBeNull();
  });

  it("leaves the page alone offline, on a server error, or when a module threw", async () => {
    serve("offline");
    expect(await recoverFromChunkError(gone)).toBeNull();
    serve(500);
    expect(await recoverFromChunkError(gone)).toBeNull();
    serve(404);
    expect(await recoverFromChunkError(new Error("x is not defined"))).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("recoverFromChunkError under the service worker", () => {
  /**
   * A service worker controlling the page, answering the guard's question as the server answers
   * it (scripts/service-worker.js): true for a 404, false when it cannot reach the server; or not
   * answering at all, as one from before the question existed.
   */
  function controlledBy(server: number | "offline" | "silent") {
    const asked: unknown[] = [];
    const controller = {
      postMessage(message: unknown, ports: MessagePort[]) {
        asked.push(message);
        if (server !== "silent") ports[0]?.postMessage(server === 404);
      },
    };
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { controller },
    });
    return asked;
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("offline with the browser saying it is online, does not take the worker's 404 for a deploy", async () => {
    // The worker could not fetch the estimator and answered with its stored not-found page.
    const fetch = serve("offline");
    loaded([{ name: CHUNK, responseStatus: 404 }]);
    const asked = controlledBy("offline");
    expect(await recoverFromChunkError(gone)).toBeNull();
    expect(asked).toEqual([{ type: IS_GONE_MESSAGE, url: CHUNK }]);
    // The page asked nothing itself: offline, its request would be an error in its console.
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads once when the server says the file is gone", async () => {
    loaded([{ name: CHUNK, responseStatus: 404 }]);
    controlledBy(404);
    expect(await recoverFromChunkError(gone)).toBe("reload");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("in WebKit, asks the worker about this build's manifest", async () => {
    const asked = controlledBy(404);
    expect(await recoverFromChunkError(new TypeError("Importing a module script failed."))).toBe(
      "reload",
    );
    expect(asked).toEqual([{ type: IS_GONE_MESSAGE, url: "/assets/manifest-build-1.js" }]);
  });

  it("goes by the 404 it saw when the worker does not answer", async () => {
    vi.useFakeTimers();
    try {
      loaded([{ name: CHUNK, responseStatus: 404 }]);
      controlledBy("silent");
      const recovered = recoverFromChunkError(gone);
      await vi.advanceTimersByTimeAsync(3000);
      expect(await recovered).toBe("reload");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("watchForStaleChunks", () => {
  beforeAll(() => watchForStaleChunks());

  it("reloads once when a lazy feature says its script is gone from the server", async () => {
    const fetch = serve(404);
    window.dispatchEvent(
      new CustomEvent(MISSING_SCRIPT_EVENT, { detail: "http://localhost:4641/assets/w-1.js" }),
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith("http://localhost:4641/assets/w-1.js", expect.anything());
  });

  it("reloads once when a lazy import fails (Vite's preload error)", async () => {
    serve(404);
    const event = new Event("vite:preloadError");
    Reflect.set(event, "payload", gone);
    window.dispatchEvent(event);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it("reloads once when the boot script's import of a route module fails, uncaught", async () => {
    serve(404);
    window.dispatchEvent(new ErrorEvent("error", { error: gone, message: gone.message }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it("is not misled by an element's error event or an error that is not a missing chunk", async () => {
    const fetch = serve(404);
    // Firefox fires `error` at the modulepreload links React adds after load.
    const link = document.createElement("link");
    link.rel = "modulepreload";
    document.head.append(link);
    link.dispatchEvent(new Event("error"));
    window.dispatchEvent(new Event("error"));
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("x is not defined") }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
