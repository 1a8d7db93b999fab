import type { CrackTimes, Score, ZxcvbnResult } from "@zxcvbn-ts/core";

/** The four strength colours of the design tokens (docs/design.md, "Strength colours"). */
export type EstimateTone = "weak" | "fair" | "good" | "strong";

/** One attack scenario and how long it would take to guess the password. */
export interface CrackTimeScenario {
  id: keyof CrackTimes;
  /** Who is guessing, and how. */
  label: string;
  /** How fast, in words, so the assumption is visible beside the result. */
  rate: string;
  /** zxcvbn's rounded display, e.g. "3 hours", "less than a second", "centuries". */
  time: string;
}

/** What the checker shows of a zxcvbn result; the password itself is deliberately not kept. */
export interface CrackTimeEstimate {
  /** zxcvbn's 0-4 score. */
  score: Score;
  /** The score in words. */
  verdict: string;
  tone: EstimateTone;
  /** log10 of the estimated number of guesses. */
  guessesLog10: number;
  /** The same, rounded to a whole power of ten. */
  guessesPowerOfTen: number;
  /** Online throttled, offline slow hash, offline fast hash: the attacker gets faster. */
  scenarios: CrackTimeScenario[];
  warning: string | null;
  suggestions: string[];
}

/**
 * The scenarios shown, with zxcvbn's default guessing rates written out. zxcvbn's own score
 * assumes a slow, salted hash; the fast hash is the worst case after a careless site's breach.
 */
const SCENARIOS: ReadonlyArray<Omit<CrackTimeScenario, "time">> = [
  {
    id: "onlineThrottlingXPerHour",
    label: "Online attack on a login that limits attempts",
    rate: "100 guesses an hour",
  },
  {
    id: "offlineSlowHashingXPerSecond",
    label: "Offline attack on a stolen database with a slow hash (bcrypt, Argon2)",
    rate: "10 thousand guesses a second",
  },
  {
    id: "offlineFastHashingXPerSecond",
    label: "Offline attack on a stolen database with a fast hash",
    rate: "10 billion guesses a second",
  },
];

/** zxcvbn's own meaning of each score (its TimeEstimates comments), in plain words. */
const VERDICTS: Record<Score, { verdict: string; tone: EstimateTone }> = {
  0: { verdict: "Too guessable", tone: "weak" },
  1: { verdict: "Very guessable", tone: "weak" },
  2: { verdict: "Somewhat guessable", tone: "fair" },
  3: { verdict: "Safely unguessable", tone: "good" },
  4: { verdict: "Very unguessable", tone: "strong" },
};

/** Turns a zxcvbn result into what the checker shows, without the password. */
export function summarizeCrackTime(
  result: Pick<ZxcvbnResult, "score" | "guessesLog10" | "crackTimes" | "feedback">,
): CrackTimeEstimate {
  const { verdict, tone } = VERDICTS[result.score];
  const warning = result.feedback.warning?.trim() || null;
  return {
    score: result.score,
    verdict,
    tone,
    guessesLog10: result.guessesLog10,
    guessesPowerOfTen: Math.max(0, Math.round(result.guessesLog10)),
    scenarios: SCENARIOS.map((scenario) => ({
      ...scenario,
      time: result.crackTimes[scenario.id].display,
    })),
    warning,
    suggestions: [...new Set(result.feedback.suggestions.map((s) => s.trim()).filter(Boolean))],
  };
}
