import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_PASSPHRASE_OPTIONS } from "../generate/passphrase-options";
import { DEFAULT_MODE_OPTIONS } from "./mode-options";
import { DEFAULT_PASSWORD_OPTIONS } from "./password-options";
import {
  SAVED_SETS_MAX,
  SET_NAME_MESSAGES,
  checkSetName,
  deleteOptionSet,
  readStoredOptionSets,
  renameOptionSet,
  sameSetName,
  saveOptionSet,
  type SavedOptionSet,
} from "./saved-option-sets";

afterEach(() => {
  vi.restoreAllMocks();
});

function set(name: string, overrides: Partial<SavedOptionSet> = {}): SavedOptionSet {
  return {
    name,
    mode: "password",
    options: DEFAULT_PASSWORD_OPTIONS,
    passphraseOptions: DEFAULT_PASSPHRASE_OPTIONS,
    modeOptions: DEFAULT_MODE_OPTIONS,
    ...overrides,
  };
}

function saved(sets: SavedOptionSet[], next: SavedOptionSet): SavedOptionSet[] {
  const result = saveOptionSet(sets, next);
  if ("error" in result) throw new Error(result.error);
  return result.sets;
}

describe("set names", () => {
  it("trims and folds runs of spaces", () => {
    expect(checkSetName("  Office   WiFi ")).toEqual({ name: "Office WiFi" });
  });

  it("refuses an empty, an overlong or an invisible-character name, saying why", () => {
    expect(checkSetName("   ")).toEqual({ error: SET_NAME_MESSAGES.empty });
    expect(checkSetName("a".repeat(41))).toEqual({ error: SET_NAME_MESSAGES.tooLong });
    expect(checkSetName("😀".repeat(40))).toEqual({ name: "😀".repeat(40) });
    expect(checkSetName("Bank\u202e")).toEqual({
      error: `${SET_NAME_MESSAGES.invisible}: U+202E RIGHT-TO-LEFT OVERRIDE.`,
    });
    expect(checkSetName("Ba\u200bnk")).toEqual({
      error:
        "A name cannot contain characters that cannot be seen or read: U+200B ZERO WIDTH SPACE.",
    });
  });

  it.each([
    ["the braille blank", "\u2800", "U+2800 BRAILLE PATTERN BLANK"],
    ["the Hangul filler", "\u3164", "U+3164 HANGUL FILLER"],
    ["the Hangul choseong filler", "\u115f", "U+115F HANGUL CHOSEONG FILLER"],
    ["the Hangul jungseong filler", "\u1160", "U+1160 HANGUL JUNGSEONG FILLER"],
    ["the halfwidth Hangul filler", "\uffa0", "U+FFA0 HALFWIDTH HANGUL FILLER"],
    ["a noncharacter", "\ufdd0", "U+FDD0 (a noncharacter: never a character)"],
    ["an unassigned code point", "\u0378", "U+0378 (unassigned: no character yet)"],
    ["a private-use code point", "\ue000", "U+E000 (private use: no standard character)"],
  ])("refuses %s, alone or in a name, naming it", (_, point, named) => {
    for (const name of [point, `Bank${point}`, `Of${point}fice`, `${point}${point} WiFi`]) {
      expect(checkSetName(name)).toEqual({
        error: `A name cannot contain characters that cannot be seen or read: ${named}.`,
      });
    }
  });

  it("keeps a name with emoji joined by zero-width joiners, as a custom set does", () => {
    expect(checkSetName("👨‍👩‍👧 Family")).toEqual({ name: "👨‍👩‍👧 Family" });
  });

  it("never keeps a name holding a code point that shows nothing or a box", () => {
    const unseen = /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\u2800\u3164\u115f\u1160\uffa0]/u;
    const piece = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 4 }),
      fc.string({ unit: "binary", maxLength: 4 }),
      fc.constantFrom(
        "\u2800",
        "\u3164",
        "\u115f",
        "\u1160",
        "\uffa0",
        "\ufdd0",
        "\ue000",
        "\u0378",
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const checked = checkSetName(pieces.join(""));
        if (!("name" in checked)) return;
        // Joiners, selectors and tags inside an emoji are part of it, and prepended concatenation
        // marks are drawn as signs.
        const bare = checked.name.replace(
          /\p{Extended_Pictographic}(?:(?:\u200d|\ufe0f|\p{Emoji_Modifier}|[\u{e0020}-\u{e007f}])+\p{Extended_Pictographic}?)*|[\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}]/gu,
          "",
        );
        expect(bare).not.toMatch(unseen);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe("saving and deleting", () => {
  it("puts a new set first and replaces one of the same name, ignoring case", () => {
    const sets = saved(saved([], set("Bank")), set("Office"));
    expect(sets.map((s) => s.name)).toEqual(["Office", "Bank"]);
    const result = saveOptionSet(sets, set("bank", { mode: "pin" }));
    expect(result).toMatchObject({ replaced: true, name: "bank" });
    if ("error" in result) return;
    expect(result.sets.map((s) => [s.name, s.mode])).toEqual([
      ["Office", "password"],
      ["bank", "pin"],
    ]);
  });

  it(`keeps at most ${SAVED_SETS_MAX}, and says so rather than dropping one`, () => {
    let sets: SavedOptionSet[] = [];
    for (let i = 0; i < SAVED_SETS_MAX; i++) sets = saved(sets, set(`Set ${i}`));
    expect(saveOptionSet(sets, set("One more"))).toEqual({ error: SET_NAME_MESSAGES.full });
    // Replacing one is still allowed when the list is full.
    expect(saveOptionSet(sets, set("Set 3"))).toMatchObject({ replaced: true });
  });

  it("deletes by name", () => {
    const sets = saved(saved([], set("Bank")), set("Office"));
    expect(deleteOptionSet(sets, "Bank").map((s) => s.name)).toEqual(["Office"]);
  });
});

describe("comparing names", () => {
  it("ignores case and how a letter is composed, not accents", () => {
    expect(sameSetName("PHONE", "Phone")).toBe(true);
    expect(sameSetName("Straße", "STRASSE")).toBe(true);
    expect(sameSetName("ΣΟΦΟΣ", "σοφος")).toBe(true);
    expect(sameSetName("Caf\u00e9", "CAFE\u0301")).toBe(true);
    expect(sameSetName("Café", "Cafe")).toBe(false);
    expect(sameSetName("Bank", "Bank 2")).toBe(false);
  });

  it("is the same whatever the browser's locale: no collator is asked", () => {
    // A collator that tells case apart, as WebKit's did under a POSIX locale.
    vi.spyOn(String.prototype, "localeCompare").mockImplementation(function (
      this: string,
      other: string,
    ) {
      return this === other ? 0 : this < other ? -1 : 1;
    });
    const result = saveOptionSet([set("Phone")], set("PHONE", { mode: "pin" }));
    expect(result).toMatchObject({ replaced: true, name: "PHONE" });
    if ("error" in result) return;
    expect(result.sets.map((s) => [s.name, s.mode])).toEqual([["PHONE", "pin"]]);
    expect(readStoredOptionSets(JSON.stringify([set("Phone"), set("PHONE")])).value).toHaveLength(
      1,
    );
  });
});

describe("renaming", () => {
  const sets = [set("Office"), set("Bank", { mode: "pin" }), set("Phone")];

  it("renames a set in its place, keeping its options, with the name rules of saving", () => {
    const result = renameOptionSet(sets, "Bank", "  Savings   bank ");
    expect(result).toMatchObject({ name: "Savings bank" });
    if ("error" in result) return;
    expect(result.sets.map((s) => [s.name, s.mode])).toEqual([
      ["Office", "password"],
      ["Savings bank", "pin"],
      ["Phone", "password"],
    ]);
  });

  it("may change only the case of a name", () => {
    expect(renameOptionSet(sets, "Phone", "PHONE")).toMatchObject({ name: "PHONE" });
  });

  it("refuses another set's name in any case, and the names saving refuses", () => {
    expect(renameOptionSet(sets, "Bank", "OFFICE")).toEqual({ error: SET_NAME_MESSAGES.taken });
    expect(renameOptionSet(sets, "Bank", " ")).toEqual({ error: SET_NAME_MESSAGES.empty });
    expect(renameOptionSet(sets, "Bank", "a".repeat(41))).toEqual({
      error: SET_NAME_MESSAGES.tooLong,
    });
    // The same words as saving, naming what it refuses.
    expect(renameOptionSet(sets, "Bank", "Ba\u200bnk")).toEqual(checkSetName("Ba\u200bnk"));
    expect(checkSetName("Ba\u200bnk")).toEqual({
      error: `${SET_NAME_MESSAGES.invisible}: U+200B ZERO WIDTH SPACE.`,
    });
  });

  it("says so when the set is gone", () => {
    expect(renameOptionSet(sets, "Work", "Job")).toEqual({ error: SET_NAME_MESSAGES.gone });
  });
});

describe("reading savedOptionSets", () => {
  it("reads back exactly what was saved, whatever valid options a set holds", () => {
    const options = fc.record({
      length: fc.integer({ min: 8, max: 128 }),
      includeUppercase: fc.boolean(),
      includeNumbers: fc.boolean(),
      excludeCharacters: fc.constantFrom("", "0O1l", "{}"),
      minNumbers: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom("Bank", "Office WiFi", "PIN pad", "Wörter", "😀"), {
          maxLength: 5,
        }),
        options,
        fc.constantFrom("password", "passphrase", "memorable", "pin" as const),
        fc.integer({ min: 3, max: 10 }),
        (names, patch, mode, words) => {
          let sets: SavedOptionSet[] = [];
          for (const name of names) {
            sets = saved(
              sets,
              set(name, {
                mode,
                options: { ...DEFAULT_PASSWORD_OPTIONS, ...patch },
                passphraseOptions: { ...DEFAULT_PASSPHRASE_OPTIONS, words, language: "de" },
              }),
            );
          }
          expect(readStoredOptionSets(JSON.stringify(sets))).toEqual({
            value: sets,
            problem: null,
          });
        },
      ),
    );
  });

  it("drops sets without a usable name or mode, and repeated names, and says so", () => {
    const raw = JSON.stringify([
      set("Bank"),
      { ...set("x"), name: "" },
      { ...set("Office"), mode: "wifi" },
      set("BANK"),
      { ...set("Padded"), name: " Padded" },
      "not a set",
    ]);
    expect(readStoredOptionSets(raw)).toEqual({ value: [set("Bank")], problem: "dropped-entries" });
  });

  it("falls back field by field inside a set", () => {
    const raw = JSON.stringify([
      { name: "Odd", mode: "password", options: { length: 1e16, includeNumbers: false } },
    ]);
    const { value, problem } = readStoredOptionSets(raw);
    expect(problem).toBeNull();
    expect(value[0]?.options).toEqual({ ...DEFAULT_PASSWORD_OPTIONS, includeNumbers: false });
    expect(value[0]?.passphraseOptions).toEqual(DEFAULT_PASSPHRASE_OPTIONS);
  });

  it("reports text that is not a list, and reads an absent entry as none", () => {
    expect(readStoredOptionSets("{")).toEqual({ value: [], problem: "not-json" });
    expect(readStoredOptionSets('{"name":"Bank"}')).toEqual({ value: [], problem: "wrong-shape" });
    expect(readStoredOptionSets(null)).toEqual({ value: [], problem: null });
  });
});
