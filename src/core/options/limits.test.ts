import { describe, expect, it } from "vitest";
import { getEffLargeWordList } from "../generate/eff-large-wordlist";
import * as limits from "./limits";

describe("limits (spec §5, §9, product decisions)", () => {
  it("exports every limit with its agreed value", () => {
    expect({ ...limits }).toEqual({
      PASSWORD_MIN_LENGTH: 8,
      PASSWORD_MAX_LENGTH: 128,
      PASSWORD_DEFAULT_LENGTH: 16,
      MULTIPLE_COUNT: 5,
      HISTORY_MAX_ENTRIES: 10,
      CLEANUP_MIN_MINUTES: 5,
      CLEANUP_MAX_MINUTES: 120,
      CLEANUP_STEP_MINUTES: 5,
      CLEANUP_DEFAULT_MINUTES: 30,
      CLEANUP_CHECK_INTERVAL_MS: 60000,
      CUSTOM_CHARSET_MAX: 1000,
      CUSTOM_CHARSET_WARN: 900,
      TYPE_MINIMUM_MIN: 0,
      CLIPBOARD_CLEAR_MAX_SECONDS: 90,
      CLIPBOARD_CLEAR_STEP_SECONDS: 30,
      TYPE_MINIMUM_MAX: 9,
      TYPE_MINIMUM_DEFAULT: 1,
      EXCLUDE_CHARACTERS_MAX: 1000,
      SAVED_SETS_MAX: 20,
      SAVED_SET_NAME_MAX: 40,
      CHARACTER_MAX_CODE_UNITS: 32,
      BULK_COUNT_MIN: 1,
      BULK_COUNT_MAX: 100,
      BULK_COUNT_DEFAULT: 10,
      BULK_LENGTH_MIN: 8,
      BULK_LENGTH_MAX: 128,
      BULK_LENGTH_DEFAULT: 16,
      PASSPHRASE_MIN_WORDS: 3,
      PASSPHRASE_MAX_WORDS: 20,
      PASSPHRASE_DEFAULT_WORDS: 6,
      PASSPHRASE_SEPARATOR_MAX_LENGTH: 1,
      PASSPHRASE_WORD_MAX_LENGTH: 9,
      GENERATED_PASSWORD_MAX_CODE_UNITS: 4096,
      HISTORY_EARLIEST_TIMESTAMP: Date.UTC(2020, 0, 1),
      HISTORY_MAX_CLOCK_SKEW_MS: 86_400_000,
      GENERATOR_MAX_SCORE: 7,
      CHECKER_MAX_SCORE: 8,
    });
  });
});

describe("the bounds a stored history entry is held to", () => {
  it("knows the longest word of the passphrase list", () => {
    const longest = Math.max(...getEffLargeWordList().map((word) => word.length));
    expect(longest).toBe(limits.PASSPHRASE_WORD_MAX_LENGTH);
  });

  it("lets in the longest passphrase the picker can make", () => {
    const longest =
      limits.PASSPHRASE_MAX_WORDS * limits.PASSPHRASE_WORD_MAX_LENGTH +
      (limits.PASSPHRASE_MAX_WORDS - 1) * limits.PASSPHRASE_SEPARATOR_MAX_LENGTH +
      1;
    expect(longest).toBeLessThanOrEqual(limits.GENERATED_PASSWORD_MAX_CODE_UNITS);
  });
});
