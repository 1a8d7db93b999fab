import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  CLEANUP_MAX_MINUTES,
  CLEANUP_MIN_MINUTES,
  CLEANUP_STEP_MINUTES,
  CUSTOM_CHARSET_MAX,
  GENERATED_PASSWORD_MAX_CODE_UNITS,
  GENERATOR_MAX_SCORE,
  HISTORY_EARLIEST_TIMESTAMP,
  HISTORY_MAX_CLOCK_SKEW_MS,
  HISTORY_MAX_ENTRIES,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSPHRASE_SEPARATOR_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STORAGE_KEYS,
  countGraphemes,
  type PassphraseOptions,
  type PasswordOptions,
  parseCookieConsent,
  parseTheme,
} from "#core";
import {
  readStoredHistory,
  readStoredPassphraseOptions,
  readStoredPrivacySettings,
} from "#core/options/stored-generator-data";
import { readStoredPasswordOptions } from "#core/options/stored-password-options";
import { readStoredMode } from "#core/options/stored-mode";
import { readStoredBreachCheck } from "#core/options/breach-check-choice";
import { readStoredModeOptions, type ModeOptions } from "#core/options/mode-options";
import {
  OPTION_SET_MODES,
  SAVED_SETS_MAX,
  SAVED_SET_NAME_MAX,
  readStoredOptionSets,
} from "#core/options/saved-option-sets";
import { MEMORABLE_MAX_GROUPS, MEMORABLE_MIN_GROUPS } from "#core/generate/memorable";
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from "#core/generate/pin";
import {
  FEEDBACK_KEY,
  READER_STORAGE_MAX_SLUGS,
  READING_LIST_KEY,
  parseFeedback,
  parseReadingList,
} from "~/features/blog/reader-storage";
import { SCROLL_POSITIONS_KEY, isScrollPositions } from "~/lib/scroll-positions";

/*
 * docs/style.md, "One reader per stored key": any string in any storage key the site reads never
 * makes its reader throw, and always gives a value within that key's bounds. The bounds are written
 * here from the limits, independently of the readers.
 */

const NOW = Date.UTC(2026, 0, 1);

/** Field names of every stored record, so generated objects hit real fields with wrong values. */
const FIELDS = [
  "length",
  "includeUppercase",
  "includeLowercase",
  "includeNumbers",
  "includeSpecial",
  "excludeSimilar",
  "customCharset",
  "useCustomCharset",
  "words",
  "separator",
  "capitalize",
  "includeNumber",
  "includeSymbol",
  "randomSeparator",
  "language",
  "memorable",
  "groups",
  "pin",
  "useSessionStorage",
  "autoCleanupMinutes",
  "disableHistory",
  "clipboardClearSeconds",
  "analytics",
  "advertising",
  "functional",
  "timestamp",
  "id",
  "password",
  "strength",
  "score",
  "label",
  "color",
  "name",
  "mode",
  "options",
  "passphraseOptions",
  "modeOptions",
  "__proto__",
  "constructor",
  "password-security-best-practices",
];

const text = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme" }),
  fc.constantFrom("😀", "👨‍👩‍👧‍👦", "\u202e", "\ud800", "", " ", "dark", "light", "yes", "no"),
);

/** Numbers JSON can hold, and the ones it cannot write but a hand edit can (1e999, -0). */
const numberLiteral = fc.oneof(
  fc.double().filter(Number.isFinite).map(String),
  fc.integer().map(String),
  fc.constantFrom("1e16", "-1e16", "1e999", "-1e999", "-0", "8.5e15", "1577836800000"),
);

/** A JSON text of any shape, wrong numbers included, written by hand so 1e999 survives. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom("null", "true", "false"),
    numberLiteral,
    text.map((value) => JSON.stringify(value)),
    fc.array(tie("value"), { maxLength: 12 }).map((items) => `[${items.join(",")}]`),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), text), tie("value")), {
        maxLength: 10,
      })
      .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`),
  ),
})).value;

/** One stored entry the generator could have written, with one field made wrong. */
const historyText = fc
  .array(
    fc.record({
      id: fc.oneof(
        fc.string(),
        jsonText.map((value) => JSON.parse(JSON.stringify(value))),
      ),
      password: fc.oneof(fc.string({ minLength: 1 }), text),
      timestamp: fc.oneof(
        fc.integer({ min: HISTORY_EARLIEST_TIMESTAMP, max: NOW }),
        fc.double(),
        fc.constantFrom(1e16, -1, 8.64e15 + 1, NOW + HISTORY_MAX_CLOCK_SKEW_MS + 1),
      ),
      strength: fc.record({
        score: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.double()),
        label: fc.constantFrom("Weak", "Fair", "Good", "Strong", "Mighty", ""),
        color: text,
      }),
    }),
    { maxLength: 14 },
  )
  .map((entries) => JSON.stringify(entries));

/** Saved option sets as the generator writes them, with names and options made wrong. */
const savedSetsText = fc
  .array(
    fc.record({
      name: fc.oneof(fc.string(), text, fc.constantFrom("Bank", " Bank ", "bank", "a".repeat(41))),
      mode: fc.constantFrom("password", "passphrase", "memorable", "pin", "wifi", 3),
      options: jsonText.map((value) => JSON.parse(value) as unknown),
      passphraseOptions: jsonText.map((value) => JSON.parse(value) as unknown),
      modeOptions: jsonText.map((value) => JSON.parse(value) as unknown),
    }),
    { maxLength: 24 },
  )
  .map((sets) => JSON.stringify(sets));

/** Any text: arbitrary strings, JSON of every shape, and values shaped like the real ones. */
const untrusted = fc.oneof(text, jsonText, historyText, savedSetsText);

/** Values a minute of fuzzing rarely reaches: huge, deep, forged. */
const HUGE = [
  "x".repeat(4_500_000),
  JSON.stringify({ separator: "-".repeat(2_000_000), customCharset: "é".repeat(2_000_000) }),
  JSON.stringify([{ password: "p".repeat(1_000_000), timestamp: NOW }]),
  JSON.stringify(Array.from({ length: 100_000 }, () => ({ password: "a", timestamp: 1e16 }))),
  "[".repeat(10_000) + "]".repeat(10_000),
  '{"__proto__":{"length":200,"analytics":true,"advertising":true,"polluted":1}}',
  '[{"__proto__":{"password":"x","timestamp":1700000000000}}]',
  JSON.stringify(["a".repeat(1_000_000)]),
];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function expectTimestamp(timestamp: number) {
  expect(timestamp).toBeGreaterThanOrEqual(HISTORY_EARLIEST_TIMESTAMP);
  expect(timestamp).toBeLessThanOrEqual(NOW + HISTORY_MAX_CLOCK_SKEW_MS);
  expect(() => new Date(timestamp).toISOString()).not.toThrow();
}

function expectPlainObject(value: object) {
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
}

function expectPasswordOptions(value: PasswordOptions) {
  expectPlainObject(value);
  expect(Number.isInteger(value.length)).toBe(true);
  expect(value.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
  expect(value.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
  for (const flag of [
    value.includeUppercase,
    value.includeLowercase,
    value.includeNumbers,
    value.includeSpecial,
    value.excludeSimilar,
    value.useCustomCharset,
  ]) {
    expect(typeof flag).toBe("boolean");
  }
  expect(typeof value.customCharset).toBe("string");
  expect(value.customCharset.length).toBeLessThanOrEqual(CUSTOM_CHARSET_MAX * 32);
  expect(countGraphemes(value.customCharset)).toBeLessThanOrEqual(CUSTOM_CHARSET_MAX);
}

function expectPassphraseOptions(value: PassphraseOptions) {
  expect(Number.isInteger(value.words)).toBe(true);
  expect(value.words).toBeGreaterThanOrEqual(PASSPHRASE_MIN_WORDS);
  expect(value.words).toBeLessThanOrEqual(PASSPHRASE_MAX_WORDS);
  expect(typeof value.separator).toBe("string");
  expect(value.separator.length).toBeLessThanOrEqual(PASSPHRASE_SEPARATOR_MAX_LENGTH);
  expect(typeof value.capitalize).toBe("boolean");
  expect(typeof value.includeNumber).toBe("boolean");
  expect(typeof value.includeSymbol).toBe("boolean");
  expect(typeof value.randomSeparator).toBe("boolean");
  expect(["en", "de", "es", "fr", "it", "pt", "cs"]).toContain(value.language);
}

function expectModeOptions(value: ModeOptions) {
  expectPlainObject(value.memorable);
  expectPlainObject(value.pin);
  expect(Number.isInteger(value.memorable.groups)).toBe(true);
  expect(value.memorable.groups).toBeGreaterThanOrEqual(MEMORABLE_MIN_GROUPS);
  expect(value.memorable.groups).toBeLessThanOrEqual(MEMORABLE_MAX_GROUPS);
  expect(Number.isInteger(value.pin.length)).toBe(true);
  expect(value.pin.length).toBeGreaterThanOrEqual(PIN_MIN_LENGTH);
  expect(value.pin.length).toBeLessThanOrEqual(PIN_MAX_LENGTH);
}

/** Every key this site reads from storage, with its reader and the bounds of what it yields. */
const READERS: Record<string, (raw: string) => void> = {
  [STORAGE_KEYS.passwordOptions]: (raw) => {
    expectPasswordOptions(readStoredPasswordOptions(raw).value);
  },
  [STORAGE_KEYS.passphraseOptions]: (raw) => {
    expectPassphraseOptions(readStoredPassphraseOptions(raw).value);
  },
  [STORAGE_KEYS.modeOptions]: (raw) => {
    expectModeOptions(readStoredModeOptions(raw).value);
  },
  [STORAGE_KEYS.generatorMode]: (raw) => {
    expect(OPTION_SET_MODES).toContain(readStoredMode(raw).value);
  },
  [STORAGE_KEYS.breachCheck]: (raw) => {
    // Only the exact word the switch writes turns the check on.
    expect(readStoredBreachCheck(raw).value).toBe(raw === "on");
  },
  [STORAGE_KEYS.savedOptionSets]: (raw) => {
    const { value } = readStoredOptionSets(raw);
    expect(value.length).toBeLessThanOrEqual(SAVED_SETS_MAX);
    for (const set of value) {
      expectPlainObject(set);
      expect(set.name.trim()).toBe(set.name);
      expect([...set.name].length).toBeGreaterThan(0);
      expect([...set.name].length).toBeLessThanOrEqual(SAVED_SET_NAME_MAX);
      expect(OPTION_SET_MODES).toContain(set.mode);
      expectPasswordOptions(set.options);
      expectPassphraseOptions(set.passphraseOptions);
      expectModeOptions(set.modeOptions);
    }
  },
  [STORAGE_KEYS.privacySettings]: (raw) => {
    const { value } = readStoredPrivacySettings(raw);
    expect(value.autoCleanupMinutes % CLEANUP_STEP_MINUTES).toBe(0);
    expect(value.autoCleanupMinutes).toBeGreaterThanOrEqual(CLEANUP_MIN_MINUTES);
    expect(value.autoCleanupMinutes).toBeLessThanOrEqual(CLEANUP_MAX_MINUTES);
    expect(typeof value.useSessionStorage).toBe("boolean");
    expect(typeof value.disableHistory).toBe("boolean");
    expect([0, 30, 60, 90]).toContain(value.clipboardClearSeconds);
  },
  [STORAGE_KEYS.history]: (raw) => {
    const { value } = readStoredHistory(raw, NOW);
    expect(value.length).toBeLessThanOrEqual(HISTORY_MAX_ENTRIES);
    for (const entry of value) {
      expectPlainObject(entry);
      expect(entry.password.length).toBeGreaterThan(0);
      expect(entry.password.length).toBeLessThanOrEqual(GENERATED_PASSWORD_MAX_CODE_UNITS);
      expectTimestamp(entry.timestamp);
      expect(entry.id.length).toBeGreaterThan(0);
      expect(entry.id.length).toBeLessThanOrEqual(64);
      expect(Number.isInteger(entry.strength.score)).toBe(true);
      expect(entry.strength.score).toBeGreaterThanOrEqual(0);
      expect(entry.strength.score).toBeLessThanOrEqual(GENERATOR_MAX_SCORE);
      expect(["Weak", "Fair", "Good", "Strong"]).toContain(entry.strength.label);
      expect(entry.strength.color.length).toBeLessThanOrEqual(64);
    }
  },
  [STORAGE_KEYS.theme]: (raw) => {
    expect([null, "dark", "light"]).toContain(parseTheme(raw));
  },
  [STORAGE_KEYS.cookieConsent]: (raw) => {
    const consent = parseCookieConsent(raw, NOW);
    if (consent === null) return;
    expect(typeof consent.analytics).toBe("boolean");
    expect(typeof consent.advertising).toBe("boolean");
    expect(consent.functional).toBe(true);
    if (consent.timestamp !== 0) expectTimestamp(consent.timestamp);
  },
  [READING_LIST_KEY]: (raw) => {
    const list = parseReadingList(raw);
    expect(list.length).toBeLessThanOrEqual(READER_STORAGE_MAX_SLUGS);
    for (const slug of list) {
      expect(slug).toMatch(SLUG);
      expect(slug.length).toBeLessThanOrEqual(100);
    }
  },
  [FEEDBACK_KEY]: (raw) => {
    const record = parseFeedback(raw);
    expectPlainObject(record);
    const entries = Object.entries(record);
    expect(entries.length).toBeLessThanOrEqual(READER_STORAGE_MAX_SLUGS);
    for (const [slug, answer] of entries) {
      expect(slug).toMatch(SLUG);
      expect(["yes", "no"]).toContain(answer);
    }
  },
  [SCROLL_POSITIONS_KEY]: (raw) => {
    if (!isScrollPositions(raw)) return;
    const positions: unknown = JSON.parse(raw);
    expect(typeof positions === "object" && positions !== null).toBe(true);
    expect(Array.isArray(positions)).toBe(false);
    for (const y of Object.values(positions ?? {})) expect(Number.isFinite(y)).toBe(true);
  },
};

describe("every stored value", () => {
  it("has a reader for every storage key the engine names", () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(Object.keys(READERS)).toContain(key);
  });

  it.each(Object.entries(READERS))("%s: any string reads within its bounds", (_, read) => {
    fc.assert(
      fc.property(untrusted, (raw) => {
        read(raw);
      }),
      { numRuns: 400 },
    );
  });

  it.each(Object.entries(READERS))("%s: huge, deep and forged values too", (_, read) => {
    for (const raw of HUGE) read(raw);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
