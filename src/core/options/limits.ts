/**
 * Every limit of the product, written once (docs/style.md, "Limits written once"). Sources: spec §5
 * and §9, docs/product-decisions.md, "Password length" and "Passphrases".
 */

/**
 * Generator length range and default (docs/product-decisions.md, "Password length": the draft had
 * 8-50).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_DEFAULT_LENGTH = 16;

/** Passwords made at once in multiple mode (spec §9). */
export const MULTIPLE_COUNT = 5;

/** History keeps only the latest entries (spec §4). */
export const HISTORY_MAX_ENTRIES = 10;

/**
 * Auto-cleanup slider: 5 min to 2 hours in steps of 5, default 30, checked every 60 s (spec §5,
 * §9).
 */
export const CLEANUP_MIN_MINUTES = 5;
export const CLEANUP_MAX_MINUTES = 120;
export const CLEANUP_STEP_MINUTES = 5;
export const CLEANUP_DEFAULT_MINUTES = 30;
export const CLEANUP_CHECK_INTERVAL_MS = 60_000;

/**
 * Custom charset cap and the counter's warning threshold, in user-perceived characters (spec §5).
 */
export const CUSTOM_CHARSET_MAX = 1000;
export const CUSTOM_CHARSET_WARN = 900;
/**
 * "Clear the clipboard" after copying a password (docs/decisions/clipboard-clear.md): never (0) or
 * after this many seconds of the page having focus, in steps of 30.
 */
export const CLIPBOARD_CLEAR_MAX_SECONDS = 90;
export const CLIPBOARD_CLEAR_STEP_SECONDS = 30;
/**
 * "Minimum numbers" and "Minimum symbols" (docs/product-decisions.md, "Every selected type"): 0-9,
 * 1 by default.
 */
export const TYPE_MINIMUM_MIN = 0;
export const TYPE_MINIMUM_MAX = 9;
export const TYPE_MINIMUM_DEFAULT = 1;
/** "Exclude these characters" takes at most as many characters as a custom charset. */
export const EXCLUDE_CHARACTERS_MAX = 1000;

/**
 * Code units one user-perceived character may take when read back from storage: the longest emoji
 * sequences people type (a family with skin tones, a subdivision flag) stay under 32. Bounds every
 * stored text in code units before it is split into characters (docs/style.md, "One reader per
 * stored key").
 */
export const CHARACTER_MAX_CODE_UNITS = 32;

/** Bulk generator (spec §5, §9). */
export const BULK_COUNT_MIN = 1;
export const BULK_COUNT_MAX = 100;
export const BULK_COUNT_DEFAULT = 10;
export const BULK_LENGTH_MIN = 8;
export const BULK_LENGTH_MAX = 128;
export const BULK_LENGTH_DEFAULT = 16;

/** Passphrases (docs/product-decisions.md, "Passphrases"). */
export const PASSPHRASE_MIN_WORDS = 3;
export const PASSPHRASE_MAX_WORDS = 20;
export const PASSPHRASE_DEFAULT_WORDS = 6;
/** The separator picker offers single characters or none (a 2 MB stored one froze the page). */
export const PASSPHRASE_SEPARATOR_MAX_LENGTH = 1;
/** Letters in the longest word of the EFF large word list ("abdominal"); a test checks the list. */
export const PASSPHRASE_WORD_MAX_LENGTH = 9;

/**
 * The longest password the generator makes, in code units, and so the longest a history entry may
 * hold: 128 characters of up to 32 code units, or a passphrase of 20 nine-letter words, 19
 * separators and one digit, whichever is longer.
 */
export const GENERATED_PASSWORD_MAX_CODE_UNITS = Math.max(
  PASSWORD_MAX_LENGTH * CHARACTER_MAX_CODE_UNITS,
  PASSPHRASE_MAX_WORDS * PASSPHRASE_WORD_MAX_LENGTH +
    (PASSPHRASE_MAX_WORDS - 1) * PASSPHRASE_SEPARATOR_MAX_LENGTH +
    1,
);

/**
 * History timestamps a clock can show (docs/style.md, "One reader per stored key"): none before
 * 2020, none more than a day ahead of now (a clock set back a little keeps its entries; `1e16` does
 * not).
 */
/** 2020-01-01T00:00:00Z. */
export const HISTORY_EARLIEST_TIMESTAMP = 1_577_836_800_000;
export const HISTORY_MAX_CLOCK_SKEW_MS = 86_400_000;

/** Strength scales (spec §5). */
export const GENERATOR_MAX_SCORE = 7;
export const CHECKER_MAX_SCORE = 8;

/**
 * Named sets of options (docs/product-decisions.md, "Memorable passwords and PINs"): how many are
 * kept, and a name's characters.
 */
export const SAVED_SETS_MAX = 20;
export const SAVED_SET_NAME_MAX = 40;
