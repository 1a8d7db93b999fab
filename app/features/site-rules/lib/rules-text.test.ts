import { describe, expect, it } from "vitest";

import {
  describePasswordRules,
  parsePasswordRules,
  resolveRulesLengthRange,
} from "#core/password-rules";
import { KNOWN_SITES } from "#core/password-rules/known-sites-data";
import { rulesLengthWarningText } from "~/lib/rules-length-warning";

import { describeRulesText, rulesRangeErrorText } from "./rules-text";

// An English page reads exactly what the engine writes (docs/decisions/i18n-library.md).

const PASTED = [
  "minlength: 8; maxlength: 64; required: upper; required: digit;",
  "required: [ ];",
  "required: upper, [!#$]; allowed: lower, digit, [ -];",
  "max-consecutive: 1; allowed: unicode;",
  "max-consecutive: 3; minlength: 12; maxlength: 12;",
  "maxlength: 20;",
  "",
  "maxlength: 0;",
  "minlength: 20; maxlength: 10;",
  "minlength: 200;",
  "maxlength: 6;",
];

function parsed(text: string) {
  const result = parsePasswordRules(text);
  if (!result.success) throw new Error(`unreadable: ${text}`);
  return result.data;
}

describe("a rule in plain words, said by the Site Rules panel in English", () => {
  it("says every listed site's rule and the pasted ones as the engine does", () => {
    const texts = [...[...KNOWN_SITES.values()].map((entry) => entry.rules), ...PASTED];
    for (const text of texts) {
      const result = parsePasswordRules(text);
      if (!result.success) continue;
      expect(describeRulesText(result.data)).toBe(describePasswordRules(result.data));
    }
  });

  it("says why no password fits, and the short-length warning, as the engine does", () => {
    for (const text of PASTED) {
      const rules = parsed(text);
      const range = resolveRulesLengthRange(rules);
      if (range.ok) expect(rulesLengthWarningText(range.range)).toBe(range.range.warning);
      else expect(rulesRangeErrorText(rules)).toBe(range.error);
    }
  });
});
