import { useCallback, useEffect, useRef, useState } from "react";

import {
  STORAGE_UNAVAILABLE_NOTICE,
  loadStoredSettings,
  saveStoredEntries,
  storedEntries,
  type LoadedSettings,
} from "../lib/stored-settings";
import type { GeneratorState } from "../lib/generator-state";
import type { UiText } from "../lib/ui-text";

export interface GeneratorSettings {
  /** Something the visitor should know: stored settings were unreadable, or storage refused. */
  notice: UiText | null;
  /** The stored settings, or null when this card does not persist. Call after hydration. */
  load: () => LoadedSettings | null;
}

/**
 * The generator's settings in local storage (spec §3, §7): read once after hydration, then saved
 * by one effect whenever the stored part of the state changes, unless incognito is on (spec §4).
 * A card given its own starting point (a landing page's) neither reads nor writes them, so it
 * never overwrites the visitor's choices.
 */
export function useGeneratorSettings(
  persist: boolean,
  incognito: boolean,
  state: GeneratorState,
): GeneratorSettings {
  const [notice, setNotice] = useState<UiText | null>(null);
  // What storage holds, entry by entry, so only what changed is written.
  const stored = useRef<ReadonlyMap<string, string> | null>(null);

  const load = useCallback(() => {
    if (!persist) return null;
    const loaded = loadStoredSettings();
    stored.current = storedEntries(loaded);
    setNotice(loaded.notice);
    return loaded;
  }, [persist]);

  const { settingsLoaded, mode, options, passphraseOptions, modeOptions } = state;
  useEffect(() => {
    if (!persist || !settingsLoaded || stored.current === null) return;
    const entries = storedEntries({ mode, options, passphraseOptions, modeOptions });
    const changed = [...entries].filter(([key, value]) => stored.current?.get(key) !== value);
    stored.current = entries;
    // In incognito the settings change on screen only; what storage holds stays as it was.
    if (incognito || changed.length === 0) return;
    if (!saveStoredEntries(changed)) setNotice(STORAGE_UNAVAILABLE_NOTICE);
  }, [persist, incognito, settingsLoaded, mode, options, passphraseOptions, modeOptions]);

  return { notice, load };
}
