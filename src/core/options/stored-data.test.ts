import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_PASSPHRASE_OPTIONS } from "../generate/passphrase-options";
import { DEFAULT_PASSWORD_OPTIONS } from "./password-options";
import { CHARACTER_MAX_CODE_UNITS, CUSTOM_CHARSET_MAX } from "./limits";
import { parseCookieConsent, parseTheme } from "./stored-data";
import {
  DEFAULT_PRIVACY_SETTINGS,
  parseHistory,
  parsePrivacySettings,
  parseStoredPassphraseOptions,
  readStoredHistory,
  readStoredPassphraseOptions,
  readStoredPrivacySettings,
} from "./stored-generator-data";
import { parseStoredPasswordOptions, readStoredPasswordOptions } from "./stored-password-options";

const json = JSON.stringify;

/** The clock the readers are given: 14 November 2023. */
const NOW = 1_700_000_600_000;
const DAY = 86_400_000;

/** Arbitrary text, arbitrary JSON, and JSON shaped like each stored value with wrong fields. */
const untrusted = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => json(value)),
  fc
    .dictionary(
      fc.constantFrom(
        "length",
        "includeUppercase",
        "customCharset",
        "autoCleanupMinutes",
        "analytics",
        "advertising",
        "timestamp",
        "words",
        "separator",
        "__proto__",
      ),
      fc.jsonValue(),
    )
    .map((value) => json(value)),
  fc.array(fc.jsonValue()).map((value) => json(value)),
);

describe("every stored-data parser", () => {
  it.each([
    ["parseStoredPasswordOptions", parseStoredPasswordOptions],
    ["parseStoredPassphraseOptions", parseStoredPassphraseOptions],
    ["parsePrivacySettings", parsePrivacySettings],
    ["parseHistory", (raw: string | null) => parseHistory(raw, NOW)],
    ["parseTheme", parseTheme],
    ["parseCookieConsent", (raw: string | null) => parseCookieConsent(raw, NOW)],
  ] as const)("%s never throws, whatever the string", (_, parse) => {
    fc.assert(
      fc.property(untrusted, (raw) => {
        parse(raw);
      }),
      { numRuns: 300 },
    );
    expect(() => parse(null)).not.toThrow();
  });
});

describe("parseStoredPasswordOptions", () => {
  it.each([null, "", "not json", "[]", "42", "null", '"text"'])(
    "gives the defaults for %j",
    (raw) => {
      expect(parseStoredPasswordOptions(raw)).toEqual(DEFAULT_PASSWORD_OPTIONS);
    },
  );

  it("keeps every valid field", () => {
    const stored = {
      length: 40,
      includeUppercase: false,
      includeLowercase: true,
      includeNumbers: false,
      includeSpecial: false,
      excludeSimilar: true,
      customCharset: "abc",
      useCustomCharset: true,
      excludeCharacters: '"\\',
      symbols: "!@#",
      minNumbers: 0,
      minSymbols: 9,
    };
    expect(parseStoredPasswordOptions(json(stored))).toEqual(stored);
  });

  it("replaces only the broken fields with their defaults", () => {
    const parsed = parseStoredPasswordOptions(
      json({ length: "20", includeUppercase: 0, includeNumbers: false, customCharset: 5 }),
    );
    expect(parsed).toEqual({ ...DEFAULT_PASSWORD_OPTIONS, includeNumbers: false });
  });

  it.each([
    [7, 16],
    [129, 16],
    [8, 8],
    [128, 128],
    [20.4, 20],
  ])("reads a stored length of %d as %d", (length, expected) => {
    expect(parseStoredPasswordOptions(json({ length })).length).toBe(expected);
  });

  it("reads a length that JSON turns into Infinity as the default", () => {
    expect(parseStoredPasswordOptions('{"length":1e999}').length).toBe(16);
  });

  it("truncates a stored custom charset to 1000 characters", () => {
    const parsed = parseStoredPasswordOptions(json({ customCharset: "q".repeat(1500) }));
    expect(parsed.customCharset).toHaveLength(1000);
  });

  it("cuts a megabyte of non-ASCII text to 1000 characters without segmenting it whole", () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, "segment");
    try {
      const parsed = parseStoredPasswordOptions(json({ customCharset: "é😀".repeat(500_000) }));
      expect(parsed.customCharset).toBe("é😀".repeat(500));
      // Only what 1000 characters can take is ever split into characters, not the megabyte.
      for (const [text] of segment.mock.calls) {
        expect(text.length).toBeLessThanOrEqual(CUSTOM_CHARSET_MAX * CHARACTER_MAX_CODE_UNITS);
      }
    } finally {
      segment.mockRestore();
    }
  });

  it("never leaves half a surrogate pair where a long charset was cut", () => {
    const parsed = parseStoredPasswordOptions(json({ customCharset: "a" + "😀".repeat(20_000) }));
    expect(parsed.customCharset).toBe("a" + "😀".repeat(999));
  });

  it("always returns options within limits", () => {
    fc.assert(
      fc.property(untrusted, (raw) => {
        const parsed = parseStoredPasswordOptions(raw);
        expect(Number.isInteger(parsed.length)).toBe(true);
        expect(parsed.length).toBeGreaterThanOrEqual(8);
        expect(parsed.length).toBeLessThanOrEqual(128);
        expect(typeof parsed.useCustomCharset).toBe("boolean");
      }),
    );
  });
});

describe("parseStoredPassphraseOptions", () => {
  it("gives the defaults for garbage", () => {
    expect(parseStoredPassphraseOptions("{oops")).toEqual(DEFAULT_PASSPHRASE_OPTIONS);
  });

  it("replaces a separator longer than the picker offers with the default", () => {
    const parsed = parseStoredPassphraseOptions(json({ separator: "x".repeat(2_000_000) }));
    expect(parsed.separator).toBe("-");
    expect(parseStoredPassphraseOptions(json({ separator: "" })).separator).toBe("");
    expect(parseStoredPassphraseOptions(json({ separator: "--" })).separator).toBe("-");
  });

  it("replaces a separator no one can see with the default, and keeps a visible one", () => {
    for (const unseen of ["\u200b", "\n", "\u2800", "\u3164", "\u202e", "\ue000"]) {
      expect(parseStoredPassphraseOptions(json({ separator: unseen })).separator).toBe("-");
    }
    for (const seen of [" ", "·", "é", "+"]) {
      expect(parseStoredPassphraseOptions(json({ separator: seen })).separator).toBe(seen);
    }
  });

  it("keeps valid fields and replaces out-of-range words", () => {
    expect(
      parseStoredPassphraseOptions(json({ words: 30, separator: ".", capitalize: true })),
    ).toEqual({ ...DEFAULT_PASSPHRASE_OPTIONS, words: 6, separator: ".", capitalize: true });
  });
});

describe("parsePrivacySettings", () => {
  it("defaults to session storage, 30 minutes, history on, clipboard left alone (spec §3)", () => {
    expect(parsePrivacySettings(null)).toEqual({
      useSessionStorage: true,
      autoCleanupMinutes: 30,
      disableHistory: false,
      clipboardClearSeconds: 0,
    });
    expect(DEFAULT_PRIVACY_SETTINGS).toEqual(parsePrivacySettings(null));
  });

  it.each([
    [5, 5],
    [120, 120],
    [17, 15],
    [18, 20],
    [4, 30],
    [0, 30],
    [121, 30],
    ["60", 30],
    [null, 30],
  ])("reads %j minutes as %d", (minutes, expected) => {
    expect(parsePrivacySettings(json({ autoCleanupMinutes: minutes })).autoCleanupMinutes).toBe(
      expected,
    );
  });

  it("keeps valid booleans and replaces invalid ones", () => {
    expect(parsePrivacySettings(json({ useSessionStorage: false, disableHistory: "yes" }))).toEqual(
      {
        useSessionStorage: false,
        autoCleanupMinutes: 30,
        disableHistory: false,
        clipboardClearSeconds: 0,
      },
    );
  });

  it.each([
    [0, 0],
    [30, 30],
    [90, 90],
    [45, 60],
    [120, 0],
    [-30, 0],
    ["30", 0],
  ])("reads a clipboard clear of %j seconds as %j (never, 30, 60 or 90)", (stored, read) => {
    expect(
      parsePrivacySettings(json({ clipboardClearSeconds: stored })).clipboardClearSeconds,
    ).toBe(read);
  });
});

describe("parseHistory", () => {
  const entry = {
    id: "1700000000000",
    password: "Abc123!@#xyz",
    timestamp: 1_700_000_000_000,
    strength: { score: 6, label: "Strong", color: "strong" },
  };

  it.each([null, "", "{}", "not json", '"text"'])("is empty for %j", (raw) => {
    expect(parseHistory(raw, NOW)).toEqual([]);
  });

  it("keeps a valid entry as it is", () => {
    expect(parseHistory(json([entry]), NOW)).toEqual([entry]);
  });

  it.each([
    ["no password", { ...entry, password: undefined }],
    ["an empty password", { ...entry, password: "" }],
    ["a text timestamp", { ...entry, timestamp: "yesterday" }],
    ["a negative timestamp", { ...entry, timestamp: -5 }],
    ["a timestamp toISOString cannot show (1e16)", { ...entry, timestamp: 1e16 }],
    ["a timestamp before 2020", { ...entry, timestamp: Date.UTC(2019, 11, 31) }],
    ["a timestamp more than a day after now", { ...entry, timestamp: NOW + DAY + 1 }],
    ["a timestamp JSON reads as Infinity", '{"password":"a","timestamp":1e999}'],
    ["a password longer than the generator makes", { ...entry, password: "a".repeat(4097) }],
    ["not an object", "Abc123"],
  ])("drops an entry with %s, and says so", (_, broken) => {
    const raw =
      typeof broken === "string" && broken.startsWith("{")
        ? `[${broken},${json(entry)}]`
        : json([broken, entry]);
    expect(readStoredHistory(raw, NOW)).toEqual({ value: [entry], problem: "dropped-entries" });
  });

  it("keeps an entry stamped up to a day ahead (a clock set back) and a passphrase of 20 words", () => {
    const ahead = { ...entry, timestamp: NOW + DAY };
    const passphrase = { ...entry, password: Array(20).fill("abdominal").join("-") + "7" };
    expect(readStoredHistory(json([ahead, passphrase]), NOW)).toEqual({
      value: [ahead, passphrase],
      problem: null,
    });
  });

  it("replaces an id longer than the generator writes with the timestamp", () => {
    expect(parseHistory(json([{ ...entry, id: "x".repeat(65) }]), NOW)[0]?.id).toBe(
      "1700000000000",
    );
  });

  it("reads a __proto__ payload as plain data", () => {
    const raw = `[{"__proto__":{"password":"polluted","timestamp":${NOW}},"password":"own","timestamp":${NOW}}]`;
    const [read] = parseHistory(raw, NOW);
    expect(read?.password).toBe("own");
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).password).toBeUndefined();
  });

  it("gives an entry without an id its timestamp as id", () => {
    expect(parseHistory(json([{ ...entry, id: 7 }]), NOW)[0]?.id).toBe("1700000000000");
  });

  it.each([
    ["missing", undefined],
    ["out of range", { score: 9, label: "Strong", color: "x" }],
    ["with a label that does not match the score", { score: 1, label: "Strong", color: "x" }],
    ["with an unknown label", { score: 6, label: "Mighty", color: "x" }],
  ])("recomputes a strength that is %s", (_, strength) => {
    expect(parseHistory(json([{ ...entry, strength }]), NOW)[0]?.strength).toEqual({
      score: 6,
      label: "Strong",
      color: "strong",
    });
  });

  it("keeps a color class written by the draft", () => {
    const draft = { ...entry, strength: { score: 6, label: "Strong", color: "text-green-500" } };
    expect(parseHistory(json([draft]), NOW)[0]?.strength.color).toBe("text-green-500");
  });

  it("keeps at most the first 10 valid entries", () => {
    const stored = Array.from({ length: 15 }, (_, i) => ({ ...entry, id: String(i) }));
    expect(parseHistory(json(stored), NOW).map((item) => item.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i)),
    );
  });

  it("never returns more than 10 entries or an invalid one", () => {
    fc.assert(
      fc.property(untrusted, (raw) => {
        const entries = parseHistory(raw, NOW);
        expect(entries.length).toBeLessThanOrEqual(10);
        for (const item of entries) {
          expect(item.password).not.toBe("");
          expect(Number.isFinite(item.timestamp)).toBe(true);
        }
      }),
    );
  });
});

describe("parseTheme", () => {
  it.each([
    ["dark", "dark"],
    ["light", "light"],
    ['"dark"', "dark"],
    [" light\n", "light"],
    ["Dark", null],
    ["blue", null],
    ['"blue"', null],
    ['"dark', null],
    ["", null],
    [null, null],
    [" ".repeat(1_000_000) + "dark", null],
  ])("reads %j as %j", (raw, theme) => {
    expect(parseTheme(raw)).toBe(theme);
  });
});

describe("parseCookieConsent", () => {
  it("reads a stored choice, functional always true", () => {
    expect(
      parseCookieConsent(
        json({ analytics: true, advertising: false, functional: false, timestamp: NOW - 5 }),
        NOW,
      ),
    ).toEqual({ analytics: true, advertising: false, functional: true, timestamp: NOW - 5 });
  });

  it.each([
    ["nothing stored", null],
    ["invalid JSON", "{analytics"],
    ["an array", "[]"],
    ["a missing choice", json({ analytics: true, timestamp: 1 })],
    ["a choice that is not a boolean", json({ analytics: "yes", advertising: false })],
  ])("is null (banner shows) for %s", (_, raw) => {
    expect(parseCookieConsent(raw, NOW)).toBeNull();
  });

  it.each(["x", 5, -1, 1e16, NOW + 2 * DAY])(
    "keeps a choice whose timestamp %j no clock shows, with timestamp 0",
    (timestamp) => {
      expect(
        parseCookieConsent(json({ analytics: false, advertising: false, timestamp }), NOW),
      ).toEqual({ analytics: false, advertising: false, functional: true, timestamp: 0 });
    },
  );
});

describe("reading stored data with what was wrong", () => {
  it.each([
    [null, null],
    ['{"length":20}', null],
    ['{"length":"long"}', null],
    ["{broken", "not-json"],
    ["[1,2]", "wrong-shape"],
    ["42", "wrong-shape"],
  ])("reads password options %j with problem %j", (raw, problem) => {
    expect(readStoredPasswordOptions(raw).problem).toBe(problem);
  });

  it("returns the same value as the plain parser", () => {
    const raw = '{"length":40,"includeSpecial":"yes"}';
    expect(readStoredPasswordOptions(raw).value).toEqual(parseStoredPasswordOptions(raw));
    expect(readStoredPassphraseOptions('{"words":9}').value.words).toBe(9);
    expect(readStoredPrivacySettings("[]")).toEqual({
      value: DEFAULT_PRIVACY_SETTINGS,
      problem: "wrong-shape",
    });
  });

  it.each([
    [null, null],
    ["[]", null],
    ["{}", "wrong-shape"],
    ["not json", "not-json"],
  ])("reads history %j with problem %j", (raw, problem) => {
    expect(readStoredHistory(raw, NOW)).toMatchObject({ problem });
  });
});
