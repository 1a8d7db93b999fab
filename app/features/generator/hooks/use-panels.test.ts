// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Which panel modules have been loaded, in order: each test's stand-ins say so when imported.
const loaded: string[] = [];

// Each test imports the modules afresh, so each counts its own loads.
async function freshPrefetch() {
  vi.resetModules();
  vi.doMock("../components/privacy-panel", () => (loaded.push("privacy"), {}));
  vi.doMock("../components/templates-panel", () => (loaded.push("templates"), {}));
  vi.doMock("../components/custom-charset-panel", () => (loaded.push("custom"), {}));
  vi.doMock("../components/history-panel", () => (loaded.push("history"), {}));
  vi.doMock("../components/site-rules-controls", () => (loaded.push("rules"), {}));
  return (await import("./use-panels")).prefetchPanels;
}

beforeEach(() => {
  loaded.length = 0;
  vi.useFakeTimers();
  // The test's idle callback: after 50 ms of the test's clock.
  vi.stubGlobal("requestIdleCallback", (task: () => void) => window.setTimeout(task, 50));
  vi.stubGlobal("cancelIdleCallback", (id: number) => window.clearTimeout(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("prefetchPanels", () => {
  it("fetches the panels' modules one at a time, the next once the page is idle again", async () => {
    const prefetchPanels = await freshPrefetch();
    prefetchPanels();
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual(["privacy"]);

    await vi.advanceTimersByTimeAsync(50);
    expect(loaded).toEqual(["privacy", "templates"]);

    await vi.advanceTimersByTimeAsync(50 * 3);
    expect(loaded).toEqual(["privacy", "templates", "custom", "history", "rules"]);
  });

  it("fetches nothing more once stopped (the card has gone)", async () => {
    const prefetchPanels = await freshPrefetch();
    const stop = prefetchPanels();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(loaded).toEqual(["privacy"]);
  });
});
