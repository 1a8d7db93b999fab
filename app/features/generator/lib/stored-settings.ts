import {
  STORAGE_KEYS,
  parseStoredPassphraseOptions,
  parseStoredPasswordOptions,
  type PassphraseOptions,
  type PasswordOptions,
} from "../../../../src/core";
import { readStorage, writeStorage } from "~/lib/storage";

/**
 * True when a stored entry exists but is not JSON of the expected shape, so it was ignored and
 * the user should be told. An absent entry is not corrupt.
 */
export function isCorruptRecord(raw: string | null, shape: "object" | "array" = "object"): boolean {
  if (raw === null) return false;
  try {
    const value: unknown = JSON.parse(raw);
    if (shape === "array") return !Array.isArray(value);
    return typeof value !== "object" || value === null || Array.isArray(value);
  } catch {
    return true;
  }
}

export interface LoadedSettings {
  options: PasswordOptions;
  passphraseOptions: PassphraseOptions;
  /** Set when something stored could not be read and defaults were used instead. */
  notice: string | null;
}

export const SETTINGS_RESET_NOTICE =
  "Your saved generator settings could not be read, so the defaults are in use.";
export const STORAGE_UNAVAILABLE_NOTICE =
  "This browser is not letting Keysmith save anything, so settings and history last only until you leave the page.";

/** Reads the generator's settings from local storage; never throws (spec §3, §7). */
export function loadStoredSettings(): LoadedSettings {
  const rawOptions = readStorage(STORAGE_KEYS.passwordOptions);
  const rawPassphrase = readStorage(STORAGE_KEYS.passphraseOptions);
  return {
    options: parseStoredPasswordOptions(rawOptions),
    passphraseOptions: parseStoredPassphraseOptions(rawPassphrase),
    notice:
      isCorruptRecord(rawOptions) || isCorruptRecord(rawPassphrase) ? SETTINGS_RESET_NOTICE : null,
  };
}

/** Saves the settings; returns false when storage refused. */
export function saveStoredSettings(
  options: PasswordOptions,
  passphraseOptions: PassphraseOptions,
): boolean {
  const savedOptions = writeStorage(STORAGE_KEYS.passwordOptions, JSON.stringify(options));
  const savedPassphrase = writeStorage(
    STORAGE_KEYS.passphraseOptions,
    JSON.stringify(passphraseOptions),
  );
  return savedOptions && savedPassphrase;
}
