/**
 * Every limit of the product, written once (STYLE.md). Sources: spec §5 and §9, DECISIONS.md
 * (generator length 8-128, passphrases).
 */

/** Generator length range and default (DECISIONS.md widens the draft's 8-50 to 8-128). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_DEFAULT_LENGTH = 16;

/** Passwords made at once in multiple mode (spec §9). */
export const MULTIPLE_COUNT = 5;

/** History keeps only the latest entries (spec §4). */
export const HISTORY_MAX_ENTRIES = 10;

/** Auto-cleanup slider: 5 min to 2 hours in steps of 5, default 30, checked every 60 s (spec §5, §9). */
export const CLEANUP_MIN_MINUTES = 5;
export const CLEANUP_MAX_MINUTES = 120;
export const CLEANUP_STEP_MINUTES = 5;
export const CLEANUP_DEFAULT_MINUTES = 30;
export const CLEANUP_CHECK_INTERVAL_MS = 60_000;

/** Custom charset cap and the counter's warning threshold, in user-perceived characters (spec §5). */
export const CUSTOM_CHARSET_MAX = 1000;
export const CUSTOM_CHARSET_WARN = 900;

/** Bulk generator (spec §5, §9). */
export const BULK_COUNT_MIN = 1;
export const BULK_COUNT_MAX = 100;
export const BULK_COUNT_DEFAULT = 10;
export const BULK_LENGTH_MIN = 8;
export const BULK_LENGTH_MAX = 128;
export const BULK_LENGTH_DEFAULT = 16;

/** Passphrases (DECISIONS.md, issue 3). */
export const PASSPHRASE_MIN_WORDS = 3;
export const PASSPHRASE_MAX_WORDS = 20;
export const PASSPHRASE_DEFAULT_WORDS = 6;

/** Strength scales (spec §5). */
export const GENERATOR_MAX_SCORE = 7;
export const CHECKER_MAX_SCORE = 8;
