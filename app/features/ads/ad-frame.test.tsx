// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { saveConsent } from "~/features/consent/consent-store";
import { CONSENT_STORAGE_KEY } from "~/lib/consent";
import { publishIncognito } from "~/lib/incognito";
import { FRAME_STATUS_SOURCE } from "~/features/consent/third-party-frames";

import { buildAdConfig, type AdConfig, type AdZoneName } from "./ad-config";
import { AD_SCRIPT_FAILED_WARNING, AdFrame } from "./ad-frame";

function adConfig(): AdConfig {
  const config = buildAdConfig({ publisherId: "pub-7", scriptUrl: "https://ads.example/tag.js" });
  if (!config) throw new Error("expected an ad config");
  return config;
}

function consentTo(advertising: boolean) {
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ analytics: false, advertising, functional: true, timestamp: 1 }),
  );
}

function renderSlot(zone: AdZoneName = "banner") {
  const { container } = render(<AdFrame zone={adConfig().zones[zone]} />);
  return container;
}

/** Third-party frames, found by the titles that name them to assistive technology. */
const THIRD_PARTY_FRAME = /^(?:Advertisement|Analytics)$/;
const frames = () => screen.queryAllByTitle<HTMLIFrameElement>(THIRD_PARTY_FRAME);

/**
 * A message as the ad frame posts it, from `frame` (or from another source when null). The test
 * DOM loads no frame page, so each frame gets a stand-in message source of its own.
 */
function frameSays(frame: HTMLIFrameElement | undefined | null, data: unknown) {
  let source = frame ? frameWindows.get(frame) : undefined;
  if (frame && !source) {
    source = standIn();
    frameWindows.set(frame, source);
    Object.defineProperty(frame, "contentWindow", { value: source, configurable: true });
  }
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, source: source ?? standIn() }));
  });
}
const frameWindows = new WeakMap<HTMLIFrameElement, MessagePort>();
const standIn = () => new MessageChannel().port1;

const ready = { source: FRAME_STATUS_SOURCE, status: "ready" };
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  publishIncognito(false);
  Reflect.deleteProperty(navigator, "doNotTrack");
  Reflect.deleteProperty(navigator, "globalPrivacyControl");
});

describe("AdFrame", () => {
  it("renders nothing and loads nothing without advertising consent", () => {
    const container = renderSlot();
    advance(20_000);
    consentTo(false);
    cleanup();
    renderSlot();
    advance(20_000);
    expect(container.innerHTML).toBe("");
    expect(frames()).toEqual([]);
  });

  it("puts the sandboxed frame in 1000 ms after consent, hidden, and shows it once it says ready", () => {
    consentTo(true);
    renderSlot("banner");
    advance(999);
    expect(frames()).toEqual([]);
    advance(1);
    const [frame] = frames();
    expect(frame?.getAttribute("src")).toBe("/frames/ad.html?zone=banner&type=banner");
    expect(screen.queryByRole("complementary", { name: "Advertisement" })).toBeNull();

    frameSays(frame, ready);
    advance(2000);
    const slot = screen.getByRole("complementary", { name: "Advertisement" });
    expect(within(slot).getByTitle("Advertisement")).toBe(frame);
    expect(frame?.style.height).toBe("90px");
  });

  it("sandboxes the frame without allow-same-origin or top navigation", () => {
    consentTo(true);
    renderSlot();
    advance(1000);
    const tokens = (frames()[0]?.getAttribute("sandbox") ?? "").split(" ");
    expect(tokens).toContain("allow-scripts");
    expect(tokens).not.toContain("allow-same-origin");
    expect(tokens.filter((token) => token.startsWith("allow-top-navigation"))).toEqual([]);
    expect(frames()[0]?.getAttribute("referrerpolicy")).toBe("no-referrer");
  });

  it("believes only its own frame, and only a well-formed status", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    consentTo(true);
    renderSlot();
    advance(1000);
    frameSays(null, ready);
    frameSays(frames()[0], { source: "someone-else", status: "ready" });
    frameSays(frames()[0], "ready");
    advance(2000 * 3);
    expect(screen.queryByRole("complementary", { name: "Advertisement" })).toBeNull();
    expect(frames()).toEqual([]);
    expect(warn).toHaveBeenCalledExactlyOnceWith(AD_SCRIPT_FAILED_WARNING);
  });

  it("starts the delay when consent is given on this page", () => {
    renderSlot();
    advance(5000);
    expect(frames()).toEqual([]);
    act(() => {
      saveConsent({ analytics: false, advertising: true });
    });
    advance(1000);
    expect(frames()).toHaveLength(1);
  });

  it("removes the frame silently and warns when the script never becomes ready", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    consentTo(true);
    const container = renderSlot();
    advance(1000 + 2000 * 3);
    expect(container.innerHTML).toBe("");
    expect(warn).toHaveBeenCalledExactlyOnceWith(AD_SCRIPT_FAILED_WARNING);
  });

  it("treats a blocked script as an ad blocker: no slot, one warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    consentTo(true);
    const container = renderSlot();
    advance(1000);
    frameSays(frames()[0], { source: FRAME_STATUS_SOURCE, status: "failed" });
    advance(2000);
    expect(container.innerHTML).toBe("");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("loads nothing under Do Not Track or Global Privacy Control", () => {
    consentTo(true);
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    renderSlot();
    advance(20_000);
    expect(frames()).toEqual([]);
    cleanup();
    Reflect.deleteProperty(navigator, "doNotTrack");
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    const container = renderSlot();
    advance(20_000);
    expect(container.innerHTML).toBe("");
    expect(frames()).toEqual([]);
  });

  it("loads nothing in incognito, and incognito switched on during the delay calls it off", () => {
    consentTo(true);
    publishIncognito(true);
    renderSlot();
    advance(20_000);
    expect(frames()).toEqual([]);
    cleanup();

    publishIncognito(false);
    renderSlot();
    advance(600);
    act(() => publishIncognito(true));
    advance(20_000);
    expect(frames()).toEqual([]);
  });

  it("takes a showing ad out of the page while incognito is on", () => {
    consentTo(true);
    const container = renderSlot();
    advance(1000);
    frameSays(frames()[0], ready);
    advance(2000);
    expect(screen.getByRole("complementary", { name: "Advertisement" })).toBeTruthy();
    act(() => publishIncognito(true));
    expect(container.innerHTML).toBe("");
    expect(frames()).toEqual([]);
    act(() => publishIncognito(false));
    advance(1000);
    frameSays(frames()[0], ready);
    advance(2000);
    expect(screen.getByRole("complementary", { name: "Advertisement" })).toBeTruthy();
  });

  it("the onclick zone loads its frame but draws nothing visible", () => {
    consentTo(true);
    renderSlot("onclick");
    advance(1000);
    frameSays(frames()[0], ready);
    advance(2000);
    expect(frames()).toHaveLength(1);
    expect(screen.queryByRole("complementary", { name: "Advertisement" })).toBeNull();
  });
});
