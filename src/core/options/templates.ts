import { DIGITS, LOWERCASE, removeSimilarCharacters, UPPERCASE } from "../generate/charsets";
import type { PasswordOptions } from "./password-options";

/** Icons of the templates, as lucide-react component names. */
export type TemplateIconName =
  "Landmark" | "Users" | "Smartphone" | "Server" | "User" | "ShieldCheck";

/** The settings a template sets; everything else stays as the user had it (spec §4). */
export type TemplateOptions = Pick<
  PasswordOptions,
  | "length"
  | "includeUppercase"
  | "includeLowercase"
  | "includeNumbers"
  | "includeSpecial"
  | "useCustomCharset"
>;

/** A ready-made setting for a kind of account (spec §3, §9). */
export interface PasswordTemplate {
  /** Stable identifier, for keys and tests. */
  id: string;
  /** Shown as the template's title. */
  name: string;
  /** One line on what it is for. */
  description: string;
  /** lucide-react icon name. */
  icon: TemplateIconName;
  /** Merged into the current options when applied. */
  options: Readonly<TemplateOptions>;
}

function defineTemplate(
  id: string,
  name: string,
  icon: TemplateIconName,
  length: number,
  includeSpecial: boolean,
  description: string,
): Readonly<PasswordTemplate> {
  // Spec §9: every template has upper, lower and numbers, and no custom charset.
  const options = Object.freeze({
    length,
    includeUppercase: true,
    includeLowercase: true,
    includeNumbers: true,
    includeSpecial,
    useCustomCharset: false,
  });
  return Object.freeze({ id, name, description, icon, options });
}

/** The six templates of spec §9, in spec order. */
export const TEMPLATES: readonly Readonly<PasswordTemplate>[] = Object.freeze([
  defineTemplate(
    "banking",
    "Banking & Finance",
    "Landmark",
    20,
    true,
    "20 characters with symbols, for bank, card and investment accounts.",
  ),
  defineTemplate(
    "social",
    "Social Media",
    "Users",
    16,
    true,
    "16 characters with symbols, for social networks and email.",
  ),
  defineTemplate(
    "mobile",
    "Mobile Apps",
    "Smartphone",
    14,
    false,
    "14 letters and numbers, quick to type on a phone keyboard.",
  ),
  defineTemplate(
    "admin",
    "System Admin",
    "Server",
    24,
    true,
    "24 characters with symbols, for servers, routers and admin consoles.",
  ),
  defineTemplate(
    "basic",
    "Basic Account",
    "User",
    12,
    false,
    "12 letters and numbers, for low-risk sign-ups and forums.",
  ),
  defineTemplate(
    "high-security",
    "High Security",
    "ShieldCheck",
    32,
    true,
    "32 characters with symbols, for password managers, encryption and backups.",
  ),
]);

/** Merges a template into the options (spec §4: applying a template merges its settings). */
export function applyTemplate(
  options: PasswordOptions,
  template: Readonly<PasswordTemplate>,
): PasswordOptions {
  return { ...options, ...template.options };
}

/** A ready-made custom charset (spec §3, §9). */
export interface CharsetPreset {
  /** Stable identifier, for keys and tests. */
  id: string;
  /** Shown on the preset button. */
  name: string;
  /** Put into the custom charset field when chosen; custom mode turns on (spec §4). */
  charset: string;
  /** One line on what it is for. */
  description: string;
}

const ALPHANUMERIC = UPPERCASE + LOWERCASE + DIGITS;

/** The four presets of spec §9, in spec order. */
export const CHARSET_PRESETS: readonly Readonly<CharsetPreset>[] = Object.freeze([
  Object.freeze({
    id: "alphanumeric",
    name: "Alphanumeric Only",
    charset: ALPHANUMERIC,
    description: "Letters and digits, no symbols: 62 characters.",
  }),
  Object.freeze({
    id: "no-ambiguous",
    name: "No Ambiguous",
    // Spec §9: without 0, O, l, I and 1, the same set exclude-similar removes.
    charset: removeSimilarCharacters(ALPHANUMERIC),
    description:
      "Letters and digits without 0, O, 1, l and I, easy to read and copy: 57 characters.",
  }),
  Object.freeze({
    id: "hexadecimal",
    name: "Hexadecimal",
    charset: "0123456789ABCDEF",
    description: "Digits 0-9 and letters A-F, for keys and tokens: 16 characters.",
  }),
  Object.freeze({
    id: "numbers",
    name: "Numbers Only",
    charset: DIGITS,
    description: "Digits 0-9, for PINs and numeric codes: 10 characters.",
  }),
]);

/** Chooses a preset: sets the charset and switches custom mode on (spec §4). */
export function applyCharsetPreset(
  options: PasswordOptions,
  preset: Readonly<CharsetPreset>,
): PasswordOptions {
  return { ...options, customCharset: preset.charset, useCustomCharset: true };
}
