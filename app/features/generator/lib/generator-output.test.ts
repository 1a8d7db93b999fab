import { describe, expect, it } from "vitest";

import { DEFAULT_PASSPHRASE_OPTIONS, DEFAULT_PASSWORD_OPTIONS } from "#core";

import {
  formatEntropy,
  producePassphrases,
  producePasswords,
  rateOutput,
} from "./generator-output";
import { formatMinutes } from "../components/privacy-panel";
import { toneOf } from "./tone";

describe("rateOutput", () => {
  it.each([
    ["abc", "Weak", 1 / 7],
    ["abcdefgh", "Weak", 2 / 7],
    ["abcdefgh1", "Fair", 3 / 7],
    ["abcdefghK1", "Fair", 4 / 7],
    ["abcdefghK1!", "Good", 5 / 7],
    ["abcdefghijK1!", "Strong", 6 / 7],
    ["abcdefghijklmnK1!", "Strong", 1],
  ])("rates the password %j as %s with the bar at score/7", (password, label, fill) => {
    const strength = rateOutput({
      kind: "ready",
      mode: "password",
      values: [password],
      entropyBits: 100,
    });
    expect(strength.label).toBe(label);
    expect(strength.fill).toBeCloseTo(fill);
  });

  it.each([
    [38.8, "Weak"],
    [51.7, "Fair"],
    [64.6, "Good"],
    [77.5, "Good"],
    [90.5, "Strong"],
  ])("rates a passphrase of %d bits as %s", (bits, label) => {
    const output = { kind: "ready" as const, mode: "passphrase" as const, values: ["a-b-c"] };
    expect(rateOutput({ ...output, entropyBits: bits }).label).toBe(label);
  });

  it("rates the first password by its characters and a passphrase by its entropy", () => {
    const output = { kind: "ready" as const, values: ["abcdefghijklmnK1!", "a"], entropyBits: 40 };
    expect(rateOutput({ ...output, mode: "password" }).label).toBe("Strong");
    expect(rateOutput({ ...output, mode: "passphrase" }).label).toBe("Weak");
  });

  it("labels a password from a one-character pool Weak, not Fair 4/7", () => {
    const output = producePasswords(
      { ...DEFAULT_PASSWORD_OPTIONS, useCustomCharset: true, customCharset: "a" },
      false,
    );
    if (output.kind !== "ready") throw new Error("no password");
    expect(output.entropyBits).toBe(0);
    expect(rateOutput(output)).toMatchObject({ label: "Weak", score: 2 });
  });
});

describe("producePasswords", () => {
  it("makes one password, or five in multiple mode", () => {
    const one = producePasswords(DEFAULT_PASSWORD_OPTIONS, false);
    const five = producePasswords(DEFAULT_PASSWORD_OPTIONS, true);
    expect(one.kind === "ready" && one.values).toHaveLength(1);
    expect(five.kind === "ready" && five.values).toHaveLength(5);
  });

  it("returns the engine's message and no password when nothing can be drawn", () => {
    const output = producePasswords(
      {
        ...DEFAULT_PASSWORD_OPTIONS,
        includeUppercase: false,
        includeLowercase: false,
        includeNumbers: false,
        includeSpecial: false,
      },
      false,
    );
    expect(output).toEqual({
      kind: "error",
      mode: "password",
      message: "Please select at least one character type or provide a custom charset",
    });
  });
});

describe("producePassphrases", () => {
  it("stops at the first failure with its message", () => {
    const output = producePassphrases(
      () => ({ ok: false, error: "no words" }),
      { ...DEFAULT_PASSPHRASE_OPTIONS, words: 6 },
      true,
    );
    expect(output).toEqual({ kind: "error", mode: "passphrase", message: "no words" });
  });

  it("keeps each passphrase's word starts beside it, for wrapping only between words", () => {
    let made = 0;
    const output = producePassphrases(
      () => {
        made++;
        return { ok: true, passphrase: `w${made}-x`, entropyBits: 40, wordStarts: [3] };
      },
      { ...DEFAULT_PASSPHRASE_OPTIONS, words: 3 },
      true,
    );
    expect(output).toMatchObject({
      kind: "ready",
      values: ["w1-x", "w2-x", "w3-x", "w4-x", "w5-x"],
      wordStarts: [[3], [3], [3], [3], [3]],
    });
  });
});

describe("formatting", () => {
  it("shows entropy with one decimal", () => {
    expect(formatEntropy(103.08)).toBe("103.1 bits");
    expect(formatEntropy(40)).toBe("40.0 bits");
  });

  it.each([
    [5, "5 min"],
    [30, "30 min"],
    [60, "1 hour"],
    [90, "1 h 30 min"],
    [120, "2 hours"],
  ])("shows %d minutes as %s", (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });

  it("reads tones and the draft's colour classes", () => {
    expect(toneOf("strong")).toBe("strong");
    expect(toneOf("text-red-600")).toBe("weak");
    expect(toneOf("text-yellow-600")).toBe("fair");
    expect(toneOf("text-blue-600")).toBe("good");
  });
});
