import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SCRIPT_LOAD_TIMING, createFrameLoader, scheduleLoad } from "./frame-loader";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("scheduleLoad", () => {
  it("uses the spec's timing: 1000 ms delay, 3 checks 2000 ms apart", () => {
    expect(SCRIPT_LOAD_TIMING).toEqual({ delayMs: 1000, attempts: 3, intervalMs: 2000 });
  });

  it("starts the load only after the delay, once", () => {
    const onStart = vi.fn();
    scheduleLoad({ onStart, onResult: vi.fn() });
    vi.advanceTimersByTime(999);
    expect(onStart).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStart).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it("reports ready at the first check after the frame said its script loaded", () => {
    const onResult = vi.fn();
    const load = scheduleLoad({ onStart: vi.fn(), onResult });
    vi.advanceTimersByTime(1000);
    load.report("ready");
    vi.advanceTimersByTime(1999);
    expect(onResult).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResult).toHaveBeenCalledExactlyOnceWith("ready");
  });

  it("keeps checking until the third try, then reports ready if it loaded in between", () => {
    const onResult = vi.fn();
    const load = scheduleLoad({ onStart: vi.fn(), onResult });
    vi.advanceTimersByTime(1000 + 2000 + 2000);
    expect(onResult).not.toHaveBeenCalled();
    load.report("ready");
    vi.advanceTimersByTime(2000);
    expect(onResult).toHaveBeenCalledExactlyOnceWith("ready");
  });

  it("reports failed after three checks find nothing, and stops there", () => {
    const onResult = vi.fn();
    const load = scheduleLoad({ onStart: vi.fn(), onResult });
    vi.advanceTimersByTime(1000 + 2000 * 3 - 1);
    expect(onResult).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onResult).toHaveBeenCalledExactlyOnceWith("failed");
    load.report("ready");
    vi.advanceTimersByTime(60_000);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reports failed at the next check when the frame says its script errored (an ad blocker)", () => {
    const onResult = vi.fn();
    const load = scheduleLoad({ onStart: vi.fn(), onResult });
    vi.advanceTimersByTime(1000);
    load.report("failed");
    load.report("ready");
    vi.advanceTimersByTime(2000);
    expect(onResult).toHaveBeenCalledExactlyOnceWith("failed");
  });

  it("ignores a report before the frame was started", () => {
    const onResult = vi.fn();
    const load = scheduleLoad({ onStart: vi.fn(), onResult });
    load.report("ready");
    vi.advanceTimersByTime(1000 + 2000 * 3);
    expect(onResult).toHaveBeenCalledExactlyOnceWith("failed");
  });

  it("starts nothing when called off during the delay", () => {
    const onStart = vi.fn();
    const onResult = vi.fn();
    const load = scheduleLoad({ onStart, onResult });
    vi.advanceTimersByTime(500);
    load.cancel();
    vi.advanceTimersByTime(60_000);
    expect(onStart).not.toHaveBeenCalled();
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe("createFrameLoader", () => {
  it("moves idle → waiting → loading → ready and tells subscribers", () => {
    const loader = createFrameLoader();
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.getStatus()));
    expect(loader.getStatus()).toBe("idle");
    loader.start();
    vi.advanceTimersByTime(1000);
    loader.report("ready");
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual(["waiting", "loading", "ready"]);
  });

  it("starts once however often it is asked", () => {
    const loader = createFrameLoader();
    const seen: string[] = [];
    loader.subscribe(() => seen.push(loader.getStatus()));
    loader.start();
    vi.advanceTimersByTime(500);
    loader.start();
    vi.advanceTimersByTime(500);
    expect(seen).toEqual(["waiting", "loading"]);
  });

  it("calls the load off when stopped during the delay", () => {
    const loader = createFrameLoader();
    loader.start();
    vi.advanceTimersByTime(500);
    loader.stop();
    expect(loader.getStatus()).toBe("idle");
    vi.advanceTimersByTime(60_000);
    expect(loader.getStatus()).toBe("idle");
  });

  it("takes a loaded frame back out when stopped, and starts a fresh delay when asked again", () => {
    const loader = createFrameLoader();
    loader.start();
    vi.advanceTimersByTime(1000);
    loader.report("ready");
    vi.advanceTimersByTime(2000);
    expect(loader.getStatus()).toBe("ready");
    loader.stop();
    expect(loader.getStatus()).toBe("idle");
    loader.start();
    vi.advanceTimersByTime(999);
    expect(loader.getStatus()).toBe("waiting");
    vi.advanceTimersByTime(1);
    expect(loader.getStatus()).toBe("loading");
  });

  it("calls onFailure once when the frame never reports", () => {
    const onFailure = vi.fn();
    const loader = createFrameLoader({ onFailure });
    loader.start();
    vi.advanceTimersByTime(1000 + 2000 * 3);
    expect(loader.getStatus()).toBe("failed");
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
