import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { formatCount } from "./derive";

describe("formatCount", () => {
  it("writes whole numbers as en-US does", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(7776)).toBe("7,776");
    expect(formatCount(-1234567)).toBe("-1,234,567");
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
      }),
    );
  });

  it("leaves fractions, infinities and NaN to Intl", () => {
    for (const value of [1234.5678, Number.POSITIVE_INFINITY, Number.NaN, 2 ** 60]) {
      expect(formatCount(value)).toBe(value.toLocaleString("en-US"));
    }
  });
});
