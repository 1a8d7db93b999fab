import { describe, expect, it } from "vitest";

import { DEFAULT_PASSWORD_OPTIONS } from "../options/password-options";
import { generatePassword } from "../generate/password";
import { createSeededRandomizer } from "../testing/seeded-randomizer";
import { rateGeneratedPassword } from "./generator-rating";
import { ratePassphraseStrength } from "./passphrase-strength";

describe("rateGeneratedPassword", () => {
  it("rates by the 0-7 score with the bar at score/7 when the pool is large enough", () => {
    const rating = rateGeneratedPassword("abcdefghijklmnK1!", 100);
    expect(rating).toEqual({
      kind: "password",
      score: 7,
      label: "Strong",
      tone: "strong",
      fill: 1,
    });
    expect(rateGeneratedPassword("abcdefghK1!", 60)).toMatchObject({ label: "Good", score: 5 });
  });

  it.each([
    ["a", 16],
    ["ab", 16],
    ["abc", 16],
  ])("never rates a password from the pool %j above Weak", (customCharset, length) => {
    const result = generatePassword(
      { ...DEFAULT_PASSWORD_OPTIONS, useCustomCharset: true, customCharset, length },
      createSeededRandomizer(1),
    );
    if (!result.ok) throw new Error(result.error);
    expect(rateGeneratedPassword(result.password, result.entropyBits)).toMatchObject({
      label: "Weak",
      score: 2,
      tone: "weak",
    });
  });

  it("keeps the least built-in selection rated above Weak at Fair (12 digits, no 0 or 1)", () => {
    const result = generatePassword(
      {
        ...DEFAULT_PASSWORD_OPTIONS,
        includeUppercase: false,
        includeLowercase: false,
        includeSpecial: false,
        excludeSimilar: true,
        length: 12,
      },
      createSeededRandomizer(3),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.entropyBits).toBeCloseTo(36);
    expect(rateGeneratedPassword(result.password, result.entropyBits).label).toBe("Fair");
  });
});

describe("ratePassphraseStrength", () => {
  it.each([
    [38.8, "Weak", 2, 0.25],
    [51.7, "Fair", 4, 0.5],
    [64.6, "Good", 5, 0.75],
    [77.5, "Good", 5, 0.75],
    [90.5, "Strong", 7, 1],
    [Number.NaN, "Weak", 2, 0.25],
  ])("rates %d bits as %s, score %d, bar %d", (bits, label, score, fill) => {
    expect(ratePassphraseStrength(bits)).toMatchObject({ kind: "passphrase", label, score, fill });
  });
});
