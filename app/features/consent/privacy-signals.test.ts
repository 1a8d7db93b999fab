import { describe, expect, it } from "vitest";

import type { ConsentState } from "./consent-store";
import { isThirdPartyAllowed, readDoNotTrack } from "./privacy-signals";

const given = (analytics: boolean, advertising: boolean): ConsentState => ({
  kind: "given",
  consent: { analytics, advertising, functional: true, timestamp: 1 },
});

describe("readDoNotTrack", () => {
  it("is on for Do Not Track 1 or Global Privacy Control, off otherwise", () => {
    expect(readDoNotTrack({ doNotTrack: "1" })).toBe(true);
    expect(readDoNotTrack({ doNotTrack: null, globalPrivacyControl: true })).toBe(true);
    expect(readDoNotTrack({ doNotTrack: "0", globalPrivacyControl: false })).toBe(false);
    expect(readDoNotTrack({ doNotTrack: "unspecified" })).toBe(false);
    expect(readDoNotTrack({ doNotTrack: null })).toBe(false);
  });
});

describe("isThirdPartyAllowed", () => {
  const open = { doNotTrack: false, incognito: false };

  it("needs consent to that very purpose", () => {
    expect(isThirdPartyAllowed({ ...open, consent: given(false, true) }, "advertising")).toBe(true);
    expect(isThirdPartyAllowed({ ...open, consent: given(false, true) }, "analytics")).toBe(false);
    expect(isThirdPartyAllowed({ ...open, consent: given(true, false) }, "analytics")).toBe(true);
    expect(isThirdPartyAllowed({ ...open, consent: given(true, false) }, "advertising")).toBe(
      false,
    );
  });

  it("allows nothing before a choice or before hydration", () => {
    expect(isThirdPartyAllowed({ ...open, consent: { kind: "none" } }, "advertising")).toBe(false);
    expect(isThirdPartyAllowed({ ...open, consent: { kind: "pending" } }, "analytics")).toBe(false);
  });

  it("allows nothing under Do Not Track or in incognito, whatever the consent", () => {
    const consent = given(true, true);
    for (const purpose of ["analytics", "advertising"] as const) {
      expect(isThirdPartyAllowed({ consent, doNotTrack: true, incognito: false }, purpose)).toBe(
        false,
      );
      expect(isThirdPartyAllowed({ consent, doNotTrack: false, incognito: true }, purpose)).toBe(
        false,
      );
    }
  });
});
