import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ScriptEvents } from "./append-script";
import { SCRIPT_LOAD_TIMING, createScriptLoader, scheduleScriptLoad } from "./script-loader";

const SRC = "https://ads.example/tag.js";

/** A stand-in for the document: records each script added and lets the test load or fail it. */
function fakeInjector() {
  const added: Array<{ src: string; events: ScriptEvents }> = [];
  const inject = vi.fn((src: string, events: ScriptEvents) => {
    added.push({ src, events });
  });
  return { inject, added };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("scheduleScriptLoad", () => {
  it("uses the spec's timing: 1000 ms delay, 3 checks 2000 ms apart", () => {
    expect(SCRIPT_LOAD_TIMING).toEqual({ delayMs: 1000, attempts: 3, intervalMs: 2000 });
  });

  it("adds the script only after the delay, once, with the bare address", () => {
    const { inject, added } = fakeInjector();
    const onInjected = vi.fn();
    scheduleScriptLoad({ src: SRC, inject, onInjected, onResult: vi.fn() });
    vi.advanceTimersByTime(999);
    expect(inject).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(inject).toHaveBeenCalledTimes(1);
    expect(added[0]?.src).toBe(SRC);
    expect(onInjected).toHaveBeenCalledTimes(1);
  });

  it("reports ready at the first check after the script loaded", () => {
    const { inject, added } = fakeInjector();
    const onResult = vi.fn();
    scheduleScriptLoad({ src: SRC, inject, onResult });
    vi.advanceTimersByTime(1000);
    added[0]?.events.onLoad();
    vi.advanceTimersByTime(1999);
    expect(onResult).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResult).toHaveBeenCalledExactlyOnceWith("ready");
  });

  it("keeps checking until the third try, then reports ready if it loaded in between", () => {
    const { inject, added } = fakeInjector();
    const onResult = vi.fn();
    scheduleScriptLoad({ src: SRC, inject, onResult });
    vi.advanceTimersByTime(1000 + 2000 + 2000);
    expect(onResult).not.toHaveBeenCalled();
    added[0]?.events.onLoad();
    vi.advanceTimersByTime(2000);
    expect(onResult).toHaveBeenCalledExactlyOnceWith("ready");
  });

  it("reports failed after three checks find nothing, and stops there", () => {
    const { inject, added } = fakeInjector();
    const onResult = vi.fn();
    scheduleScriptLoad({ src: SRC, inject, onResult });
    vi.advanceTimersByTime(1000 + 2000 * 3 - 1);
    expect(onResult).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResult).toHaveBeenCalledExactlyOnceWith("failed");
    added[0]?.events.onLoad();
    vi.advanceTimersByTime(60_000);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports failed at the next check when the script errors (an ad blocker)", () => {
    const { inject, added } = fakeInjector();
    const onResult = vi.fn();
    scheduleScriptLoad({ src: SRC, inject, onResult });
    vi.advanceTimersByTime(1000);
    added[0]?.events.onError();
    vi.advanceTimersByTime(2000);
    expect(onResult).toHaveBeenCalledExactlyOnceWith("failed");
  });

  it("adds nothing when called off during the delay", () => {
    const { inject } = fakeInjector();
    const onResult = vi.fn();
    const cancel = scheduleScriptLoad({ src: SRC, inject, onResult });
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(inject).not.toHaveBeenCalled();
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe("createScriptLoader", () => {
  it("moves idle → waiting → loading → ready and tells subscribers", () => {
    const { inject, added } = fakeInjector();
    const loader = createScriptLoader({ src: SRC, inject });
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.getStatus()));
    expect(loader.getStatus()).toBe("idle");
    loader.request();
    vi.advanceTimersByTime(1000);
    added[0]?.events.onLoad();
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual(["waiting", "loading", "ready"]);
  });

  it("adds the script once however many components ask", () => {
    const { inject } = fakeInjector();
    const loader = createScriptLoader({ src: SRC, inject });
    loader.request();
    loader.request();
    vi.advanceTimersByTime(1000);
    loader.request();
    vi.advanceTimersByTime(10_000);
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it("calls the load off when the last request is withdrawn during the delay", () => {
    const { inject } = fakeInjector();
    const loader = createScriptLoader({ src: SRC, inject });
    const first = loader.request();
    const second = loader.request();
    first();
    vi.advanceTimersByTime(500);
    second();
    expect(loader.getStatus()).toBe("idle");
    vi.advanceTimersByTime(60_000);
    expect(inject).not.toHaveBeenCalled();
  });

  it("starts a fresh delay when asked again after a withdrawal", () => {
    const { inject } = fakeInjector();
    const loader = createScriptLoader({ src: SRC, inject });
    loader.request()();
    vi.advanceTimersByTime(900);
    loader.request();
    vi.advanceTimersByTime(999);
    expect(inject).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it("follows an added script to its result even if every request is withdrawn", () => {
    const { inject } = fakeInjector();
    const onFailure = vi.fn();
    const loader = createScriptLoader({ src: SRC, inject, onFailure });
    const release = loader.request();
    vi.advanceTimersByTime(1000);
    release();
    vi.advanceTimersByTime(6000);
    expect(loader.getStatus()).toBe("failed");
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it("does not count a withdrawal twice", () => {
    const { inject } = fakeInjector();
    const loader = createScriptLoader({ src: SRC, inject });
    const first = loader.request();
    loader.request();
    first();
    first();
    vi.advanceTimersByTime(1000);
    expect(inject).toHaveBeenCalledTimes(1);
  });
});
