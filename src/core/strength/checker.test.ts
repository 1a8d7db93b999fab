import { describe, expect, it } from "vitest";
import {
  CHECKER_MAX_SCORE,
  checkPasswordStrength,
  COMMON_PASSWORD_FRAGMENTS,
  labelCheckerScore,
  type PasswordCheckId,
} from "./checker";

function passedIds(password: string): PasswordCheckId[] {
  return checkPasswordStrength(password)
    .checks.filter((check) => check.passed)
    .map((check) => check.id);
}

describe("checkPasswordStrength checks (spec §5)", () => {
  it("lists the eight checks in spec order with the spec's labels", () => {
    expect(checkPasswordStrength("x").checks.map(({ id, label }) => [id, label])).toEqual([
      ["length12", "At least 12 characters"],
      ["length16", "16+ characters (recommended)"],
      ["uppercase", "Contains uppercase letters"],
      ["lowercase", "Contains lowercase letters"],
      ["numbers", "Contains numbers"],
      ["special", "Contains special characters"],
      ["notCommon", "Avoids common passwords"],
      ["noRepeats", "No repeated characters"],
    ]);
  });

  it.each<[string, string, PasswordCheckId[]]>([
    ["11 characters", "bcdfghjkmnp", ["lowercase", "notCommon", "noRepeats"]],
    ["12 characters", "bcdfghjkmnpq", ["length12", "lowercase", "notCommon", "noRepeats"]],
    [
      "16 characters",
      "bcdfghjkmnpqrstv",
      ["length12", "length16", "lowercase", "notCommon", "noRepeats"],
    ],
    ["an uppercase letter", "B", ["uppercase", "notCommon", "noRepeats"]],
    ["a digit", "7", ["numbers", "notCommon", "noRepeats"]],
    ["a special character", "#", ["special", "notCommon", "noRepeats"]],
    ["a space, which is special", " ", ["special", "notCommon", "noRepeats"]],
    ["two repeats in a row", "aa", ["lowercase", "notCommon", "noRepeats"]],
    ["three repeats in a row", "aaa", ["lowercase", "notCommon"]],
    ["three emoji in a row", "👍🏽👍🏽👍🏽", ["special", "notCommon"]],
    ["repeats apart", "abab", ["lowercase", "notCommon", "noRepeats"]],
  ])("passes the right checks for %s", (_, password, ids) => {
    expect(passedIds(password)).toEqual(ids);
  });

  it.each(["password", "MyPassWord!", "x123456y", "QWERTYuiop", "superADMIN", "Admin"])(
    "flags %j as common, in any case",
    (password) => {
      expect(passedIds(password)).not.toContain("notCommon");
    },
  );

  it.each(["passwor", "12345", "qwert", "admi"])(
    "does not flag the fragment-less %j",
    (password) => {
      expect(passedIds(password)).toContain("notCommon");
    },
  );

  it("uses exactly the spec's four common fragments", () => {
    expect(COMMON_PASSWORD_FRAGMENTS).toEqual(["password", "123456", "qwerty", "admin"]);
  });
});

describe("checkPasswordStrength score and label (spec §5)", () => {
  it.each([
    ["adminnn", 1, "Weak"],
    ["aaa", 2, "Weak"],
    ["", 2, "Weak"],
    ["abc", 3, "Fair"],
    ["Abc", 4, "Fair"],
    ["Abc1", 5, "Strong"],
    ["Abc1!", 6, "Strong"],
    ["Abcdefghij1!", 7, "Very Strong"],
    ["Abcdefghijklmn1!", 8, "Very Strong"],
    ["Password123456!!", 7, "Very Strong"],
  ])("%j scores %d, %s", (password, score, label) => {
    expect(checkPasswordStrength(password)).toMatchObject({ score, label });
  });

  it.each([
    [0, "Very Weak", "very-weak"],
    [1, "Weak", "weak"],
    [2, "Weak", "weak"],
    [3, "Fair", "fair"],
    [4, "Fair", "fair"],
    [5, "Strong", "strong"],
    [6, "Strong", "strong"],
    [7, "Very Strong", "very-strong"],
    [8, "Very Strong", "very-strong"],
  ])("score %d is %s", (score, label, tone) => {
    expect(labelCheckerScore(score)).toEqual({ label, tone });
  });

  it("has a maximum of 8", () => {
    expect(CHECKER_MAX_SCORE).toBe(8);
  });
});

describe("checkPasswordStrength tips", () => {
  it("gives one tip per failed check except the 12-character one, in check order", () => {
    expect(checkPasswordStrength("aaa").tips).toEqual([
      "Make your password at least 16 characters long",
      "Add uppercase letters (A-Z)",
      "Add numbers (0-9)",
      "Add special characters such as ! @ # $ % or &",
      "Avoid repeating the same character three or more times in a row",
    ]);
  });

  it("tips against common passwords", () => {
    expect(checkPasswordStrength("Admin-Zebra-7-Lamp").tips).toEqual([
      'Avoid common words and sequences such as "password", "123456", "qwerty" or "admin"',
    ]);
  });

  it("never gives a tip for the 12-character check", () => {
    // "Ab1!" fails both length checks; only the 16-character tip appears (spec §5).
    expect(checkPasswordStrength("Ab1!").tips).toEqual([
      "Make your password at least 16 characters long",
    ]);
  });

  it("gives no tips to a password passing every check", () => {
    expect(checkPasswordStrength("Abcdefghijklmn1!").tips).toEqual([]);
  });
});
