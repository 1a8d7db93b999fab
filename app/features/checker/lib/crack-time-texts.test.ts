import { describe, expect, it } from "vitest";
import { translations } from "@zxcvbn-ts/language-en";

import { estimateGuesses } from "../../../../src/estimator/zxcvbn";
import { summarizeCrackTime } from "./crack-time";
import { crackTimeText, crackVerdict, scenarioTexts, zxcvbnFeedbackText } from "./crack-time-texts";

// The view's messages say in English exactly what the estimator's worker says
// (docs/decisions/i18n-library.md), so a newer zxcvbn's words cannot slip by untranslated.

describe("zxcvbn's estimate, in English", () => {
  it("knows every warning and suggestion zxcvbn can give", () => {
    const feedback = [
      ...Object.values(translations.warnings),
      ...Object.values(translations.suggestions),
    ];
    for (const text of feedback) expect(zxcvbnFeedbackText(text)).toBe(text);
  });

  it("writes every crack time as zxcvbn does", () => {
    // zxcvbn says the singular for 1 only ("1 hour", "2 hours").
    const times = Object.entries(translations.timeEstimation).flatMap(([key, template]) =>
      (key.endsWith("s") ? [2, 5, 31, 99] : [1]).map((base) =>
        template.replace("{base}", String(base)),
      ),
    );
    for (const time of times) expect(crackTimeText(time)).toBe(time);
  });

  it("names the verdicts and the scenarios as the worker does", () => {
    for (const password of ["a", "password1", "Tr0ub4dor&3", "correct horse battery staple"]) {
      const estimate = summarizeCrackTime(estimateGuesses(password));
      expect(crackVerdict(estimate.score, "")).toBe(estimate.verdict);
      for (const scenario of estimate.scenarios) {
        expect(scenarioTexts({ ...scenario, label: "", rate: "" })).toEqual({
          label: scenario.label,
          rate: scenario.rate,
        });
        expect(crackTimeText(scenario.time)).toBe(scenario.time);
      }
    }
  });
});
