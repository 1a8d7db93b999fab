import { readClipboardClearChoice } from "#core/options/clipboard-clear";
import { STORAGE_KEYS } from "#core/options/storage-keys";
import { readRecord } from "#core/options/stored-json";

import { readStorage } from "./storage";

/** The choice as the generator's Privacy Settings hold it now (in incognito, never stored). */
let chosen: number | null = null;

/** The generator card says what its Privacy Settings hold, stored or not. */
export function setChosenClipboardClearSeconds(seconds: number): void {
  chosen = seconds;
}

/** The visitor's "Clear the clipboard" choice: 0 for never, else seconds. */
export function readClipboardClearSeconds(): number {
  return (
    chosen ?? readClipboardClearChoice(readRecord(readStorage(STORAGE_KEYS.privacySettings)).value)
  );
}
