import { describe, expect, it } from "vitest";

import { isBlocklisted } from "../core/strength/blocklist";
import { judgePassword } from "../core/strength/verdict";
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

describe("the verdict table (issue 10)", () => {
  it("has at least 40 passwords of every kind the issue names", () => {
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
