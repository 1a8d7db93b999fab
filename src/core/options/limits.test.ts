import { describe, expect, it } from "vitest";
import * as limits from "./limits";

describe("limits (spec §5, §9, DECISIONS.md)", () => {
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
      BULK_COUNT_MIN: 1,
      BULK_COUNT_MAX: 100,
      BULK_COUNT_DEFAULT: 10,
      BULK_LENGTH_MIN: 8,
      BULK_LENGTH_MAX: 128,
      BULK_LENGTH_DEFAULT: 16,
      PASSPHRASE_MIN_WORDS: 3,
      PASSPHRASE_MAX_WORDS: 20,
      PASSPHRASE_DEFAULT_WORDS: 6,
      GENERATOR_MAX_SCORE: 7,
      CHECKER_MAX_SCORE: 8,
    });
  });
});
