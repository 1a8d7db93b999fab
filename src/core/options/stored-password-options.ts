import { truncateCustomCharset } from "../generate/custom-charset";
import {
  CHARACTER_MAX_CODE_UNITS,
  CUSTOM_CHARSET_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TYPE_MINIMUM_MAX,
  TYPE_MINIMUM_MIN,
} from "./limits";
import {
  DEFAULT_PASSWORD_OPTIONS,
  normalizeSymbols,
  type PasswordOptions,
} from "./password-options";
import {
  readBoolean,
  readRecord,
  readStepped,
  type JsonRecord,
  type StoredRead,
} from "./stored-json";

/*
 * The schema of `passwordOptions` (spec §3), in a module of its own: the first paint inlines this
 * reader, so it imports nothing it does not need.
 */

const MINIMUM_RANGE = { min: TYPE_MINIMUM_MIN, max: TYPE_MINIMUM_MAX, step: 1 };

/** Code units a stored custom charset is cut to before it is split into characters. */
const CUSTOM_CHARSET_MAX_CODE_UNITS = CUSTOM_CHARSET_MAX * CHARACTER_MAX_CODE_UNITS;

/**
 * A stored custom charset or excluded characters, at most 1000 characters (spec §5: truncated). A
 * longer text is first cut to what 1000 characters can take, so a megabyte of accents is never
 * segmented whole.
 */
function readCharacters(value: unknown, fallback: string): string {
  if (typeof value !== "string") return fallback;
  let text = value;
  if (text.length > CUSTOM_CHARSET_MAX_CODE_UNITS) {
    text = text.slice(0, CUSTOM_CHARSET_MAX_CODE_UNITS);
    // A surrogate pair cut in half would leave a character no one typed.
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  }
  return truncateCustomCharset(text);
}

/** Reads `passwordOptions` (spec §3). A custom charset over 1000 characters is truncated (§5). */
export function parseStoredPasswordOptions(raw: string | null): PasswordOptions {
  return readStoredPasswordOptions(raw).value;
}

/**
 * `parseStoredPasswordOptions`, saying what was wrong with the stored entry. A malformed or
 * out-of-range field falls back to its default, field by field (docs/style.md, "One reader per
 * stored key").
 */
export function readStoredPasswordOptions(raw: string | null): StoredRead<PasswordOptions> {
  const { value: record, problem } = readRecord(raw);
  return { value: passwordOptionsFrom(record), problem };
}

/** The password options in a stored object, field by field (also a saved set's). */
export function passwordOptionsFrom(record: JsonRecord): PasswordOptions {
  const defaults = DEFAULT_PASSWORD_OPTIONS;
  return {
    length: readStepped(
      record,
      "length",
      { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, step: 1 },
      defaults.length,
    ),
    includeUppercase: readBoolean(record, "includeUppercase", defaults.includeUppercase),
    includeLowercase: readBoolean(record, "includeLowercase", defaults.includeLowercase),
    includeNumbers: readBoolean(record, "includeNumbers", defaults.includeNumbers),
    includeSpecial: readBoolean(record, "includeSpecial", defaults.includeSpecial),
    excludeSimilar: readBoolean(record, "excludeSimilar", defaults.excludeSimilar),
    customCharset: readCharacters(record["customCharset"], defaults.customCharset),
    useCustomCharset: readBoolean(record, "useCustomCharset", defaults.useCustomCharset),
    excludeCharacters: readCharacters(record["excludeCharacters"], defaults.excludeCharacters),
    symbols:
      typeof record["symbols"] === "string"
        ? normalizeSymbols(record["symbols"].slice(0, CUSTOM_CHARSET_MAX))
        : defaults.symbols,
    minNumbers: readStepped(record, "minNumbers", MINIMUM_RANGE, defaults.minNumbers),
    minSymbols: readStepped(record, "minSymbols", MINIMUM_RANGE, defaults.minSymbols),
  };
}
