// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CONSENT_STORAGE_KEY } from "~/lib/consent";
import { publishIncognito } from "~/lib/incognito";
import { NO_THIRD_PARTIES, type ThirdPartyConfig } from "~/lib/third-parties";

import { CONSENT_READ_ERROR } from "./consent-store";
import { CookieConsent } from "./cookie-consent";
import { FRAME_STATUS_SOURCE } from "./third-party-frames";

const NOW = 1_750_000_000_000;
function configured(parts: { ads?: boolean; analytics?: boolean } = {}): ThirdPartyConfig {
  const { ads = true, analytics = true } = parts;
  return {
    ads: ads ? { publisherId: "pub-1", scriptUrl: "https://ads.example/tag.js" } : null,
    analytics: analytics ? { scriptUrl: "https://stats.example/s.js" } : null,
  };
}

function storedRecord(): unknown {
  const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

function setup(config: ThirdPartyConfig = configured()) {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <main id="main-content" tabIndex={-1} />
      <CookieConsent config={config} />
    </MemoryRouter>,
  );
  return { user };
}

const banner = () => screen.queryByRole("region", { name: "Cookie consent" });

beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  publishIncognito(false);
  Reflect.deleteProperty(navigator, "doNotTrack");
});

describe("CookieConsent without ads or analytics", () => {
  it("shows nothing and does not even read the stored choice", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(CONSENT_STORAGE_KEY, "garbage");
    setup(NO_THIRD_PARTIES);
    expect(banner()).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});

describe("CookieConsent with ads and analytics", () => {
  it("shows the banner when there is no stored choice, with the spec's buttons", () => {
    setup();
    const region = banner();
    expect(region).not.toBeNull();
    if (!region) return;
    for (const name of ["Settings", "Reject All", "Accept All"]) {
      expect(within(region).getByRole("button", { name })).toBeTruthy();
    }
    expect(region.textContent).toContain("Keysmith keeps your settings in this browser.");
    expect(region.textContent).toContain("Analytics and ads from third parties load only if");
    expect(within(region).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy",
    );
  });

  it("does not take focus when it appears", () => {
    setup();
    expect(document.activeElement).toBe(document.body);
  });

  it("Accept All stores analytics and advertising true, and hides the banner", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Accept All" }));
    expect(storedRecord()).toEqual({
      analytics: true,
      advertising: true,
      functional: true,
      timestamp: NOW,
    });
    expect(banner()).toBeNull();
  });

  it("Reject All stores both false, and hides the banner", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Reject All" }));
    expect(storedRecord()).toEqual({
      analytics: false,
      advertising: false,
      functional: true,
      timestamp: NOW,
    });
    expect(banner()).toBeNull();
  });

  it("moves focus to the main content once the banner is gone, not to the body", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Reject All" }));
    await waitFor(() => expect(document.activeElement?.id).toBe("main-content"));
  });

  it("Settings opens Cookie Preferences: essential always on, each purpose off to start", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Settings" }));
    const dialog = screen.getByRole("dialog", { name: "Cookie Preferences" });
    const essential = within(dialog).getByRole<HTMLInputElement>("switch", {
      name: "Essential and functional",
    });
    expect(essential.checked).toBe(true);
    expect(essential.hasAttribute("disabled")).toBe(true);
    expect(dialog.textContent).toContain("Essential cookies cannot be disabled");
    for (const name of ["Analytics", "Advertising"]) {
      expect(within(dialog).getByRole<HTMLInputElement>("switch", { name }).checked).toBe(false);
    }
  });

  it("each switch is named by its label and described by what the purpose does", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Settings" }));
    const dialog = screen.getByRole("dialog", { name: "Cookie Preferences" });
    const descriptions = {
      "Essential and functional": /^Essential cookies cannot be disabled\./,
      Analytics: /^Counts page visits with a third-party analytics service/,
      Advertising: /^Shows ads from a third-party ad network/,
    };
    for (const [name, description] of Object.entries(descriptions)) {
      expect(within(dialog).getByRole("switch", { name, description })).toBeTruthy();
    }
  });

  it("Save Preferences stores exactly the switches' values", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Settings" }));
    const dialog = screen.getByRole("dialog", { name: "Cookie Preferences" });
    await user.click(within(dialog).getByRole("switch", { name: "Advertising" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Preferences" }));
    expect(storedRecord()).toEqual({
      analytics: false,
      advertising: true,
      functional: true,
      timestamp: NOW,
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(banner()).toBeNull();
  });

  it("Save Preferences with analytics only", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Settings" }));
    await user.click(screen.getByRole("switch", { name: "Analytics" }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(storedRecord()).toMatchObject({ analytics: true, advertising: false });
  });

  it("closing the dialog returns to the banner, stores nothing and discards the switches", async () => {
    const { user } = setup();
    const settings = screen.getByRole("button", { name: "Settings" });
    await user.click(settings);
    await user.click(screen.getByRole("switch", { name: "Advertising" }));
    await user.click(screen.getByRole("button", { name: "Close cookie preferences" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(settings);
    expect(storedRecord()).toBeNull();

    await user.click(settings);
    expect(screen.getByRole<HTMLInputElement>("switch", { name: "Advertising" }).checked).toBe(
      false,
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(banner()).not.toBeNull();
  });

  it("stays hidden for a stored choice", () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: false, advertising: false, functional: true, timestamp: 1 }),
    );
    setup();
    expect(banner()).toBeNull();
  });

  it("shows the banner again for a corrupt stored value, and logs the error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"analytics":"yes"}');
    setup();
    expect(banner()).not.toBeNull();
    expect(error).toHaveBeenCalledWith(CONSENT_READ_ERROR);
  });

  it("says that Do Not Track keeps everything off", async () => {
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Settings" }));
    expect(screen.getByRole("dialog").textContent).toContain(
      "analytics and ads stay off whatever you choose here",
    );
  });
});

describe("CookieConsent with one third party", () => {
  it("asks only about ads when only ads are configured, and never stores analytics true", async () => {
    const { user } = setup(configured({ analytics: false }));
    expect(banner()?.textContent).toContain("Ads from an ad network load only if you agree.");
    await user.click(screen.getByRole("button", { name: "Settings" }));
    expect(screen.queryByRole("switch", { name: "Analytics" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Close cookie preferences" }));
    await user.click(screen.getByRole("button", { name: "Accept All" }));
    expect(storedRecord()).toEqual({
      analytics: false,
      advertising: true,
      functional: true,
      timestamp: NOW,
    });
  });

  it("asks only about analytics when only analytics is configured", async () => {
    const { user } = setup(configured({ ads: false }));
    expect(banner()?.textContent).toContain("A third-party analytics script loads only if");
    await user.click(screen.getByRole("button", { name: "Settings" }));
    expect(screen.queryByRole("switch", { name: "Advertising" })).toBeNull();
  });
});

describe("the analytics frame", () => {
  function storeConsent(analytics: boolean) {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics, advertising: false, functional: true, timestamp: 1 }),
    );
  }

  function renderWithFakeTimers(config: ThirdPartyConfig, entry = "/") {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={[entry]}>
        <CookieConsent config={config} />
        <Link to="/about?ref=secret#part">About</Link>
      </MemoryRouter>,
    );
  }

  /** Third-party frames, found by the titles that name them to assistive technology. */
  const frames = () => screen.queryAllByTitle<HTMLIFrameElement>(/^(?:Advertisement|Analytics)$/);

  /** The test DOM loads no frame page: the frame gets a stand-in that records messages. */
  function standInWindow(frame: HTMLIFrameElement | undefined) {
    const stand = new MessageChannel().port1;
    const postMessage = vi.spyOn(stand, "postMessage").mockImplementation(() => {});
    if (frame) Object.defineProperty(frame, "contentWindow", { value: stand, configurable: true });
    const say = (data: unknown) =>
      act(() => {
        window.dispatchEvent(new MessageEvent("message", { data, source: stand }));
      });
    return { postMessage, say };
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds the hidden sandboxed frame 1000 ms after consent to analytics", () => {
    storeConsent(true);
    renderWithFakeTimers(configured());
    act(() => vi.advanceTimersByTime(999));
    expect(frames()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    const [frame] = frames();
    expect(frame?.getAttribute("src")).toBe("/frames/analytics.html");
    expect(frame?.getAttribute("sandbox")).toBe("allow-scripts");
    expect(frame?.hidden).toBe(true);
  });

  it("tells the frame each page view's path, and nothing else, once it is ready", () => {
    storeConsent(true);
    renderWithFakeTimers(configured(), "/blog?token=abc#frag");
    act(() => vi.advanceTimersByTime(1000));
    const { postMessage, say } = standInWindow(frames()[0]);
    say({ source: FRAME_STATUS_SOURCE, status: "ready" });
    expect(postMessage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: "keysmith:page-view", path: "/blog" },
      "*",
    );
    act(() => screen.getByRole("link", { name: "About" }).click());
    expect(postMessage).toHaveBeenLastCalledWith(
      { type: "keysmith:page-view", path: "/about" },
      "*",
    );
    expect(JSON.stringify(postMessage.mock.calls)).not.toMatch(/secret|token|frag/);
  });

  it("adds nothing without analytics consent, under Do Not Track, or in incognito", () => {
    storeConsent(false);
    renderWithFakeTimers(configured());
    act(() => vi.advanceTimersByTime(10_000));
    expect(frames()).toEqual([]);
    cleanup();

    storeConsent(true);
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    renderWithFakeTimers(configured());
    act(() => vi.advanceTimersByTime(10_000));
    expect(frames()).toEqual([]);
    cleanup();
    Reflect.deleteProperty(navigator, "doNotTrack");

    publishIncognito(true);
    renderWithFakeTimers(configured());
    act(() => vi.advanceTimersByTime(10_000));
    expect(frames()).toEqual([]);
  });
});
