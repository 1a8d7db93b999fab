import { describe, expect, it } from "vitest";

import { isBlocklisted } from "#core/strength/blocklist";
import { judgePassword } from "#core/strength/verdict";
import { PASSWORD_BLOCKLIST } from "../estimator/password-blocklist";
import { isInBand, VERDICT_TABLE } from "../estimator/verdict-table.fixture";
import { estimateGuesses } from "../estimator/zxcvbn";
import { runCli } from "./test-harness";

/** What the checker page computes for the same password. */
function siteVerdict(password: string) {
  const { score, guessesLog10 } = estimateGuesses(password);
  return judgePassword(password, {
    blocklisted: isBlocklisted(password, PASSWORD_BLOCKLIST),
    guesses: { score, guessesLog10 },
  });
}

describe("keysmith check on the verdict table (docs/decisions/checker-verdict.md)", () => {
  it.each(VERDICT_TABLE.map((row) => [row.kind, row.password, row.band] as const))(
    "%s: %s is %s, as on the site",
    async (_, password, band) => {
      const { status, stdout } = await runCli(["check", "--json", password]);
      expect(status).toBe(0);
      const printed: unknown = JSON.parse(stdout);
      const site = siteVerdict(password);
      expect(printed).toMatchObject({
        score: site.score,
        label: site.label,
        scoreLabel: site.scoreLabel,
        cap: site.cap,
        blocklisted: site.blocklisted,
      });
      expect(printed).toHaveProperty("label");
      if (typeof printed === "object" && printed !== null && "label" in printed) {
        expect(isInBand(String(printed.label), band)).toBe(true);
      }
    },
  );
});

describe("keysmith check", () => {
  it("prints the capped label with its reason, and the estimate as entropy", async () => {
    const { status, stdout } = await runCli(["check", "P@ssw0rd123!"]);
    expect(status).toBe(0);
    const lines = stdout.split("\n");
    expect(lines[0]).toBe("Strength: Weak (6/8)");
    expect(lines[1]).toBe(
      "Capped at Weak: this password is on a list of common and breached passwords.",
    );
    expect(lines[2]).toMatch(
      /^Entropy: about \d+ bits \(estimate: log2 of zxcvbn's guess count\)$/,
    );
    expect(lines).toContain("  ✗ Avoids common passwords");
    expect(stdout).toMatch(/^Time to crack: .+ offline against a slow hash/m);
    expect(stdout).toContain("Warning: This is similar to a commonly used password.");
  });

  it("adds the guess count, the crack times and zxcvbn's warnings to --json", async () => {
    const { stdout } = await runCli(["check", "--json", "Michael1990!"]);
    const printed: unknown = JSON.parse(stdout);
    expect(printed).toMatchObject({
      label: "Weak",
      cap: { reason: "blocklisted" },
      guesses: expect.any(Number),
      guessesLog10: expect.any(Number),
      crackTimes: {
        onlineThrottlingXPerHour: { seconds: expect.any(Number), display: expect.any(String) },
        onlineNoThrottlingXPerSecond: { seconds: expect.any(Number), display: expect.any(String) },
        offlineSlowHashingXPerSecond: { seconds: expect.any(Number), display: expect.any(String) },
        offlineFastHashingXPerSecond: { seconds: expect.any(Number), display: expect.any(String) },
      },
      warning: "This is similar to a commonly used password.",
      suggestions: expect.arrayContaining([expect.any(String)]),
    });
    expect(JSON.stringify(printed)).not.toContain("Michael1990!");
  });

  it("reports 16 a's as guessable, not 75 bits", async () => {
    const { stdout } = await runCli(["check", "--json", "aaaaaaaaaaaaaaaa"]);
    const printed: unknown = JSON.parse(stdout);
    expect(printed).toMatchObject({ label: "Weak", cap: { reason: "guessable" } });
    expect(printed).toHaveProperty("entropyBits");
    if (typeof printed === "object" && printed !== null && "entropyBits" in printed) {
      expect(printed.entropyBits).toBeLessThan(20);
    }
  });
});
