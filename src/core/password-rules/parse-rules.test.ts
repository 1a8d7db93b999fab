import { describe, expect, it } from "vitest";
import { KNOWN_SITES } from "./known-sites-data";
import { formatPasswordRulesIssue, parsePasswordRules, type PasswordRules } from "./parse-rules";
import { formatPasswordRules } from "./format-rules";

function parseOk(text: string): PasswordRules {
  const result = parsePasswordRules(text);
  if (!result.success) throw new Error(result.errors.map(formatPasswordRulesIssue).join("; "));
  return result.data;
}

function firstError(text: string) {
  const result = parsePasswordRules(text);
  if (result.success) throw new Error(`"${text}" parsed`);
  return result.errors[0];
}

describe("parsePasswordRules", () => {
  it("reads every property of a typical rule", () => {
    expect(
      parseOk(
        "minlength: 8; maxlength: 40; max-consecutive: 2; required: upper; required: [!#$%&*@^]; allowed: lower,digit;",
      ),
    ).toEqual({
      minLength: 8,
      maxLength: 40,
      maxConsecutive: 2,
      required: [[{ kind: "named", name: "upper" }], [{ kind: "custom", characters: "!#$%&*@^" }]],
      allowed: [
        { kind: "named", name: "lower" },
        { kind: "named", name: "digit" },
      ],
    });
  });

  it("ignores case and spacing, and accepts a missing final semicolon", () => {
    expect(parseOk("  MinLength :12 ;REQUIRED: Upper  Lower , Digit")).toEqual({
      minLength: 12,
      maxLength: null,
      maxConsecutive: null,
      required: [
        [
          { kind: "named", name: "upper" },
          { kind: "named", name: "lower" },
          { kind: "named", name: "digit" },
        ],
      ],
      allowed: [],
    });
  });

  it("keeps the strictest of repeated length properties", () => {
    const rules = parseOk(
      "minlength: 6; minlength: 10; maxlength: 30; maxlength: 20; max-consecutive: 3; max-consecutive: 2;",
    );
    expect([rules.minLength, rules.maxLength, rules.maxConsecutive]).toEqual([10, 20, 2]);
  });

  it("reads a leading dash and a doubled closing bracket as literal characters", () => {
    const rules = parseOk("required: [-a]];");
    expect(rules.required).toEqual([[{ kind: "custom", characters: "-]a" }]]);
  });

  it("keeps a semicolon and an opening bracket inside a custom class", () => {
    const rules = parseOk("required: [;[x]; minlength: 9");
    expect(rules.required).toEqual([[{ kind: "custom", characters: ";[x" }]]);
    expect(rules.minLength).toBe(9);
  });

  it("warns about, and ignores, a dash after the start and characters outside ASCII", () => {
    const result = parsePasswordRules("allowed: [a-cé];");
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.allowed).toEqual([{ kind: "custom", characters: "ac" }]);
    expect(result.warnings.map((warning) => warning.position)).toEqual([11, 13]);
  });

  it("names an invisible character it ignores by its code point, never quoting it blank", () => {
    const result = parsePasswordRules("allowed: [a\u200bb\u202e];");
    expect(result.success && result.warnings.map((warning) => warning.message)).toEqual([
      "U+200B ZERO WIDTH SPACE is not a printable ASCII character, so the class ignores it",
      "U+202E RIGHT-TO-LEFT OVERRIDE is not a printable ASCII character, so the class ignores it",
    ]);
  });

  it("warns once about an emoji in a class, not about two halves of it", () => {
    const result = parsePasswordRules("allowed: [a👍b];");
    expect(result.success && result.data.allowed).toEqual([{ kind: "custom", characters: "ab" }]);
    expect(result.success && result.warnings.map((warning) => warning.message)).toEqual([
      '"👍" is not a printable ASCII character, so the class ignores it',
    ]);
  });

  it("names an invisible character where a property or class was expected", () => {
    const result = parsePasswordRules("minlength: 8; \u2066required: \u200b;");
    expect(result.success ? [] : result.errors.map((error) => error.message)).toEqual([
      "Expected a property name (minlength, maxlength, max-consecutive, required or allowed), found U+2066 LEFT-TO-RIGHT ISOLATE",
    ]);
  });

  it("parses every rule of the known-sites list", () => {
    expect(KNOWN_SITES.size).toBe(434);
    const failures: string[] = [];
    for (const [domain, { rules }] of KNOWN_SITES) {
      const result = parsePasswordRules(rules);
      if (!result.success)
        failures.push(`${domain}: ${result.errors.map(formatPasswordRulesIssue).join("; ")}`);
    }
    expect(failures).toEqual([]);
  });

  it("reads back what formatPasswordRules writes, for every known site", () => {
    for (const { rules } of KNOWN_SITES.values()) {
      const parsed = parseOk(rules);
      expect(parseOk(formatPasswordRules(parsed))).toEqual(parsed);
    }
  });
});

describe("parsePasswordRules errors name the position and the problem", () => {
  it.each([
    ["minlength: 8; colour: blue;", 14, 'Unknown property "colour"'],
    ["minlength 8;", 10, 'Expected ":" after minlength'],
    ["minlength: eight;", 11, "minlength needs a whole number"],
    ["maxlength: 12 chars;", 11, "maxlength needs a whole number"],
    ["max-consecutive: 0;", 17, "max-consecutive must be at least 1"],
    ["required: uper;", 10, 'Unknown character class "uper"'],
    ["required: ;", 10, "required needs at least one class"],
    ["required: [abc;", 10, 'no closing "]"'],
    ["required: upper; 42", 17, "Expected a property name"],
    ["allowed: lower + digit", 15, 'Unexpected "+"'],
  ])("%s → at %d: %s", (text, position, message) => {
    const error = firstError(text);
    expect(error?.position).toBe(position);
    expect(error?.message).toContain(message);
  });

  it("reports every bad property, not only the first", () => {
    const result = parsePasswordRules("minlength: x; required: upper; maxlength: y;");
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors.map((error) => error.position)).toEqual([11, 42]);
    expect(formatPasswordRulesIssue(result.errors[0] ?? { position: 0, message: "" })).toBe(
      "Character 12: minlength needs a whole number, such as minlength: 8",
    );
  });

  it("refuses an over-long rule", () => {
    expect(firstError(`minlength: 8;${" ".repeat(3000)}`)?.message).toContain("at most 2000");
  });
});

describe("character classes", () => {
  it("spell out the language's definitions", async () => {
    const { ASCII_PRINTABLE, RULES_SPECIAL } = await import("./character-classes");
    let printable = "";
    for (let code = 0x20; code <= 0x7e; code++) printable += String.fromCharCode(code);
    expect(ASCII_PRINTABLE).toBe(printable);
    expect(RULES_SPECIAL).toBe(printable.replace(/[A-Za-z0-9]/g, ""));
    expect(RULES_SPECIAL).toHaveLength(33);
  });
});
