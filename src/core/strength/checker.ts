import { countGraphemes, splitGraphemes } from "../generate/custom-charset";
import { CHECKER_MAX_SCORE } from "../options/limits";
import { HAS_DIGIT, HAS_LOWERCASE, HAS_SPECIAL, HAS_UPPERCASE } from "./character-classes";

/** Fragments that make a password "common" when found anywhere in it, any case (spec §5). */
export const COMMON_PASSWORD_FRAGMENTS: readonly string[] = Object.freeze([
  "password",
  "123456",
  "qwerty",
  "admin",
]);

/** The eight checks, in spec order. */
export type PasswordCheckId =
  | "length12"
  | "length16"
  | "uppercase"
  | "lowercase"
  | "numbers"
  | "special"
  | "notCommon"
  | "noRepeats";

/** One of the checker's eight checks. */
export interface PasswordCheck {
  /** Stable identifier, for keys and tests. */
  id: PasswordCheckId;
  /** The label shown beside the tick or cross, verbatim from spec §5. */
  label: string;
  /** Whether the password passes; each pass is one point. */
  passed: boolean;
}

/** Labels of the checker's 0-8 scale (spec §5). */
export type CheckerStrengthLabel = "Very Weak" | "Weak" | "Fair" | "Strong" | "Very Strong";

/** Color of a label; the top level is green (spec §3). */
export type CheckerStrengthTone = "very-weak" | "weak" | "fair" | "strong" | "very-strong";

/** The checker's verdict on a typed password (spec §3, §5). */
export interface CheckerResult {
  /** 0-`CHECKER_MAX_SCORE`: the number of checks passed. */
  score: number;
  /** 7-8 Very Strong, 5-6 Strong, 3-4 Fair, 1-2 Weak, 0 Very Weak. */
  label: CheckerStrengthLabel;
  /** Color of the label. */
  tone: CheckerStrengthTone;
  /** The eight checks, in spec order. */
  checks: PasswordCheck[];
  /** One tip per failed check except the 12-character one, in check order. */
  tips: string[];
}

interface CheckRule {
  id: PasswordCheckId;
  label: string;
  /** Spec §5 gives only the length tip; null where the spec shows none. */
  tip: string | null;
  test: (password: string, length: number, blocklisted: boolean) => boolean;
}

const REPEAT_RUN = 3;

function hasRepeatRun(password: string): boolean {
  let run = 0;
  let previous: string | undefined;
  for (const character of splitGraphemes(password)) {
    run = character === previous ? run + 1 : 1;
    if (run >= REPEAT_RUN) return true;
    previous = character;
  }
  return false;
}

function containsCommonFragment(password: string): boolean {
  const lower = password.toLowerCase();
  return COMMON_PASSWORD_FRAGMENTS.some((fragment) => lower.includes(fragment));
}

/** The eight checks of spec §5, in order, with their labels and tips. */
export const CHECK_RULES: readonly Readonly<CheckRule>[] = Object.freeze([
  { id: "length12", label: "At least 12 characters", tip: null, test: (_, n) => n >= 12 },
  {
    id: "length16",
    label: "16+ characters (recommended)",
    tip: "Make your password at least 16 characters long",
    test: (_, n) => n >= 16,
  },
  {
    id: "uppercase",
    label: "Contains uppercase letters",
    tip: "Add uppercase letters (A-Z)",
    test: (p) => HAS_UPPERCASE.test(p),
  },
  {
    id: "lowercase",
    label: "Contains lowercase letters",
    tip: "Add lowercase letters (a-z)",
    test: (p) => HAS_LOWERCASE.test(p),
  },
  {
    id: "numbers",
    label: "Contains numbers",
    tip: "Add numbers (0-9)",
    test: (p) => HAS_DIGIT.test(p),
  },
  {
    id: "special",
    label: "Contains special characters",
    tip: "Add special characters such as ! @ # $ % or &",
    test: (p) => HAS_SPECIAL.test(p),
  },
  {
    id: "notCommon",
    label: "Avoids common passwords",
    tip: 'Avoid common words and sequences such as "password", "123456", "qwerty" or "admin"',
    // The spec's four fragments, and (docs/product-decisions.md, "Checker verdict") a real list of
    // common and breached passwords.
    test: (p, _, blocklisted) => !blocklisted && !containsCommonFragment(p),
  },
  {
    id: "noRepeats",
    label: "No repeated characters",
    tip: "Avoid repeating the same character three or more times in a row",
    test: (p) => !hasRepeatRun(p),
  },
]);

export { CHECKER_MAX_SCORE };

/** Maps a 0-8 score to its label and tone (spec §5). */
export function labelCheckerScore(score: number): {
  label: CheckerStrengthLabel;
  tone: CheckerStrengthTone;
} {
  if (score >= 7) return { label: "Very Strong", tone: "very-strong" };
  if (score >= 5) return { label: "Strong", tone: "strong" };
  if (score >= 3) return { label: "Fair", tone: "fair" };
  if (score >= 1) return { label: "Weak", tone: "weak" };
  return { label: "Very Weak", tone: "very-weak" };
}

/**
 * Rates a typed password 0-8, one point per check (spec §5). Length counts user-perceived
 * characters; "repeated" means the same character three or more times in a row.
 * 'Avoids common passwords' fails on the spec's four fragments, and also when the caller found the
 * password on a blocklist (`isBlocklisted`).
 */
export function checkPasswordStrength(password: string, blocklisted = false): CheckerResult {
  const length = countGraphemes(password);
  const checks: PasswordCheck[] = [];
  const tips: string[] = [];
  for (const rule of CHECK_RULES) {
    const passed = rule.test(password, length, blocklisted);
    checks.push({ id: rule.id, label: rule.label, passed });
    if (!passed && rule.tip !== null) tips.push(rule.tip);
  }
  const score = checks.filter((check) => check.passed).length;
  return { score, ...labelCheckerScore(score), checks, tips };
}
