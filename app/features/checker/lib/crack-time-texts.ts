import { plural, t } from "@lingui/core/macro";

import type { CrackTimeScenario } from "./crack-time";

/*
 * zxcvbn's estimate in the page's language (docs/decisions/i18n-library.md). The estimator's worker
 * speaks English (lib/crack-time.ts, zxcvbn's English feedback); the view, on the page, says it
 * here. Only the estimator's chunk imports this, so the checker's first view does not carry it.
 * crack-time-texts.test.ts holds that each says in English exactly what the worker says. Text
 * this does not know (a newer zxcvbn's) stays as the worker said it.
 */

/** zxcvbn's 0-4 score in words (lib/crack-time.ts, VERDICTS). */
export function crackVerdict(score: number, english: string): string {
  switch (score) {
    case 0:
      return t`Too guessable`;
    case 1:
      return t`Very guessable`;
    case 2:
      return t`Somewhat guessable`;
    case 3:
      return t`Safely unguessable`;
    case 4:
      return t`Very unguessable`;
    default:
      return english;
  }
}

/** Who is guessing, and how fast (lib/crack-time.ts, SCENARIOS). */
export function scenarioTexts(scenario: CrackTimeScenario): { label: string; rate: string } {
  switch (scenario.id) {
    case "onlineThrottlingXPerHour":
      return {
        label: t`Online attack on a login that limits attempts`,
        rate: t`100 guesses an hour`,
      };
    case "offlineSlowHashingXPerSecond":
      return {
        label: t`Offline attack on a stolen database with a slow hash (bcrypt, Argon2)`,
        rate: t`10 thousand guesses a second`,
      };
    case "offlineFastHashingXPerSecond":
      return {
        label: t`Offline attack on a stolen database with a fast hash`,
        rate: t`10 billion guesses a second`,
      };
    default:
      return { label: scenario.label, rate: scenario.rate };
  }
}

const TIME = /^(\d+) (second|minute|hour|day|month|year)s?$/;

/**
 * zxcvbn's rounded crack time ("3 hours", "less than a second", "centuries"), with the plural
 * rules of the page's language (CLDR). The amount is at most 100: no digit grouping.
 */
export function crackTimeText(display: string): string {
  if (display === "less than a second") return t`less than a second`;
  if (display === "centuries") return t`centuries`;
  const match = TIME.exec(display);
  if (match === null) return display;
  const count = Number(match[1]);
  switch (match[2]) {
    case "second":
      return plural(count, { one: "# second", other: "# seconds" });
    case "minute":
      return plural(count, { one: "# minute", other: "# minutes" });
    case "hour":
      return plural(count, { one: "# hour", other: "# hours" });
    case "day":
      return plural(count, { one: "# day", other: "# days" });
    case "month":
      return plural(count, { one: "# month", other: "# months" });
    case "year":
      return plural(count, { one: "# year", other: "# years" });
    default:
      return display;
  }
}

/** zxcvbn's warning or suggestion (its English translations), in the page's language. */
export function zxcvbnFeedbackText(english: string): string {
  switch (english) {
    // Warnings.
    case "Straight rows of keys on your keyboard are easy to guess.":
      return t`Straight rows of keys on your keyboard are easy to guess.`;
    case "Short keyboard patterns are easy to guess.":
      return t`Short keyboard patterns are easy to guess.`;
    case 'Repeated characters like "aaa" are easy to guess.':
      return t`Repeated characters like "aaa" are easy to guess.`;
    case 'Repeated character patterns like "abcabcabc" are easy to guess.':
      return t`Repeated character patterns like "abcabcabc" are easy to guess.`;
    case 'Common character sequences like "abc" are easy to guess.':
      return t`Common character sequences like "abc" are easy to guess.`;
    case "Recent years are easy to guess.":
      return t`Recent years are easy to guess.`;
    case "Dates are easy to guess.":
      return t`Dates are easy to guess.`;
    case "This is a heavily used password.":
      return t`This is a heavily used password.`;
    case "This is a frequently used password.":
      return t`This is a frequently used password.`;
    case "This is a commonly used password.":
      return t`This is a commonly used password.`;
    case "This is similar to a commonly used password.":
      return t`This is similar to a commonly used password.`;
    case "Single words are easy to guess.":
      return t`Single words are easy to guess.`;
    case "Single names or surnames are easy to guess.":
      return t`Single names or surnames are easy to guess.`;
    case "Common names and surnames are easy to guess.":
      return t`Common names and surnames are easy to guess.`;
    case "There should not be any personal or page related data.":
      return t`There should not be any personal or page related data.`;
    case "Your password was exposed by a data breach on the Internet.":
      return t`Your password was exposed by a data breach on the Internet.`;
    // Suggestions.
    case "Avoid predictable letter substitutions like '@' for 'a'.":
      return t`Avoid predictable letter substitutions like '@' for 'a'.`;
    case "Avoid reversed spellings of common words.":
      return t`Avoid reversed spellings of common words.`;
    case "Capitalize some, but not all letters.":
      return t`Capitalize some, but not all letters.`;
    case "Capitalize more than the first letter.":
      return t`Capitalize more than the first letter.`;
    case "Avoid dates and years that are associated with you.":
      return t`Avoid dates and years that are associated with you.`;
    case "Avoid recent years.":
      return t`Avoid recent years.`;
    case "Avoid years that are associated with you.":
      return t`Avoid years that are associated with you.`;
    case "Avoid common character sequences.":
      return t`Avoid common character sequences.`;
    case "Avoid repeated words and characters.":
      return t`Avoid repeated words and characters.`;
    case "Use longer keyboard patterns and change typing direction multiple times.":
      return t`Use longer keyboard patterns and change typing direction multiple times.`;
    case "Add more words that are less common.":
      return t`Add more words that are less common.`;
    case "Use multiple words, but avoid common phrases.":
      return t`Use multiple words, but avoid common phrases.`;
    case "You can create strong passwords without using symbols, numbers, or uppercase letters.":
      return t`You can create strong passwords without using symbols, numbers, or uppercase letters.`;
    case "If you use this password elsewhere, you should change it.":
      return t`If you use this password elsewhere, you should change it.`;
    default:
      return english;
  }
}
