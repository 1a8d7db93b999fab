import type { ZxcvbnResult } from "@zxcvbn-ts/core";
import { describe, expect, it } from "vitest";

import { summarizeCrackTime } from "./crack-time";

function crackTime(display: string) {
  return { base: null, seconds: 1, display };
}

function zxcvbnResult(overrides: Partial<ZxcvbnResult> = {}): ZxcvbnResult {
  return {
    password: "Summer2024!!",
    score: 3,
    guesses: 1.2e8,
    guessesLog10: 8.08,
    calcTime: 3,
    sequence: [],
    crackTimes: {
      onlineThrottlingXPerHour: crackTime("centuries"),
      onlineNoThrottlingXPerSecond: crackTime("4 months"),
      offlineSlowHashingXPerSecond: crackTime("3 hours"),
      offlineFastHashingXPerSecond: crackTime("less than a second"),
    },
    feedback: { warning: null, suggestions: [] },
    ...overrides,
  };
}

describe("summarizeCrackTime", () => {
  it("lists the throttled online, slow offline and fast offline scenarios in that order", () => {
    const summary = summarizeCrackTime(zxcvbnResult());
    expect(summary.scenarios.map((scenario) => [scenario.id, scenario.time])).toEqual([
      ["onlineThrottlingXPerHour", "centuries"],
      ["offlineSlowHashingXPerSecond", "3 hours"],
      ["offlineFastHashingXPerSecond", "less than a second"],
    ]);
    expect(summary.scenarios.map((scenario) => scenario.rate)).toEqual([
      "100 guesses an hour",
      "10 thousand guesses a second",
      "10 billion guesses a second",
    ]);
  });

  it("never carries the password", () => {
    expect(JSON.stringify(summarizeCrackTime(zxcvbnResult()))).not.toContain("Summer2024");
  });

  it.each([
    [0, "Too guessable", "weak"],
    [1, "Very guessable", "weak"],
    [2, "Somewhat guessable", "fair"],
    [3, "Safely unguessable", "good"],
    [4, "Very unguessable", "strong"],
  ] as const)("names score %i %s in the %s tone", (score, verdict, tone) => {
    expect(summarizeCrackTime(zxcvbnResult({ score }))).toMatchObject({ score, verdict, tone });
  });

  it("rounds the guesses to a whole power of ten, never below 10^0", () => {
    expect(summarizeCrackTime(zxcvbnResult({ guessesLog10: 8.5 })).guessesPowerOfTen).toBe(9);
    expect(summarizeCrackTime(zxcvbnResult({ guessesLog10: -0.3 })).guessesPowerOfTen).toBe(0);
  });

  it("keeps the warning, drops an empty one and removes repeated or blank suggestions", () => {
    const withFeedback = summarizeCrackTime(
      zxcvbnResult({
        feedback: {
          warning: "This is a heavily used password.",
          suggestions: [
            "Add more words that are less common.",
            " ",
            "Add more words that are less common.",
          ],
        },
      }),
    );
    expect(withFeedback.warning).toBe("This is a heavily used password.");
    expect(withFeedback.suggestions).toEqual(["Add more words that are less common."]);

    const blank = summarizeCrackTime(zxcvbnResult({ feedback: { warning: "", suggestions: [] } }));
    expect(blank.warning).toBeNull();
  });
});
