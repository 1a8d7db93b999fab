import { describe, expect, it, vi } from "vitest";

import { createWifiHandoff } from "./wifi-handoff";

describe("createWifiHandoff", () => {
  it("gives an offered password once, and tells each listener of each offer", () => {
    const handoff = createWifiHandoff();
    const listener = vi.fn();
    const unsubscribe = handoff.subscribe(listener);
    expect(handoff.take()).toBeNull();
    handoff.offer("Tr0ub4dor&3horse!");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(handoff.take()).toBe("Tr0ub4dor&3horse!");
    expect(handoff.take()).toBeNull();
    unsubscribe();
    handoff.offer("another");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("remembers the last password shown, apart from offers", () => {
    const handoff = createWifiHandoff();
    expect(handoff.latest()).toBe("");
    handoff.remember("first");
    handoff.remember("second");
    expect(handoff.latest()).toBe("second");
    expect(handoff.take()).toBeNull();
  });

  it("keeps each handoff's state its own", () => {
    const one = createWifiHandoff();
    const two = createWifiHandoff();
    one.offer("one's");
    one.remember("shown");
    expect(two.take()).toBeNull();
    expect(two.latest()).toBe("");
  });
});
