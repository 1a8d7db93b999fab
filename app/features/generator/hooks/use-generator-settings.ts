import { useCallback, useState } from "react";

import type { PassphraseOptions, PasswordOptions } from "#core";
import type { ModeOptions } from "#core/options/mode-options";
import type { GeneratorModeName } from "#core/options/stored-mode";
import {
  STORAGE_UNAVAILABLE_NOTICE,
  loadStoredSettings,
  saveStoredMode,
  saveStoredModeOptions,
  saveStoredSettings,
  type LoadedSettings,
} from "../lib/stored-settings";

export interface GeneratorSettings {
  /** Something the visitor should know: stored settings were unreadable, or storage refused. */
  notice: string | null;
  /** The stored settings, or null when this card does not persist. Call after hydration. */
  load: () => LoadedSettings | null;
  /** Stores the settings unless this card does not persist or incognito is on (spec §4). */
  save: (options: PasswordOptions, passphraseOptions: PassphraseOptions) => void;
  /** Stores the memorable and PIN modes' options, on the same terms. */
  saveModes: (modeOptions: ModeOptions) => void;
  /** Stores the mode the card is in, on the same terms. */
  saveMode: (mode: GeneratorModeName) => void;
}

/**
 * The generator's settings in local storage (spec §3, §7). A card given its own options (a landing
 * page's) neither reads nor writes them, so it never overwrites the visitor's choices.
 */
export function useGeneratorSettings(persist: boolean, incognito: boolean): GeneratorSettings {
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    if (!persist) return null;
    const loaded = loadStoredSettings();
    setNotice(loaded.notice);
    return loaded;
  }, [persist]);

  const save = useCallback(
    (options: PasswordOptions, passphraseOptions: PassphraseOptions) => {
      if (!persist || incognito) return;
      if (!saveStoredSettings(options, passphraseOptions)) setNotice(STORAGE_UNAVAILABLE_NOTICE);
    },
    [persist, incognito],
  );

  const saveModes = useCallback(
    (modeOptions: ModeOptions) => {
      if (!persist || incognito) return;
      if (!saveStoredModeOptions(modeOptions)) setNotice(STORAGE_UNAVAILABLE_NOTICE);
    },
    [persist, incognito],
  );

  const saveMode = useCallback(
    (mode: GeneratorModeName) => {
      if (!persist || incognito) return;
      if (!saveStoredMode(mode)) setNotice(STORAGE_UNAVAILABLE_NOTICE);
    },
    [persist, incognito],
  );

  return { notice, load, save, saveModes, saveMode };
}
