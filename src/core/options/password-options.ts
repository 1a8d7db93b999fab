import { countGraphemes, truncateCustomCharset } from "../generate/custom-charset";
import { SPECIAL } from "../generate/charsets";
import {
  CUSTOM_CHARSET_MAX,
  TYPE_MINIMUM_DEFAULT,
  TYPE_MINIMUM_MAX,
  TYPE_MINIMUM_MIN,
  PASSWORD_DEFAULT_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./limits";

/** The generator's settings, stored as `passwordOptions` (spec §3). */
export interface PasswordOptions {
  /**
   * Characters in the password, `PASSWORD_MIN_LENGTH`-`PASSWORD_MAX_LENGTH`
   * (docs/product-decisions.md, "Password length").
   */
  length: number;
  /** Draw from A-Z, and put at least one in. */
  includeUppercase: boolean;
  /** Draw from a-z, and put at least one in. */
  includeLowercase: boolean;
  /** Draw from 0-9, and put at least one in. */
  includeNumbers: boolean;
  /** Draw from `SPECIAL`, and put at least one in. */
  includeSpecial: boolean;
  /** Remove `0 O 1 l I` from whichever pool is used, custom charsets included. */
  excludeSimilar: boolean;
  /** The user's own characters; the pool when `useCustomCharset` is on. */
  customCharset: string;
  /** Use `customCharset` as the pool instead of the four character types. */
  useCustomCharset: boolean;
  /**
   * Characters removed from every pool, custom charsets included
   * (docs/decisions/password-engine-sampling.md).
   */
  excludeCharacters: string;
  /** The symbols drawn when `includeSpecial` is on: any of `SPECIAL`, all by default. */
  symbols: string;
  /** At least this many digits when numbers are on, 0-9 (0: digits allowed, not required). */
  minNumbers: number;
  /** At least this many symbols when symbols are on, 0-9. */
  minSymbols: number;
}

/**
 * Spec §3 defaults; exclude-similar is off (docs/product-decisions.md, "Exclude similar
 * characters").
 */
export const DEFAULT_PASSWORD_OPTIONS: Readonly<PasswordOptions> = Object.freeze({
  length: PASSWORD_DEFAULT_LENGTH,
  includeUppercase: true,
  includeLowercase: true,
  includeNumbers: true,
  includeSpecial: true,
  excludeSimilar: false,
  customCharset: "",
  useCustomCharset: false,
  excludeCharacters: "",
  symbols: SPECIAL,
  minNumbers: TYPE_MINIMUM_DEFAULT,
  minSymbols: TYPE_MINIMUM_DEFAULT,
});

/** Brings a minimum count within 0-9: rounds it, clamps it, and replaces a non-number with 1. */
export function constrainTypeMinimum(minimum: number): number {
  if (!Number.isFinite(minimum)) return TYPE_MINIMUM_DEFAULT;
  return Math.min(TYPE_MINIMUM_MAX, Math.max(TYPE_MINIMUM_MIN, Math.round(minimum)));
}

/** The chosen symbols as `SPECIAL` orders them, anything else dropped. */
export function normalizeSymbols(symbols: string): string {
  let kept = "";
  for (const symbol of SPECIAL) if (symbols.includes(symbol)) kept += symbol;
  return kept;
}

/**
 * Whether two symbol choices are the same set: the same symbols in any order, each however often
 * it is written (a stored `!@#_-.` is the preset `-_.@!#`).
 */
export function sameSymbols(a: string, b: string): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((symbol) => right.has(symbol));
}

/** Options brought within limits, and what was changed, in words the UI can show. */
export interface ConstrainedPasswordOptions {
  /** The options, every field within its limits. */
  options: PasswordOptions;
  /** One sentence per change, e.g. 'Length raised to 8'; empty when nothing changed. */
  adjustments: string[];
  /** The fields that were changed, so a form can mark the field ('Too long', spec §5). */
  changed: Array<keyof PasswordOptions>;
}

/**
 * Brings a length within 8-128: rounds it, clamps it, and replaces a non-number with the default.
 */
export function constrainPasswordLength(length: number): number {
  if (!Number.isFinite(length)) return PASSWORD_DEFAULT_LENGTH;
  return Math.min(PASSWORD_MAX_LENGTH, Math.max(PASSWORD_MIN_LENGTH, Math.round(length)));
}

/**
 * Brings options within the limits and says what changed (in the spirit of Bitwarden's
 * `adjust → { state, applied }`), so the UI can say "Length raised to 8" without recomputing.
 * An over-long custom charset is truncated, as the input field does (spec §5).
 */
export function constrainPasswordOptions(options: PasswordOptions): ConstrainedPasswordOptions {
  const adjustments: string[] = [];
  const changed: Array<keyof PasswordOptions> = [];
  const length = constrainPasswordLength(options.length);
  if (length !== options.length) {
    changed.push("length");
    if (!Number.isFinite(options.length)) adjustments.push(`Length reset to ${length}`);
    else if (options.length < PASSWORD_MIN_LENGTH) adjustments.push(`Length raised to ${length}`);
    else if (options.length > PASSWORD_MAX_LENGTH) adjustments.push(`Length lowered to ${length}`);
    else adjustments.push(`Length rounded to ${length}`);
  }
  let customCharset = options.customCharset;
  if (countGraphemes(customCharset) > CUSTOM_CHARSET_MAX) {
    customCharset = truncateCustomCharset(customCharset);
    changed.push("customCharset");
    adjustments.push(`Custom charset shortened to ${CUSTOM_CHARSET_MAX} characters`);
  }
  const minNumbers = constrainTypeMinimum(options.minNumbers);
  const minSymbols = constrainTypeMinimum(options.minSymbols);
  if (minNumbers !== options.minNumbers) changed.push("minNumbers");
  if (minSymbols !== options.minSymbols) changed.push("minSymbols");
  const symbols = normalizeSymbols(options.symbols);
  if (symbols !== options.symbols) changed.push("symbols");
  return {
    options: { ...options, length, customCharset, minNumbers, minSymbols, symbols },
    adjustments,
    changed,
  };
}
