import {
  DEFAULT_MEMORABLE_OPTIONS,
  MEMORABLE_MAX_GROUPS,
  MEMORABLE_MIN_GROUPS,
  type MemorableOptions,
} from "../generate/memorable";
import {
  DEFAULT_PIN_OPTIONS,
  PIN_MAX_LENGTH,
  PIN_MIN_LENGTH,
  type PinOptions,
} from "../generate/pin";
import {
  DEFAULT_USERNAME_OPTIONS,
  constrainUsernameOptions,
  type UsernameOptions,
} from "../generate/username-options";
import { isRecord, readRecord, readStepped, type JsonRecord, type StoredRead } from "./stored-json";

/** The options of the memorable, PIN and username modes, stored together under `modeOptions`. */
export interface ModeOptions {
  memorable: MemorableOptions;
  pin: PinOptions;
  username: UsernameOptions;
}

export const DEFAULT_MODE_OPTIONS: Readonly<ModeOptions> = Object.freeze({
  memorable: DEFAULT_MEMORABLE_OPTIONS,
  pin: DEFAULT_PIN_OPTIONS,
  username: DEFAULT_USERNAME_OPTIONS,
});

/**
 * The username options in a stored object: each field of the wrong type takes its default, then
 * the engine brings them within its limits (an address is kept as typed, checked when used).
 */
function usernameOptionsFrom(record: unknown): UsernameOptions {
  const stored = isRecord(record) ? record : {};
  const field = <K extends keyof UsernameOptions>(key: K): UsernameOptions[K] => {
    const value = stored[key];
    const fallback = DEFAULT_USERNAME_OPTIONS[key];
    return (typeof value === typeof fallback ? value : fallback) as UsernameOptions[K];
  };
  return constrainUsernameOptions({
    style: field("style"),
    words: field("words"),
    capitalize: field("capitalize"),
    digits: field("digits"),
    separator: field("separator"),
    length: field("length"),
    email: field("email"),
    domain: field("domain"),
  }).options;
}

/** A whole number in range inside a nested settings object, else the fallback. */
function readWhole(record: unknown, key: string, min: number, max: number, fallback: number) {
  return isRecord(record) ? readStepped(record, key, { min, max, step: 1 }, fallback) : fallback;
}

/**
 * Reads `modeOptions`; never throws. A field out of range or of the wrong type takes its default,
 * field by field; text that is not JSON, or JSON that is not an object, is a problem to report.
 */
export function readStoredModeOptions(raw: string | null): StoredRead<ModeOptions> {
  const { value: record, problem } = readRecord(raw);
  return { value: modeOptionsFrom(record), problem };
}

/** The memorable and PIN options in a stored object, field by field (also a saved set's). */
export function modeOptionsFrom(record: JsonRecord): ModeOptions {
  return {
    memorable: {
      groups: readWhole(
        record["memorable"],
        "groups",
        MEMORABLE_MIN_GROUPS,
        MEMORABLE_MAX_GROUPS,
        DEFAULT_MEMORABLE_OPTIONS.groups,
      ),
    },
    pin: {
      length: readWhole(
        record["pin"],
        "length",
        PIN_MIN_LENGTH,
        PIN_MAX_LENGTH,
        DEFAULT_PIN_OPTIONS.length,
      ),
    },
    username: usernameOptionsFrom(record["username"]),
  };
}
