import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  BREACH_TIMEOUT_MS,
  DEFAULT_BREACH_API_URL,
  describeBreachResult,
  type BreachResult,
} from "#core/breach/breach-result";
import { CHECK_RULES, type CheckerStrengthLabel } from "#core/strength/checker";
import { PROVISIONAL_MESSAGE, judgePassword } from "#core/strength/verdict";
import { breachServiceName } from "~/lib/breach-api";

import { formatLocalCount } from "~/lib/i18n/format-number";

import { breachService } from "./checker-texts";
import {
  breachResultText,
  capMessage,
  checkLabel,
  checkTip,
  provisionalMessage,
  strengthLabel,
  verdictTips,
} from "./result-texts";

// The page's messages say in English exactly what the engine says (docs/decisions/i18n-library.md).

describe("the checker's messages, in English", () => {
  it("name each check and give its tip as the engine does", () => {
    for (const rule of CHECK_RULES) {
      expect(checkLabel(rule.id, "")).toBe(rule.label);
      expect(checkTip(rule.id)).toBe(rule.tip);
    }
  });

  it("give the engine's tips, in its order, for any password", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), fc.boolean(), (password, blocklisted) => {
        const verdict = judgePassword(password, {
          blocklisted,
          guesses: null,
        });
        expect(verdictTips(verdict)).toEqual(verdict.tips);
      }),
    );
  });

  it("say each label, the provisional sentence and each cap as the engine does", () => {
    const labels: CheckerStrengthLabel[] = ["Very Weak", "Weak", "Fair", "Strong", "Very Strong"];
    for (const label of labels) expect(strengthLabel(label)).toBe(label);
    expect(provisionalMessage()).toBe(PROVISIONAL_MESSAGE);
    const evidence = [
      { blocklisted: false, guesses: { score: 0, guessesLog10: 2 }, breachCount: 3 },
      { blocklisted: true, guesses: null },
      { blocklisted: false, guesses: { score: 0, guessesLog10: 2 } },
      { blocklisted: false, guesses: { score: 1, guessesLog10: 5 } },
      { blocklisted: false, guesses: { score: 2, guessesLog10: 7 } },
    ] as const;
    for (const given of evidence) {
      const { cap } = judgePassword("Correct-Horse-42!", given);
      expect(cap).not.toBeNull();
      if (cap !== null) expect(capMessage(cap)).toBe(cap.message);
    }
  });

  it("say every breach result as the engine does", () => {
    const results: BreachResult[] = [
      { kind: "found", count: 1 },
      { kind: "found", count: 31_337 },
      { kind: "found", count: 1_234_567 },
      { kind: "not-found" },
      { kind: "failed", reason: "offline" },
      { kind: "failed", reason: "timeout" },
      { kind: "failed", reason: "status" },
      { kind: "failed", reason: "status", status: 503 },
      { kind: "failed", reason: "malformed" },
    ];
    for (const result of results)
      expect(breachResultText(result)).toBe(describeBreachResult(result));
    expect(breachResultText({ kind: "failed", reason: "timeout" })).toContain(
      `${BREACH_TIMEOUT_MS / 1000} seconds`,
    );
  });

  it("name the breach service as the rest of the site does", () => {
    for (const url of [DEFAULT_BREACH_API_URL, "http://127.0.0.1:4404/range", null]) {
      expect(breachService(url)).toBe(breachServiceName(url));
      expect(breachService(url, "short")).toBe(breachServiceName(url, "short"));
    }
  });

  it("group thousands with commas, without Intl", () => {
    expect(formatLocalCount(7)).toBe("7");
    expect(formatLocalCount(49_000)).toBe("49,000");
    expect(formatLocalCount(1_234_567)).toBe("1,234,567");
  });
});
