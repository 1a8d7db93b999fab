import { describe, expect, it } from "vitest";

import { isBlocklisted } from "./blocklist";
import { judgePassword, type GuessEvidence } from "./verdict";

const LIST: ReadonlySet<string> = new Set(["summer", "welcome"]);

/** Judges with the list loaded and the given estimate (null: not loaded). */
function judge(password: string, guesses: GuessEvidence | null) {
  return judgePassword(password, { blocklisted: isBlocklisted(password, LIST), guesses });
}

const UNGUESSABLE: GuessEvidence = { score: 4, guessesLog10: 20 };

// 12 characters, every kind, no run: 7 of 8 checks, "Very Strong" on the score alone.
const SEVEN_CHECKS = "Xk4!mQz9#vLp";

describe("judgePassword", () => {
  it("keeps the score's label when the evidence allows it", () => {
    const verdict = judge(SEVEN_CHECKS, UNGUESSABLE);
    expect(verdict).toMatchObject({
      score: 7,
      label: "Very Strong",
      tone: "very-strong",
      scoreLabel: "Very Strong",
      cap: null,
      blocklisted: false,
      provisional: false,
    });
  });

  it("caps a blocklisted password at Weak and fails 'Avoids common passwords'", () => {
    const verdict = judge("Summer2024!!", { score: 3, guessesLog10: 8 });
    expect(verdict.checks.find((check) => check.id === "notCommon")?.passed).toBe(false);
    expect(verdict).toMatchObject({
      score: 6,
      scoreLabel: "Strong",
      label: "Weak",
      tone: "weak",
      blocklisted: true,
      cap: {
        reason: "blocklisted",
        label: "Weak",
        message: "Capped at Weak: this password is on a list of common and breached passwords.",
      },
    });
  });

  it.each([
    [0, "Weak", "guessable"],
    [1, "Weak", "guessable"],
    [2, "Fair", "somewhat-guessable"],
  ] as const)("caps a zxcvbn score of %i at %s", (score, label, reason) => {
    const verdict = judge(SEVEN_CHECKS, { score, guessesLog10: 3 });
    expect(verdict.label).toBe(label);
    expect(verdict.cap?.reason).toBe(reason);
    expect(verdict.cap?.message).toMatch(new RegExp(`^Capped at ${label}: .*score ${score} of 4`));
  });

  it("gives the blocklist as the reason when both caps apply", () => {
    const verdict = judge("welcome2024", { score: 1, guessesLog10: 4 });
    expect(verdict.cap?.reason).toBe("blocklisted");
  });

  it("states no cap when the score's label is already at or below it", () => {
    // "summer": lower case, no run, blocklisted: 2 of 8, Weak by the score alone.
    const verdict = judge("summer", { score: 0, guessesLog10: 1 });
    expect(verdict.label).toBe("Weak");
    expect(verdict.cap).toBeNull();
    expect(judge("ab1", { score: 2, guessesLog10: 3 }).cap).toBeNull();
  });

  it("never raises a label: a zxcvbn score of 3-4 leaves the score's label", () => {
    expect(judge("ab1", UNGUESSABLE).label).toBe("Fair");
  });

  it("gives the entropy as log2 of the guesses, and none without them", () => {
    expect(judge("x", { score: 0, guessesLog10: 3 }).entropyBits).toBeCloseTo(
      3 * Math.log2(10),
      10,
    );
    expect(judge("x", null).entropyBits).toBeNull();
  });

  describe("provisional", () => {
    it("is provisional while a label above Weak could still be capped", () => {
      expect(judge(SEVEN_CHECKS, null).provisional).toBe(true);
      expect(
        judgePassword(SEVEN_CHECKS, { blocklisted: null, guesses: UNGUESSABLE }).provisional,
      ).toBe(true);
    });

    it("is final once all the evidence is in", () => {
      expect(judge(SEVEN_CHECKS, UNGUESSABLE).provisional).toBe(false);
    });

    it("is final when no missing evidence could lower the label", () => {
      // "password": Weak on the score, and the spec's fragment already fails the common check.
      expect(judgePassword("password", { blocklisted: null, guesses: null })).toMatchObject({
        label: "Weak",
        provisional: false,
      });
      // Blocklisted: at most Weak whatever zxcvbn says.
      expect(judge("Summer2024!!", null)).toMatchObject({
        label: "Weak",
        provisional: false,
      });
    });

    it("is provisional when the list could still fail the one check a Weak label rests on", () => {
      // Three caseless letters in a row: only 'Avoids common passwords' passes, 1 of 8.
      const verdict = judgePassword("中中中", { blocklisted: null, guesses: UNGUESSABLE });
      expect(verdict).toMatchObject({ score: 1, label: "Weak", provisional: true });
      // Two: 'No repeated characters' passes as well, so Weak holds either way.
      expect(judgePassword("中文", { blocklisted: null, guesses: UNGUESSABLE })).toMatchObject({
        score: 2,
        label: "Weak",
        provisional: false,
      });
    });
  });

  describe("the opt-in breach check", () => {
    const evidence = { blocklisted: false, guesses: UNGUESSABLE };

    it("caps a password found in breaches at Very Weak, leaving the count to the breach sentence", () => {
      const verdict = judgePassword(SEVEN_CHECKS, { ...evidence, breachCount: 12345 });
      expect(verdict.label).toBe("Very Weak");
      expect(verdict.cap?.reason).toBe("breached");
      expect(verdict.cap?.message).toBe(
        "Capped at Very Weak: this password appears in known data breaches.",
      );
    });

    it("leaves the label alone when the password is not listed, or the check is off or failed", () => {
      const without = judgePassword(SEVEN_CHECKS, evidence);
      expect(judgePassword(SEVEN_CHECKS, { ...evidence, breachCount: 0 })).toEqual({
        ...without,
      });
      expect(judgePassword(SEVEN_CHECKS, { ...evidence, breachCount: undefined })).toEqual(without);
    });

    it("is provisional while the check runs, and final once it answers", () => {
      expect(judgePassword(SEVEN_CHECKS, { ...evidence, breachCount: null }).provisional).toBe(
        true,
      );
      expect(judgePassword(SEVEN_CHECKS, { ...evidence, breachCount: 3 }).provisional).toBe(false);
    });
  });
});
