import { CLIPBOARD_CLEAR_MAX_SECONDS, CLIPBOARD_CLEAR_STEP_SECONDS } from "./limits";
import { readStepped, type JsonRecord } from "./stored-json";

/**
 * The "Clear the clipboard" choice inside stored privacy settings
 * (docs/decisions/clipboard-clear.md): 0 (never), 30, 60 or 90 seconds. On its own so that a page
 * that only copies passwords (the bulk generator) can read it without the generator's other
 * readers.
 */
export function readClipboardClearChoice(record: JsonRecord, fallback = 0): number {
  return readStepped(
    record,
    "clipboardClearSeconds",
    { min: 0, max: CLIPBOARD_CLEAR_MAX_SECONDS, step: CLIPBOARD_CLEAR_STEP_SECONDS },
    fallback,
  );
}
