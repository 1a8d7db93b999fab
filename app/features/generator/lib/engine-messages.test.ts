import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  CHARSET_PRESETS,
  DEFAULT_PASSWORD_OPTIONS,
  GENERATION_ERRORS,
  findPoolWarning,
  formatInvisibleCharactersError,
  formatNoStandaloneCharacterError,
  parseCustomCharset,
  type PasswordOptions,
} from "#core";
import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH, describePinStrength } from "#core/generate/pin";
import { SYMBOL_TABLE } from "#core/generate/symbol-table";
import {
  DEFAULT_USERNAME_OPTIONS,
  USERNAME_ADJUSTMENTS,
  USERNAME_ERRORS,
  USERNAME_STYLES,
  describeUsername,
} from "#core/generate/username-options";
import {
  SAVED_SETS_MAX,
  SAVED_SET_NAME_MAX,
  renameOptionSet,
  saveOptionSet,
  type SavedOptionSet,
} from "#core/options/saved-option-sets";
import { DEFAULT_MODE_OPTIONS } from "#core/options/mode-options";
import { DEFAULT_PASSPHRASE_OPTIONS } from "#core/generate/passphrase-options";
import { symbolNameText } from "~/lib/symbol-names";

import { presetTexts } from "../components/custom-charset-panel";
import { wordListSourceText } from "../components/passphrase-options-form";
import { setNameErrorText } from "../components/saved-option-sets";
import {
  TRANSLATED_GENERATION_ERRORS,
  TRANSLATED_USERNAME_TEXTS,
  customSetRefusalText,
  passwordErrorText,
  pinNoteText,
  poolWarningText,
  usernameNoteText,
  usernameText,
} from "./engine-messages";

// English pages say exactly what the engine says (docs/decisions/i18n-library.md): each message
// the card makes of the engine's codes and data reads, in English, as the engine's own sentence.

const custom = (customCharset: string): PasswordOptions => ({
  ...DEFAULT_PASSWORD_OPTIONS,
  useCustomCharset: true,
  customCharset,
});

describe("the engine's texts, said by the card in English", () => {
  it("every generation error, in the engine's words", () => {
    expect([...TRANSLATED_GENERATION_ERRORS].sort()).toEqual(
      [...new Set(Object.values(GENERATION_ERRORS))].sort(),
    );
    for (const error of Object.values(GENERATION_ERRORS)) {
      expect(passwordErrorText(error, DEFAULT_PASSWORD_OPTIONS)).toBe(error);
    }
  });

  it("a refused custom set, as the engine refuses it", () => {
    const sets = [
      "1\u200b",
      "\ue000",
      "\ue000\u200b",
      "\u200b\u200c\u200d\u2060\ufeff\u00ad\u2800\u3164\u115f\u0000",
      "\u0301",
      "\u0301\u0302",
      "\ud800",
      "\u{e0041}",
      "\u{1f1e6}",
      "\ufdd0",
      "\u{10ffff}",
    ];
    for (const set of sets) {
      const parsed = parseCustomCharset(set);
      const expected =
        parsed.invisible.length > 0
          ? formatInvisibleCharactersError(parsed.invisible)
          : formatNoStandaloneCharacterError(parsed.joinersOnly);
      expect(customSetRefusalText(parsed)).toBe(expected);
    }
  });

  it("any custom set: the same refusal and the same warning as the engine's", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 12 }), (set) => {
        const parsed = parseCustomCharset(set);
        const engine =
          parsed.invisible.length > 0
            ? formatInvisibleCharactersError(parsed.invisible)
            : parsed.empty && parsed.joinersOnly.length > 0
              ? formatNoStandaloneCharacterError(parsed.joinersOnly)
              : null;
        expect(customSetRefusalText(parsed)).toBe(engine);
        expect(poolWarningText(custom(set))).toBe(findPoolWarning(custom(set)));
      }),
      { numRuns: 60 },
    );
  }, 20_000);

  it("the warning for a pool of one character", () => {
    for (const set of ["x", "   ", "aaa", '"']) {
      expect(poolWarningText(custom(set))).toBe(findPoolWarning(custom(set)));
      expect(poolWarningText(custom(set))).not.toBeNull();
    }
  });

  it("every username error and adjustment, the username notes and the PIN notes", () => {
    const texts = [...Object.values(USERNAME_ERRORS), ...Object.values(USERNAME_ADJUSTMENTS)];
    expect([...TRANSLATED_USERNAME_TEXTS].sort()).toEqual([...new Set(texts)].sort());
    for (const text of texts) expect(usernameText(text)).toBe(text);
    for (const style of USERNAME_STYLES) {
      for (const words of [1, 2]) {
        const options = { ...DEFAULT_USERNAME_OPTIONS, style, words, length: 20, digits: 4 };
        expect(usernameNoteText(options)).toBe(describeUsername(options));
      }
    }
    for (let length = PIN_MIN_LENGTH; length <= PIN_MAX_LENGTH; length++) {
      expect(pinNoteText(length)).toBe(describePinStrength(length));
    }
  });

  it("the presets, the symbols' names and the word lists' sources", () => {
    for (const preset of CHARSET_PRESETS) {
      expect(presetTexts(preset)).toEqual({ name: preset.name, description: preset.description });
    }
    for (const info of SYMBOL_TABLE) expect(symbolNameText(info.symbol)).toBe(info.name);
    for (const info of PASSPHRASE_LANGUAGES) {
      expect(wordListSourceText(info.code, "7,776", "12.9")).toBe(
        `Words come from ${info.source} (7,776 words, about 12.9 bits each).`,
      );
    }
  });

  it("every refusal of a set's name", () => {
    const set = (name: string): SavedOptionSet => ({
      name,
      mode: "password",
      options: DEFAULT_PASSWORD_OPTIONS,
      passphraseOptions: DEFAULT_PASSPHRASE_OPTIONS,
      modeOptions: DEFAULT_MODE_OPTIONS,
    });
    const full = Array.from({ length: SAVED_SETS_MAX }, (_, i) => set(`Set ${i}`));
    const refusals: Array<[object, string]> = [
      [saveOptionSet([], set("  ")), "  "],
      [saveOptionSet([], set("x".repeat(SAVED_SET_NAME_MAX + 1))), "x"],
      [saveOptionSet([], set(" Bank\u200b\u2800 ")), " Bank\u200b\u2800 "],
      [saveOptionSet(full, set("Another")), "Another"],
      [renameOptionSet([set("A"), set("B")], "A", "b"), "b"],
      [renameOptionSet([set("A")], "C", "D"), "D"],
    ];
    for (const [result, typed] of refusals) {
      if (!("error" in result) || typeof result.error !== "string") throw new Error("no refusal");
      expect(setNameErrorText(result.error, typed)).toBe(result.error);
    }
  });
});
