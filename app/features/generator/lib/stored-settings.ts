import { msg } from "@lingui/core/macro";
import { STORAGE_KEYS, type PassphraseOptions, type PasswordOptions } from "#core";
import { readStoredModeOptions, type ModeOptions } from "#core/options/mode-options";
import { readStoredPassphraseOptions } from "#core/options/stored-generator-data";
import { readStoredPasswordOptions } from "#core/options/stored-password-options";
import { readStoredMode, type GeneratorModeName } from "#core/options/stored-mode";
import { isPassphraseLanguage } from "#core/generate/passphrase-languages";
import { i18n } from "~/lib/i18n/runtime";
import { readStorage, writeStorage } from "~/lib/storage";
import type { UiText } from "./ui-text";

export interface LoadedSettings {
  /** The mode the card was last in. */
  mode: GeneratorModeName;
  options: PasswordOptions;
  passphraseOptions: PassphraseOptions;
  modeOptions: ModeOptions;
  /** Set when something stored could not be read and defaults were used instead. */
  notice: UiText | null;
}

// Messages, said when they render (ui-text.ts).
export const SETTINGS_RESET_NOTICE = msg`Your saved generator settings could not be read, so the defaults are in use.`;
export const STORAGE_UNAVAILABLE_NOTICE = msg`This browser is not letting Keysmith save anything, so settings and history last only until you leave the page.`;

/**
 * Reads the generator's settings from local storage; never throws (spec §3, §7). The engine's
 * readers say whether an entry was unreadable, so nothing is parsed twice.
 */
export function loadStoredSettings(): LoadedSettings {
  const options = readStoredPasswordOptions(readStorage(STORAGE_KEYS.passwordOptions));
  const storedPassphrase = readStorage(STORAGE_KEYS.passphraseOptions);
  const passphrase = readStoredPassphraseOptions(storedPassphrase);
  const modes = readStoredModeOptions(readStorage(STORAGE_KEYS.modeOptions));
  const mode = readStoredMode(readStorage(STORAGE_KEYS.generatorMode));
  return {
    mode: mode.value,
    options: options.value,
    // A page in a language with its own word list makes passphrases from it, unless the visitor
    // has stored options of their own (docs/decisions/i18n-library.md, "Language-aware defaults").
    passphraseOptions:
      storedPassphrase === null && isPassphraseLanguage(i18n.locale)
        ? { ...passphrase.value, language: i18n.locale }
        : passphrase.value,
    modeOptions: modes.value,
    notice:
      options.problem || passphrase.problem || modes.problem || mode.problem
        ? SETTINGS_RESET_NOTICE
        : null,
  };
}

/** The settings as storage holds them, entry by entry (the mode as its name, the rest as JSON). */
export function storedEntries(
  settings: Pick<LoadedSettings, "mode" | "options" | "passphraseOptions" | "modeOptions">,
): ReadonlyMap<string, string> {
  return new Map([
    [STORAGE_KEYS.generatorMode, settings.mode],
    [STORAGE_KEYS.passwordOptions, JSON.stringify(settings.options)],
    [STORAGE_KEYS.passphraseOptions, JSON.stringify(settings.passphraseOptions)],
    [STORAGE_KEYS.modeOptions, JSON.stringify(settings.modeOptions)],
  ]);
}

/** Writes entries of `storedEntries`; returns false when storage refused any of them. */
export function saveStoredEntries(entries: ReadonlyArray<readonly [string, string]>): boolean {
  let saved = true;
  for (const [key, value] of entries) saved = writeStorage(key, value) && saved;
  return saved;
}
