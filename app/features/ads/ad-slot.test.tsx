// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { appendScript, type ScriptEvents } from "~/features/consent/append-script";
import { saveConsent } from "~/features/consent/consent-store";
import { CONSENT_STORAGE_KEY } from "~/lib/consent";
import { publishIncognito } from "~/lib/incognito";

import { buildAdConfig, type AdConfig, type AdZoneName } from "./ad-config";
import { AD_SCRIPT_FAILED_WARNING, AdSlot } from "./ad-slot";

vi.mock("~/features/consent/append-script", () => ({ appendScript: vi.fn() }));

let configCount = 0;

/** A fresh script address per test: the page keeps one loader per address. */
function adConfig(): AdConfig {
  configCount += 1;
  const config = buildAdConfig({
    publisherId: "pub-7",
    scriptUrl: `https://ads.example/tag-${configCount}.js`,
  });
  if (!config) throw new Error("expected an ad config");
  return config;
}

function consentTo(advertising: boolean) {
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ analytics: false, advertising, functional: true, timestamp: 1 }),
  );
}

function renderSlot(zone: AdZoneName = "banner", config: AdConfig | null = adConfig()) {
  const { container } = render(<AdSlot zone={zone} config={config} />);
  return container;
}

function injected(): Array<{ src: string; events: ScriptEvents }> {
  return vi.mocked(appendScript).mock.calls.map(([src, events]) => ({ src, events }));
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(appendScript).mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  publishIncognito(false);
  Reflect.deleteProperty(navigator, "doNotTrack");
  Reflect.deleteProperty(navigator, "globalPrivacyControl");
});

describe("AdSlot", () => {
  it("renders nothing and loads nothing when ads are not configured", () => {
    consentTo(true);
    const container = renderSlot("banner", null);
    advance(20_000);
    expect(container.innerHTML).toBe("");
    expect(appendScript).not.toHaveBeenCalled();
  });

  it("renders nothing and loads nothing without advertising consent", () => {
    const container = renderSlot();
    advance(20_000);
    consentTo(false);
    cleanup();
    renderSlot();
    advance(20_000);
    expect(container.innerHTML).toBe("");
    expect(appendScript).not.toHaveBeenCalled();
  });

  it("loads the script 1000 ms after consent and shows the slot once it has loaded", () => {
    consentTo(true);
    const config = adConfig();
    const container = renderSlot("banner", config);
    advance(999);
    expect(appendScript).not.toHaveBeenCalled();
    advance(1);
    expect(injected().map(({ src }) => src)).toEqual([config.scriptUrl]);
    expect(container.innerHTML).toBe("");

    act(() => injected()[0]?.events.onLoad());
    advance(2000);
    const slot = screen.getByRole("complementary", { name: "Advertisement" });
    const ins = slot.querySelector("ins");
    expect(ins?.dataset).toMatchObject({
      adPublisher: "pub-7",
      adZone: "banner",
      adType: "banner",
    });
    expect(ins?.style.minHeight).toBe("90px");
  });

  it("starts the delay when consent is given on this page", () => {
    renderSlot();
    advance(5000);
    expect(appendScript).not.toHaveBeenCalled();
    act(() => {
      saveConsent({ analytics: false, advertising: true });
    });
    advance(1000);
    expect(appendScript).toHaveBeenCalledTimes(1);
  });

  it("hides the slot silently and warns when the script never becomes ready", () => {
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
    act(() => injected()[0]?.events.onError());
    advance(2000);
    expect(container.innerHTML).toBe("");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("loads nothing under Do Not Track or Global Privacy Control", () => {
    consentTo(true);
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    renderSlot();
    advance(20_000);
    cleanup();
    Reflect.deleteProperty(navigator, "doNotTrack");
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    const container = renderSlot();
    advance(20_000);
    expect(container.innerHTML).toBe("");
    expect(appendScript).not.toHaveBeenCalled();
  });

  it("loads nothing in incognito, and incognito switched on during the delay calls it off", () => {
    consentTo(true);
    publishIncognito(true);
    renderSlot();
    advance(20_000);
    expect(appendScript).not.toHaveBeenCalled();
    cleanup();

    publishIncognito(false);
    renderSlot();
    advance(600);
    act(() => publishIncognito(true));
    advance(20_000);
    expect(appendScript).not.toHaveBeenCalled();
  });

  it("hides a showing slot while incognito is on", () => {
    consentTo(true);
    const container = renderSlot();
    advance(1000);
    act(() => injected()[0]?.events.onLoad());
    advance(2000);
    expect(container.innerHTML).not.toBe("");
    act(() => publishIncognito(true));
    expect(container.innerHTML).toBe("");
    act(() => publishIncognito(false));
    expect(container.innerHTML).not.toBe("");
  });

  it("the onclick zone loads the script but draws nothing visible", () => {
    consentTo(true);
    const container = renderSlot("onclick");
    advance(1000);
    act(() => injected()[0]?.events.onLoad());
    advance(2000);
    expect(appendScript).toHaveBeenCalledTimes(1);
    expect(container.innerHTML).toBe("");
  });

  it("two slots share one script", () => {
    consentTo(true);
    const config = adConfig();
    render(
      <>
        <AdSlot zone="banner" config={config} />
        <AdSlot zone="sidebar" config={config} />
      </>,
    );
    advance(1000);
    expect(appendScript).toHaveBeenCalledTimes(1);
    act(() => injected()[0]?.events.onLoad());
    advance(2000);
    expect(screen.getAllByRole("complementary", { name: "Advertisement" })).toHaveLength(2);
  });
});
