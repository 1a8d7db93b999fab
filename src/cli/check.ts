import { CHECKER_MAX_SCORE } from "#core";
import { isBlocklisted } from "#core/strength/blocklist";
import { judgePassword, type PasswordVerdict } from "#core/strength/verdict";
import { BREACH_CREDIT, describeBreachResult, type BreachResult } from "#core/breach/pwned-range";
import { PASSWORD_BLOCKLIST } from "../estimator/password-blocklist";
import { estimateGuesses } from "../estimator/zxcvbn";

/** The crack-time scenarios of zxcvbn, in its order: slowest attacker first. */
type CrackTimeScenario =
  | "onlineThrottlingXPerHour"
  | "onlineNoThrottlingXPerSecond"
  | "offlineSlowHashingXPerSecond"
  | "offlineFastHashingXPerSecond";

/** `keysmith check`'s result: the site's verdict plus zxcvbn's figures. */
export interface CliCheck {
  verdict: PasswordVerdict;
  guesses: number;
  guessesLog10: number;
  crackTimes: Record<CrackTimeScenario, { seconds: number; display: string }>;
  warning: string | null;
  suggestions: string[];
  /** What `--breached` found; null when it was not asked. */
  breach: BreachResult | null;
}

/**
 * Judges a password exactly as the checker page does: the same blocklist, the same zxcvbn set-up
 * and core's `judgePassword`, with every piece of evidence present, so never provisional.
 */
export function checkForCli(password: string, breach: BreachResult | null = null): CliCheck {
  const result = estimateGuesses(password);
  const verdict = judgePassword(password, {
    blocklisted: isBlocklisted(password, PASSWORD_BLOCKLIST),
    guesses: { score: result.score, guessesLog10: result.guessesLog10 },
    // A failed check is no evidence: the verdict is judged without it.
    breachCount:
      breach?.kind === "found" ? breach.count : breach?.kind === "not-found" ? 0 : undefined,
  });
  const time = (id: CrackTimeScenario) => ({
    seconds: result.crackTimes[id].seconds,
    display: result.crackTimes[id].display,
  });
  return {
    verdict,
    guesses: result.guesses,
    guessesLog10: result.guessesLog10,
    crackTimes: {
      onlineThrottlingXPerHour: time("onlineThrottlingXPerHour"),
      onlineNoThrottlingXPerSecond: time("onlineNoThrottlingXPerSecond"),
      offlineSlowHashingXPerSecond: time("offlineSlowHashingXPerSecond"),
      offlineFastHashingXPerSecond: time("offlineFastHashingXPerSecond"),
    },
    warning: result.feedback.warning?.trim() || null,
    suggestions: [...new Set(result.feedback.suggestions.map((s) => s.trim()).filter(Boolean))],
    breach,
  };
}

/** `--json`: the site's fields first (score, label, checks, entropyBits), then the cap and zxcvbn. */
export function formatCheckJson({ verdict, breach, ...estimate }: CliCheck): string {
  const { score, label, checks, entropyBits, scoreLabel, cap, blocklisted } = verdict;
  return `${JSON.stringify({
    score,
    label,
    checks,
    entropyBits,
    scoreLabel,
    cap,
    blocklisted,
    ...estimate,
    ...(breach === null ? {} : { breach }),
  })}\n`;
}

/** The human-readable report: label, cap reason, estimated entropy, checks, tips, crack time. */
export function formatCheckText({ verdict, crackTimes, warning, breach }: CliCheck): string {
  const lines = [`Strength: ${verdict.label} (${verdict.score}/${CHECKER_MAX_SCORE})`];
  if (verdict.cap !== null) lines.push(verdict.cap.message);
  if (breach !== null && breach.kind !== "failed") {
    lines.push(`Breaches: ${describeBreachResult(breach)}`, `  ${BREACH_CREDIT}`);
  }
  lines.push(
    `Entropy: about ${Math.round(verdict.entropyBits ?? 0)} bits (estimate: log2 of zxcvbn's guess count)`,
    ...verdict.checks.map((check) => `  ${check.passed ? "✓" : "✗"} ${check.label}`),
  );
  if (verdict.tips.length > 0) lines.push("Tips:", ...verdict.tips.map((tip) => `  - ${tip}`));
  lines.push(
    `Time to crack: ${crackTimes.offlineSlowHashingXPerSecond.display} offline against a slow hash, ${crackTimes.offlineFastHashingXPerSecond.display} against a fast one`,
  );
  if (warning !== null) lines.push(`Warning: ${warning}`);
  return `${lines.join("\n")}\n`;
}
