import { describe, expect, it } from "vitest";

import { loadEstimateCrackTime } from "./estimator";

const estimateCrackTime = await loadEstimateCrackTime();

// The real zxcvbn-ts with its dictionaries: what the checker page loads.
describe("estimateCrackTime", () => {
  it("flags a heavily used password and guesses it in under a second offline", () => {
    const estimate = estimateCrackTime("password");
    expect(estimate.score).toBe(0);
    expect(estimate.warning).toBe("This is a heavily used password.");
    expect(estimate.suggestions.length).toBeGreaterThan(0);
    expect(estimate.scenarios.at(-1)?.time).toBe("less than a second");
  });

  it("treats the site's own name as guessable", () => {
    expect(estimateCrackTime("keysmith").score).toBeLessThanOrEqual(1);
  });

  it("rates a long random password very unguessable, with no warning", () => {
    const estimate = estimateCrackTime("vQ7#mZ2$kW9!pL4@xR8&");
    expect(estimate.score).toBe(4);
    expect(estimate.warning).toBeNull();
    expect(estimate.scenarios[0]?.time).toBe("centuries");
  });
});
