// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  MISSING_SCRIPT_EVENT,
  STALE_BUILD_MESSAGE,
  recoverFromChunkError,
  watchForStaleChunks,
} from "./stale-build";

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

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn<() => void>();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
  runBuild("build-1");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("recoverFromChunkError", () => {
  it("reloads once when a chunk of this build is gone from the server", async () => {
    const fetch = serve(404);
    expect(await recoverFromChunkError(gone)).toBe("reload");
    expect(fetch).toHaveBeenCalledWith(CHUNK, { method: "HEAD", cache: "no-store" });
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

describe("watchForStaleChunks", () => {
  it("reloads once when a lazy feature says its script is gone from the server", async () => {
    const fetch = serve(404);
    watchForStaleChunks();
    window.dispatchEvent(
      new CustomEvent(MISSING_SCRIPT_EVENT, { detail: "http://localhost:4641/assets/w-1.js" }),
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledWith("http://localhost:4641/assets/w-1.js", expect.anything());
  });
});
