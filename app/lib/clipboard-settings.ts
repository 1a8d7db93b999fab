import { createContext } from "react";

import { readClipboardClearChoice } from "#core/options/clipboard-clear";
import { STORAGE_KEYS } from "#core/options/storage-keys";
import { readRecord } from "#core/options/stored-json";

import { readStorage } from "./storage";

/**
 * The "Clear the clipboard" choice as the generator card's Privacy Settings hold it now (in
 * incognito, never stored): the card provides it to the copy buttons inside it. Elsewhere it is
 * null, and a copy reads the stored choice.
 */
export const ChosenClipboardClear = createContext<number | null>(null);

/** The visitor's "Clear the clipboard" choice: 0 for never, else seconds. */
export function readClipboardClearSeconds(chosen: number | null): number {
  return (
    chosen ?? readClipboardClearChoice(readRecord(readStorage(STORAGE_KEYS.privacySettings)).value)
  );
}
