import {
  checkPasswordStrength,
  labelCheckerScore,
  type CheckerResult,
  type CheckerStrengthLabel,
  type CheckerStrengthTone,
} from "./checker";

/**
 * What a guess estimator (zxcvbn) found, as plain data: the engine never loads the estimator, the
 * site and the CLI pass its result in.
 */
export interface GuessEvidence {
  /** zxcvbn's 0-4 score: 0-1 too or very guessable, 2 somewhat, 3-4 safely or very unguessable. */
  score: 0 | 1 | 2 | 3 | 4;
  /** log10 of the estimated number of guesses an attacker needs. */
  guessesLog10: number;
}

/** What the verdict is judged on; null where it has not loaded (yet). */
export interface VerdictEvidence {
  /**
   * Whether the password is on the list of common and breached passwords (NIST SP 800-63B-4
   * blocklist), as `isBlocklisted` finds; the list itself loads lazily on the site.
   */
  blocklisted: boolean | null;
  guesses: GuessEvidence | null;
  /**
   * The opt-in breach check (docs/decisions/breach-check.md): how many times Have I Been Pwned's
   * Pwned Passwords lists the password (0: not listed); null while the check runs; undefined when
   * it is off or failed, so the verdict is judged without it.
   */
  breachCount?: number | null;
}

/** Why the label is lower than the 0-8 score alone would give. */
export type VerdictCapReason = "breached" | "blocklisted" | "guessable" | "somewhat-guessable";

export interface VerdictCap {
  reason: VerdictCapReason;
  /** The highest label the evidence allows. */
  label: CheckerStrengthLabel;
  /** The reason in words, shown under the label and announced. */
  message: string;
}

/**
 * The checker's verdict (docs/product-decisions.md, "Checker verdict": the label never exceeds the
 * evidence): the spec's eight checks and 0-8 score, with the label capped by guessability.
 */
export interface PasswordVerdict extends CheckerResult {
  /** The label the 0-8 score alone gives (spec §5), before any cap. */
  scoreLabel: CheckerStrengthLabel;
  /** The cap that lowered the label, or null if none did. */
  cap: VerdictCap | null;
  /** Whether the password is on the blocklist; null while the list has not loaded. */
  blocklisted: boolean | null;
  /**
   * True while evidence that could still lower the label is missing: the label must not be shown
   * as final.
   */
  provisional: boolean;
  /** log2 of the estimated guess count: an estimate of the entropy; null without the estimate. */
  entropyBits: number | null;
}

/** Lowest first. */
const LABEL_ORDER: readonly CheckerStrengthLabel[] = Object.freeze([
  "Very Weak",
  "Weak",
  "Fair",
  "Strong",
  "Very Strong",
]);

const TONES: Readonly<Record<CheckerStrengthLabel, CheckerStrengthTone>> = Object.freeze({
  "Very Weak": "very-weak",
  Weak: "weak",
  Fair: "fair",
  Strong: "strong",
  "Very Strong": "very-strong",
});

function rank(label: CheckerStrengthLabel): number {
  return LABEL_ORDER.indexOf(label);
}

function lower(a: CheckerStrengthLabel, b: CheckerStrengthLabel): CheckerStrengthLabel {
  return rank(a) <= rank(b) ? a : b;
}

/** The sentence shown while the label may still go down. */
export const PROVISIONAL_MESSAGE =
  "Provisional: the label may go down once the list of common passwords and the crack-time estimate have loaded.";

/** The caps in order of precedence; the first that applies gives the reason. */
function findCap(
  breachCount: number,
  blocklisted: boolean,
  guesses: GuessEvidence | null,
): VerdictCap | null {
  if (breachCount > 0) {
    return {
      reason: "breached",
      label: "Very Weak",
      // The count and "Never use this password." are said once, by the breach check's own
      // sentence beside the verdict (docs/decisions/breach-check.md, "What the page says").
      message: "Capped at Very Weak: this password appears in known data breaches.",
    };
  }
  if (blocklisted) {
    return {
      reason: "blocklisted",
      label: "Weak",
      message: "Capped at Weak: this password is on a list of common and breached passwords.",
    };
  }
  if (guesses !== null && guesses.score <= 1) {
    return {
      reason: "guessable",
      label: "Weak",
      message: `Capped at Weak: the crack-time estimate finds it easy to guess (zxcvbn score ${guesses.score} of 4).`,
    };
  }
  if (guesses !== null && guesses.score === 2) {
    return {
      reason: "somewhat-guessable",
      label: "Fair",
      message:
        "Capped at Fair: the crack-time estimate finds it somewhat easy to guess (zxcvbn score 2 of 4).",
    };
  }
  return null;
}

/** log2 of the guess count, from zxcvbn's log10. */
export function guessesToEntropyBits(guessesLog10: number): number {
  return guessesLog10 * Math.log2(10);
}

/**
 * Judges a typed password: the spec's eight checks (with the blocklist behind 'Avoids common
 * passwords'), then a label no higher than the evidence allows. On the blocklist, or a zxcvbn score
 * of 0-1, the label is at most Weak; a score of 2, at most Fair; found by the opt-in breach check,
 * at most Very Weak ("never use this password"). The site and `keysmith check`
 * both call this, so they agree.
 */
export function judgePassword(password: string, evidence: VerdictEvidence): PasswordVerdict {
  const { blocklisted } = evidence;
  const checks = checkPasswordStrength(password, blocklisted === true);
  const breachCount = evidence.breachCount;
  const cap = findCap(breachCount ?? 0, blocklisted === true, evidence.guesses);
  const label = cap === null ? checks.label : lower(checks.label, cap.label);

  // The lowest label the missing evidence could still bring: the list can fail one more check
  // and cap at Weak; the estimate can cap at Weak.
  // A breach check still running can bring Very Weak.
  let provisional = breachCount === null && label !== "Very Weak";
  if (blocklisted === null || evidence.guesses === null) {
    const commonPassed = checks.checks.some((check) => check.id === "notCommon" && check.passed);
    const worstScore = checks.score - (blocklisted === null && commonPassed ? 1 : 0);
    const worst = lower(lower(labelCheckerScore(worstScore).label, "Weak"), label);
    provisional ||= worst !== label;
  }

  return {
    ...checks,
    label,
    tone: TONES[label],
    scoreLabel: checks.label,
    cap: cap !== null && rank(cap.label) < rank(checks.label) ? cap : null,
    blocklisted,
    provisional,
    entropyBits:
      evidence.guesses === null ? null : guessesToEntropyBits(evidence.guesses.guessesLog10),
  };
}
