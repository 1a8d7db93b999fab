import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  constrainPasswordLength,
  constrainPasswordOptions,
  DEFAULT_PASSWORD_OPTIONS,
  normalizeSymbols,
  sameSymbols,
} from "./password-options";

describe("DEFAULT_PASSWORD_OPTIONS (spec §3)", () => {
  it("is 16 characters, all four types, no exclusions, no custom charset", () => {
    expect(DEFAULT_PASSWORD_OPTIONS).toEqual({
      length: 16,
      includeUppercase: true,
      includeLowercase: true,
      includeNumbers: true,
      includeSpecial: true,
      excludeSimilar: false,
      customCharset: "",
      useCustomCharset: false,
      excludeCharacters: "",
      symbols: "!@#$%^&*()_+-=[]{}|;:,.<>?",
      minNumbers: 1,
      minSymbols: 1,
    });
  });
});

describe("constrainPasswordOptions", () => {
  it.each([
    [16, 16, []],
    [8, 8, []],
    [128, 128, []],
    [4, 8, ["Length raised to 8"]],
    [129, 128, ["Length lowered to 128"]],
    [12.4, 12, ["Length rounded to 12"]],
    [Number.NaN, 16, ["Length reset to 16"]],
  ])("length %d becomes %d with %j", (length, expected, adjustments) => {
    const result = constrainPasswordOptions({ ...DEFAULT_PASSWORD_OPTIONS, length });
    expect(result.options.length).toBe(expected);
    expect(result.adjustments).toEqual(adjustments);
    expect(result.changed).toEqual(adjustments.length > 0 ? ["length"] : []);
  });

  it("shortens a custom charset over 1000 characters and says so", () => {
    const result = constrainPasswordOptions({
      ...DEFAULT_PASSWORD_OPTIONS,
      customCharset: "👍🏽".repeat(1200),
    });
    expect(result.options.customCharset).toBe("👍🏽".repeat(1000));
    expect(result.adjustments).toEqual(["Custom charset shortened to 1000 characters"]);
    expect(result.changed).toEqual(["customCharset"]);
  });

  it("leaves valid options as they are", () => {
    expect(constrainPasswordOptions(DEFAULT_PASSWORD_OPTIONS)).toEqual({
      options: DEFAULT_PASSWORD_OPTIONS,
      adjustments: [],
      changed: [],
    });
  });
});

describe("constrainPasswordLength", () => {
  it.each([
    [Number.POSITIVE_INFINITY, 16],
    [-3, 8],
    [7.5, 8],
    [127.6, 128],
  ])("%d → %d", (length, expected) => {
    expect(constrainPasswordLength(length)).toBe(expected);
  });
});

describe("sameSymbols", () => {
  it("compares the chosen symbols as sets: any order, repeats ignored", () => {
    expect(sameSymbols("!@#_-.", "-_.@!#")).toBe(true);
    expect(sameSymbols("!!@", "@!")).toBe(true);
    expect(sameSymbols("", "")).toBe(true);
  });

  it("tells different sets apart, a subset or superset included", () => {
    expect(sameSymbols("!@#_-", "-_.@!#")).toBe(false);
    expect(sameSymbols("-_.@!#$", "-_.@!#")).toBe(false);
    expect(sameSymbols("", "-")).toBe(false);
    expect(sameSymbols("ab", "ac")).toBe(false);
  });

  it("agrees with comparing the normalized choices, for any symbols of the set", () => {
    const symbol = fc.constantFrom(...DEFAULT_PASSWORD_OPTIONS.symbols);
    fc.assert(
      fc.property(fc.array(symbol), fc.array(symbol), (a, b) => {
        const left = a.join("");
        const right = b.join("");
        expect(sameSymbols(left, right)).toBe(normalizeSymbols(left) === normalizeSymbols(right));
      }),
    );
  });
});
