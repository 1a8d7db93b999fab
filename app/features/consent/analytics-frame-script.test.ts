// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { buildFramePages } from "./third-party-frames";

/** The analytics frame's own inline script, exactly as the build writes it. */
function analyticsFrameScript(): string {
  const page = buildFramePages({
    ads: null,
    analytics: { scriptUrl: "https://stats.example/s.js" },
  }).find((frame) => frame.file === "frames/analytics.html");
  const body = /<script>([\s\S]*)<\/script>/.exec(page?.html ?? "")?.[1];
  if (!body) throw new Error("no script in the analytics frame page");
  return body;
}

const views = (): unknown => Reflect.get(window, "keysmithPageViews");

/** A message as the frame receives it. */
function deliver(data: unknown, init: { origin?: string; fromParent?: boolean } = {}) {
  const { origin = location.origin, fromParent = true } = init;
  window.dispatchEvent(
    new MessageEvent("message", {
      data,
      origin,
      source: fromParent ? window.parent : new MessageChannel().port1,
    }),
  );
}

describe("the analytics frame's script", () => {
  const announced: unknown[] = [];

  beforeAll(() => {
    // The test DOM loads no external script; the frame's own code is what is under test.
    vi.spyOn(console, "error").mockImplementation(() => {});
    window.addEventListener("keysmith:page-view", (event) => {
      if (event instanceof CustomEvent) announced.push(event.detail);
    });
    // Runs the frame's script in this window, as the frame page would.
    new Function(analyticsFrameScript())();
  });
  afterEach(() => {
    announced.length = 0;
    const queue = views();
    if (Array.isArray(queue)) queue.length = 0;
  });

  it("queues and announces a page view's path from the parent page at the site's origin", () => {
    deliver({ type: "keysmith:page-view", path: "/about" });
    expect(views()).toEqual([{ path: "/about" }]);
    expect(announced).toEqual([{ path: "/about" }]);
  });

  it("ignores messages from another origin or another window", () => {
    deliver({ type: "keysmith:page-view", path: "/a" }, { origin: "https://evil.example" });
    deliver({ type: "keysmith:page-view", path: "/b" }, { fromParent: false });
    expect(views()).toEqual([]);
    expect(announced).toEqual([]);
  });

  it("ignores anything but exactly a type and a bare path", () => {
    for (const data of [
      "/about",
      null,
      { type: "keysmith:page-view" },
      { type: "keysmith:page-view", path: "/about", password: "hunter2-hunter2" },
      { type: "keysmith:page-view", path: "/about?token=1" },
      { type: "keysmith:page-view", path: "/about#x" },
      { type: "keysmith:page-view", path: "about" },
      { type: "other", path: "/about" },
      { source: "keysmith-frame", status: "ready" },
    ]) {
      deliver(data);
    }
    expect(views()).toEqual([]);
    expect(announced).toEqual([]);
  });
});
