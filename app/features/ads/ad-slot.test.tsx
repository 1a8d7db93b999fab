// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CONSENT_STORAGE_KEY } from "~/lib/consent";

import { buildAdConfig, type AdConfig } from "./ad-config";
import { AdSlot } from "./ad-slot";

function adConfig(): AdConfig {
  const config = buildAdConfig({ publisherId: "pub-7", scriptUrl: "https://ads.example/tag.js" });
  if (!config) throw new Error("expected an ad config");
  return config;
}

function consentToAdvertising() {
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ analytics: false, advertising: true, functional: true, timestamp: 1 }),
  );
}

/** Third-party frames, found by the titles that name them to assistive technology. */
const THIRD_PARTY_FRAME = /^(?:Advertisement|Analytics)$/;
const frames = () => screen.queryAllByTitle<HTMLIFrameElement>(THIRD_PARTY_FRAME);
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("AdSlot", () => {
  it("renders nothing and loads nothing when ads are not configured", async () => {
    consentToAdvertising();
    const { container } = render(<AdSlot zone="banner" config={null} />);
    await wait(1100);
    expect(container.innerHTML).toBe("");
    expect(frames()).toEqual([]);
  });

  it("renders nothing for a zone the config leaves disabled", async () => {
    consentToAdvertising();
    const config = adConfig();
    const disabled = {
      ...config,
      zones: { ...config.zones, banner: { ...config.zones.banner, enabled: false } },
    };
    const { container } = render(<AdSlot zone="banner" config={disabled} />);
    await wait(1100);
    expect(container.innerHTML).toBe("");
  });

  it("loads the ad frame's code when ads are configured, and puts the frame in after the delay", async () => {
    consentToAdvertising();
    render(<AdSlot zone="banner" config={adConfig()} />);
    await vi.waitFor(
      () =>
        expect(frames().map((frame) => frame.getAttribute("src"))).toEqual([
          "/frames/ad.html?zone=banner&type=banner",
        ]),
      { timeout: 5000, interval: 50 },
    );
  });
});
