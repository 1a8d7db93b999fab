import { describe, expect, it } from "vitest";
import { chiSquarePValue, chiSquareStatistic, logGamma } from "./chi-square";

describe("logGamma", () => {
  it.each([
    [1, 0],
    [2, 0],
    [5, Math.log(24)],
    [0.5, Math.log(Math.sqrt(Math.PI))],
    [100.5, 361.4355404677776],
  ])("ln Γ(%d) is %d", (x, expected) => {
    expect(logGamma(x)).toBeCloseTo(expected, 9);
  });
});

describe("chiSquarePValue", () => {
  // Critical values from standard chi-square tables.
  it.each([
    [3.841459, 1, 0.05],
    [6.634897, 1, 0.01],
    [18.307038, 10, 0.05],
    [124.342113, 100, 0.05],
    [135.806723, 100, 0.01],
    [149.449, 100, 0.001],
  ])("x=%d with %d degrees of freedom has p≈%d", (x, df, p) => {
    expect(Math.abs(chiSquarePValue(x, df) / p - 1)).toBeLessThan(1e-3);
  });

  it("matches the closed form for even degrees of freedom", () => {
    // Q(11, x/2) = e^(-x/2) Σ_{i<11} (x/2)^i / i!, computed independently: 0.0015597140328353267.
    expect(Math.abs(chiSquarePValue(46.797, 22) / 0.0015597140328353267 - 1)).toBeLessThan(1e-9);
  });

  it("gives p = 0.5 near the median of a large-df distribution", () => {
    expect(chiSquarePValue(7774.33, 7775)).toBeCloseTo(0.5, 2);
  });

  it("gives a tiny p far in the tail", () => {
    // Exact: Q(1, 13.8155) = e^-13.8155 ≈ 1e-6 for 2 degrees of freedom.
    expect(Math.abs(chiSquarePValue(2 * 13.815510557964274, 2) / 1e-6 - 1)).toBeLessThan(1e-9);
  });
});

describe("chiSquareStatistic", () => {
  it("is zero when observed equals expected", () => {
    expect(chiSquareStatistic([10, 20, 30], [10, 20, 30])).toBe(0);
  });

  it("sums squared differences over expected", () => {
    expect(chiSquareStatistic([12, 8], [10, 10])).toBeCloseTo(0.8, 12);
  });
});
