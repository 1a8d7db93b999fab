import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_PASSPHRASE_OPTIONS } from "../generate/passphrase-options";
import { DEFAULT_PASSWORD_OPTIONS } from "./password-options";
import {
  DEFAULT_PRIVACY_SETTINGS,
  parseCookieConsent,
  parseHistory,
  parsePrivacySettings,
  parseStoredPassphraseOptions,
  parseStoredPasswordOptions,
  parseTheme,
  readStoredHistory,
  readStoredPassphraseOptions,
  readStoredPasswordOptions,
  readStoredPrivacySettings,
} from "./stored-data";

const json = JSON.stringify;

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
    ["parseHistory", parseHistory],
    ["parseTheme", parseTheme],
    ["parseCookieConsent", parseCookieConsent],
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

  it("keeps valid fields and replaces out-of-range words", () => {
    expect(
      parseStoredPassphraseOptions(json({ words: 30, separator: ".", capitalize: true })),
    ).toEqual({ ...DEFAULT_PASSPHRASE_OPTIONS, words: 6, separator: ".", capitalize: true });
  });
});

describe("parsePrivacySettings", () => {
  it("defaults to session storage, 30 minutes, history on (spec §3)", () => {
    expect(parsePrivacySettings(null)).toEqual({
      useSessionStorage: true,
      autoCleanupMinutes: 30,
      disableHistory: false,
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
      { useSessionStorage: false, autoCleanupMinutes: 30, disableHistory: false },
    );
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
    expect(parseHistory(raw)).toEqual([]);
  });

  it("keeps a valid entry as it is", () => {
    expect(parseHistory(json([entry]))).toEqual([entry]);
  });

  it.each([
    ["no password", { ...entry, password: undefined }],
    ["an empty password", { ...entry, password: "" }],
    ["a text timestamp", { ...entry, timestamp: "yesterday" }],
    ["a negative timestamp", { ...entry, timestamp: -5 }],
    ["not an object", "Abc123"],
  ])("drops an entry with %s", (_, broken) => {
    expect(parseHistory(json([broken, entry]))).toEqual([entry]);
  });

  it("gives an entry without an id its timestamp as id", () => {
    expect(parseHistory(json([{ ...entry, id: 7 }]))[0]?.id).toBe("1700000000000");
  });

  it.each([
    ["missing", undefined],
    ["out of range", { score: 9, label: "Strong", color: "x" }],
    ["with a label that does not match the score", { score: 1, label: "Strong", color: "x" }],
    ["with an unknown label", { score: 6, label: "Mighty", color: "x" }],
  ])("recomputes a strength that is %s", (_, strength) => {
    expect(parseHistory(json([{ ...entry, strength }]))[0]?.strength).toEqual({
      score: 6,
      label: "Strong",
      color: "strong",
    });
  });

  it("keeps a color class written by the draft", () => {
    const draft = { ...entry, strength: { score: 6, label: "Strong", color: "text-green-500" } };
    expect(parseHistory(json([draft]))[0]?.strength.color).toBe("text-green-500");
  });

  it("keeps at most the first 10 valid entries", () => {
    const stored = Array.from({ length: 15 }, (_, i) => ({ ...entry, id: String(i) }));
    expect(parseHistory(json(stored)).map((item) => item.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i)),
    );
  });

  it("never returns more than 10 entries or an invalid one", () => {
    fc.assert(
      fc.property(untrusted, (raw) => {
        const entries = parseHistory(raw);
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
  ])("reads %j as %j", (raw, theme) => {
    expect(parseTheme(raw)).toBe(theme);
  });
});

describe("parseCookieConsent", () => {
  it("reads a stored choice, functional always true", () => {
    expect(
      parseCookieConsent(
        json({ analytics: true, advertising: false, functional: false, timestamp: 5 }),
      ),
    ).toEqual({ analytics: true, advertising: false, functional: true, timestamp: 5 });
  });

  it.each([
    ["nothing stored", null],
    ["invalid JSON", "{analytics"],
    ["an array", "[]"],
    ["a missing choice", json({ analytics: true, timestamp: 1 })],
    ["a choice that is not a boolean", json({ analytics: "yes", advertising: false })],
  ])("is null (banner shows) for %s", (_, raw) => {
    expect(parseCookieConsent(raw)).toBeNull();
  });

  it("keeps a choice whose timestamp is broken, with timestamp 0", () => {
    expect(
      parseCookieConsent(json({ analytics: false, advertising: false, timestamp: "x" })),
    ).toEqual({ analytics: false, advertising: false, functional: true, timestamp: 0 });
  });
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
    expect(readStoredHistory(raw)).toMatchObject({ problem });
  });
});
