import { describe, expect, it } from "vitest";
import {
  GENERATOR_MAX_SCORE,
  labelGeneratorScore,
  scoreGeneratorStrength,
} from "./generator-strength";

describe("scoreGeneratorStrength (spec §5)", () => {
  it.each([
    ["", 0],
    ["abcdefg", 1],
    ["abcdefgh", 2],
    ["ABCDEFGH", 2],
    ["12345678", 2],
    ["!!!!!!!!", 2],
    ["abcdefghijkl", 3],
    ["Abcdefghijkl", 4],
    ["Abcdefghijk1", 5],
    ["Abcdefghij1!", 6],
    ["Abcdefghijklmn1!", 7],
    ["abcdefghijklmnop", 4],
    ["Ab1!", 4],
  ])("scores %j as %d", (password, score) => {
    expect(scoreGeneratorStrength(password).score).toBe(score);
  });

  it("counts an emoji as one character of length", () => {
    expect(scoreGeneratorStrength("abcdefg👍🏽").score).toBe(
      scoreGeneratorStrength("abcdefg!").score,
    );
  });

  it("counts a non-ASCII letter as a letter, not a special character", () => {
    expect(scoreGeneratorStrength("é").score).toBe(1);
    expect(scoreGeneratorStrength("É!").score).toBe(2);
  });

  it("has a maximum of 7", () => {
    expect(GENERATOR_MAX_SCORE).toBe(7);
  });
});

describe("labelGeneratorScore (spec §5)", () => {
  it.each([
    [0, "Weak", "weak"],
    [1, "Weak", "weak"],
    [2, "Weak", "weak"],
    [3, "Fair", "fair"],
    [4, "Fair", "fair"],
    [5, "Good", "good"],
    [6, "Strong", "strong"],
    [7, "Strong", "strong"],
  ])("score %d is %s (%s)", (score, label, tone) => {
    expect(labelGeneratorScore(score)).toEqual({ score, label, tone });
  });
});
