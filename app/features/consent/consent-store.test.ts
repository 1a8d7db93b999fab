// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import { CONSENT_STORAGE_KEY } from "~/lib/consent";

import {
  CONSENT_READ_ERROR,
  getConsentState,
  saveConsent,
  subscribeConsent,
} from "./consent-store";

afterEach(() => {
  localStorage.clear();
});

/**
 * A time a clock can show: the store keeps 0 for any other (docs/style.md, "One reader per stored
 * key").
 */
const MADE_AT = Date.UTC(2024, 0, 1);

describe("consent store", () => {
  it("has no choice when nothing is stored, and logs nothing", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(getConsentState()).toEqual({ kind: "none" });
    expect(error).not.toHaveBeenCalled();
  });

  it("reads a stored record", () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: true, advertising: false, functional: true, timestamp: MADE_AT }),
    );
    expect(getConsentState()).toEqual({
      kind: "given",
      consent: { analytics: true, advertising: false, functional: true, timestamp: MADE_AT },
    });
  });

  it("treats an unreadable record as no choice and logs the error once (spec §8)", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem(CONSENT_STORAGE_KEY, "{not json");
    expect(getConsentState()).toEqual({ kind: "none" });
    expect(getConsentState()).toBe(getConsentState());
    expect(error).toHaveBeenCalledExactlyOnceWith(CONSENT_READ_ERROR);
  });

  it("returns the same snapshot until storage changes", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 1, advertising: 0 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const first = getConsentState();
    expect(getConsentState()).toBe(first);
  });

  it("saves exactly the spec's record and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent({ analytics: false, advertising: true }, MADE_AT);
    unsubscribe();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null")).toEqual({
      analytics: false,
      advertising: true,
      functional: true,
      timestamp: MADE_AT,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getConsentState()).toEqual({
      kind: "given",
      consent: { analytics: false, advertising: true, functional: true, timestamp: MADE_AT },
    });
  });

  it("follows a choice made or cleared in another tab", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: CONSENT_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: "theme" }));
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps a choice for this page when storage refuses to store it", () => {
    // Storage that refuses every write, as in a full quota or a locked-down browser.
    vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    saveConsent({ analytics: true, advertising: true }, 9);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(getConsentState()).toMatchObject({ kind: "given" });
    vi.restoreAllMocks();
    saveConsent({ analytics: false, advertising: false }, 10);
    expect(getConsentState()).toMatchObject({ kind: "given", consent: { analytics: false } });
  });
});
