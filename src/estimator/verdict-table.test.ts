import { describe, expect, it } from "vitest";

import { isBlocklisted } from "#core/strength/blocklist";
import { judgePassword } from "#core/strength/verdict";
import { PASSWORD_BLOCKLIST } from "./password-blocklist";
import { isInBand, VERDICT_TABLE } from "./verdict-table.fixture";
import { estimateGuesses } from "./zxcvbn";

// The core verdict on the real evidence: the blocklist and zxcvbn as the site and CLI load them.
function judge(password: string) {
  const { score, guessesLog10 } = estimateGuesses(password);
  return judgePassword(password, {
    blocklisted: isBlocklisted(password, PASSWORD_BLOCKLIST),
    guesses: { score, guessesLog10 },
  });
}

describe("the verdict table (docs/decisions/checker-verdict.md)", () => {
  it("has at least 40 passwords of every kind the table names", () => {
    expect(VERDICT_TABLE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(VERDICT_TABLE.map((row) => row.kind)).size).toBeGreaterThanOrEqual(8);
  });

  it("checks against a list of at least 30,000 common and breached passwords", () => {
    expect(PASSWORD_BLOCKLIST.size).toBeGreaterThanOrEqual(30_000);
    expect(PASSWORD_BLOCKLIST.has("password")).toBe(true);
  });

  it.each(VERDICT_TABLE.map((row) => [row.kind, row.password, row.band] as const))(
    "%s: %s is %s",
    (_, password, band) => {
      const verdict = judge(password);
      expect(verdict.provisional).toBe(false);
      expect(isInBand(verdict.label, band), `${password}: ${verdict.label}`).toBe(true);
      // A capped label always says why.
      if (verdict.label !== verdict.scoreLabel) expect(verdict.cap?.message).toMatch(/^Capped at /);
    },
  );

  it("labels random passwords and passphrases of 70 bits or more Strong or better", () => {
    const random = VERDICT_TABLE.filter((row) => row.band === "Strong or better");
    expect(random.length).toBeGreaterThanOrEqual(10);
    for (const { password } of random) expect(judge(password).cap).toBeNull();
  });
});

// Spec §5's checks worked out by hand, on the real evidence: the label (capped by the blocklist or
// zxcvbn: docs/decisions/checker-verdict.md), the score, each check in order and the number of
// tips. The page shows exactly this verdict; tests/e2e/checker.spec.ts keeps one case to prove the
// wiring.
describe("the checker's spec §5 cases", () => {
  const BLOCKLIST_CAP =
    "Capped at Weak: this password is on a list of common and breached passwords.";
  it.each<{
    password: string;
    label: string;
    score: number;
    passed: readonly boolean[];
    cap: string | null;
  }>([
    // 8 characters, lower case only, contains "password".
    {
      password: "password",
      label: "Weak",
      score: 2,
      passed: [false, false, false, true, false, false, false, true],
      cap: null,
    },
    // Digits only, contains "123456", "1111" is a run of four.
    {
      password: "111123456",
      label: "Weak",
      score: 1,
      passed: [false, false, false, false, true, false, false, false],
      cap: null,
    },
    // 9 characters, no symbol, contains "password" in another case: Fair on the score, and on
    // the blocklist.
    {
      password: "Password1",
      label: "Weak",
      score: 4,
      passed: [false, false, true, true, true, false, false, true],
      cap: BLOCKLIST_CAP,
    },
    // 15 characters: every kind, but "aaa", "BBB", "111" and "!!!" are runs of three.
    {
      password: "aaaBBB111!!!xyz",
      label: "Strong",
      score: 6,
      passed: [true, false, true, true, true, true, true, false],
      cap: null,
    },
    // 12 characters, every kind, "!!" is only two in a row; "summer" is on the blocklist.
    {
      password: "Summer2024!!",
      label: "Weak",
      score: 6,
      passed: [true, false, true, true, true, true, false, true],
      cap: BLOCKLIST_CAP,
    },
    // 24 characters, every kind, "-" counts as special; "rr" and "tt" are only two in a row.
    {
      password: "Correct-Horse-42-Battery",
      label: "Very Strong",
      score: 8,
      passed: [true, true, true, true, true, true, true, true],
      cap: null,
    },
  ])("$password is $label, $score/8", ({ password, label, score, passed, cap }) => {
    const verdict = judge(password);
    expect(verdict).toMatchObject({ label, score, provisional: false });
    expect(verdict.cap?.message ?? null).toBe(cap);
    expect(verdict.checks.map((check) => check.passed)).toEqual(passed);
    // A tip per failed check except the 12-character one.
    expect(verdict.tips).toHaveLength(passed.filter((ok, index) => !ok && index !== 0).length);
    expect(verdict.entropyBits).not.toBeNull();
  });
});
