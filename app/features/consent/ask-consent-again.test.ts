// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CONSENT_STORAGE_KEY } from "~/lib/consent";

import { askConsentAgain } from "./ask-consent-again";
import { getConsentState, saveConsent, subscribeConsent } from "./consent-store";

let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("askConsentAgain (the footer's Cookie Settings)", () => {
  it("forgets the stored choice through the consent store, then reloads", async () => {
    saveConsent({ analytics: true, advertising: true }, Date.UTC(2024, 0, 1));
    expect(getConsentState()).toMatchObject({ kind: "given" });
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    await askConsentAgain();
    unsubscribe();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getConsentState()).toEqual({ kind: "none" });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("also forgets a choice held for this page when storage refused to keep it", async () => {
    vi.spyOn(localStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    saveConsent({ analytics: false, advertising: false }, Date.UTC(2024, 0, 1));
    expect(getConsentState()).toMatchObject({ kind: "given" });
    await askConsentAgain();
    expect(getConsentState()).toEqual({ kind: "none" });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
