import { plural, t } from "@lingui/core/macro";

import {
  BREACH_TIMEOUT_MS,
  type BreachFailure,
  type BreachResult,
} from "#core/breach/breach-result";
import type { CheckerStrengthLabel, PasswordCheckId } from "#core/strength/checker";
import type { PasswordVerdict, VerdictCap } from "#core/strength/verdict";

import { formatLocalCount } from "~/lib/i18n/format-number";

/*
 * The engine's words in a checked password's result, in the page's language
 * (docs/decisions/i18n-library.md): with the result, they load after the page's first view
 * (docs/decisions/checker-verdict.md, "The result's own chunk"). The engine keeps its English for
 * the CLI (src/core/strength/checker.ts, verdict.ts, src/core/breach/breach-result.ts);
 * checker-texts.test.ts holds that each message says in English exactly what the engine says.
 * Anything this does not know keeps the engine's English.
 */

/** The check's label beside its tick or cross (spec §5). */
export function checkLabel(id: PasswordCheckId, english: string): string {
  switch (id) {
    case "length12":
      return t`At least 12 characters`;
    case "length16":
      return t`16+ characters (recommended)`;
    case "uppercase":
      return t`Contains uppercase letters`;
    case "lowercase":
      return t`Contains lowercase letters`;
    case "numbers":
      return t`Contains numbers`;
    case "special":
      return t`Contains special characters`;
    case "notCommon":
      return t`Avoids common passwords`;
    case "noRepeats":
      return t`No repeated characters`;
    default:
      return english;
  }
}

/** The tip a failed check gives, or null for a check without one (spec §5). */
export function checkTip(id: PasswordCheckId): string | null {
  switch (id) {
    case "length16":
      return t`Make your password at least 16 characters long`;
    case "uppercase":
      return t`Add uppercase letters (A-Z)`;
    case "lowercase":
      return t`Add lowercase letters (a-z)`;
    case "numbers":
      return t`Add numbers (0-9)`;
    case "special":
      return t`Add special characters such as ! @ # $ % or &`;
    case "notCommon":
      return t`Avoid common words and sequences such as "password", "123456", "qwerty" or "admin"`;
    case "noRepeats":
      return t`Avoid repeating the same character three or more times in a row`;
    default:
      return null;
  }
}

/**
 * The verdict's tips: one per failed check that has one, in check order, as the engine lists them
 * (`checkPasswordStrength`); the engine's English where this knows no message.
 */
export function verdictTips(verdict: Pick<PasswordVerdict, "checks" | "tips">): string[] {
  const translated = verdict.checks
    .filter((check) => !check.passed)
    .map((check) => checkTip(check.id))
    .filter((tip) => tip !== null);
  return translated.length === verdict.tips.length ? translated : verdict.tips;
}

/** A strength label of the 0-8 scale (spec §5). */
export function strengthLabel(label: CheckerStrengthLabel): string {
  switch (label) {
    case "Very Weak":
      return t`Very Weak`;
    case "Weak":
      return t`Weak`;
    case "Fair":
      return t`Fair`;
    case "Strong":
      return t`Strong`;
    case "Very Strong":
      return t`Very Strong`;
    default:
      return label;
  }
}

/** Why the label is lower than the score alone would give (docs/decisions/checker-verdict.md). */
export function capMessage(cap: VerdictCap): string {
  switch (cap.reason) {
    case "breached":
      return t`Capped at Very Weak: this password appears in known data breaches.`;
    case "blocklisted":
      return t`Capped at Weak: this password is on a list of common and breached passwords.`;
    case "guessable": {
      // The score (0 or 1) is in the engine's sentence only.
      const score = /zxcvbn score (\d) of 4/.exec(cap.message)?.[1];
      if (score === undefined) return cap.message;
      return t`Capped at Weak: the crack-time estimate finds it easy to guess (zxcvbn score ${score} of 4).`;
    }
    case "somewhat-guessable":
      return t`Capped at Fair: the crack-time estimate finds it somewhat easy to guess (zxcvbn score 2 of 4).`;
    default:
      return cap.message;
  }
}

/** The sentence shown while the label may still go down (the engine's PROVISIONAL_MESSAGE). */
export function provisionalMessage(): string {
  return t`Provisional: the label may go down once the list of common passwords and the crack-time estimate have loaded.`;
}

/** Why the breach check gave no answer, in a few words (the engine's `explainBreachFailure`). */
function breachFailure(reason: BreachFailure, status?: number): string {
  switch (reason) {
    case "offline":
      return t`the service could not be reached (offline, or blocked)`;
    case "timeout": {
      const seconds = BREACH_TIMEOUT_MS / 1000;
      return t`no answer within ${seconds} seconds`;
    }
    case "status":
      return status === undefined
        ? t`the service answered with an error`
        : t`the service answered with an error (HTTP ${status})`;
    case "malformed":
      return t`the service's answer could not be read`;
    default:
      return reason;
  }
}

/** What the breach check found, in one sentence (the engine's `describeBreachResult`). */
export function breachResultText(result: BreachResult): string {
  switch (result.kind) {
    case "found": {
      const count = result.count;
      const times = formatLocalCount(count);
      return plural(count, {
        one: `Found in known data breaches: this password appears ${times} time in Have I Been Pwned's Pwned Passwords. Never use this password.`,
        other: `Found in known data breaches: this password appears ${times} times in Have I Been Pwned's Pwned Passwords. Never use this password.`,
      });
    }
    case "not-found":
      return t`Not found in Have I Been Pwned's Pwned Passwords. That alone does not make it strong: judge it by the rest of this result.`;
    case "failed": {
      const why = breachFailure(result.reason, result.status);
      return t`Could not check known data breaches: ${why}. The rest of this result is judged without breach data.`;
    }
    default:
      return "";
  }
}
