import type { ParseArgsConfig } from "node:util";

import {
  DEFAULT_USERNAME_OPTIONS,
  USERNAME_MAX_DIGITS,
  USERNAME_MAX_LENGTH,
  USERNAME_MAX_WORDS,
  USERNAME_MIN_LENGTH,
  USERNAME_MIN_WORDS,
  USERNAME_SEPARATORS,
  USERNAME_STYLES,
  constrainUsernameOptions,
  parseDomain,
  parseEmailAddress,
  type UsernameOptions,
  type UsernameSeparator,
  type UsernameStyle,
} from "#core/generate/username";

/** `keysmith username`'s options; the shared ones (help, version, count) come from args.ts. */
export const USERNAME_OWN_OPTIONS = {
  style: { type: "string" },
  words: { type: "string", short: "w" },
  digits: { type: "string" },
  separator: { type: "string", short: "s" },
  "no-capitalize": { type: "boolean" },
  length: { type: "string", short: "l" },
  email: { type: "string" },
  domain: { type: "string" },
} as const satisfies ParseArgsConfig["options"];

type Values = {
  [K in keyof typeof USERNAME_OWN_OPTIONS]?: K extends "no-capitalize" ? boolean : string;
};

/** Which options each style reads; any other of the style options given is refused. */
const STYLE_OPTIONS: Readonly<Record<UsernameStyle, readonly (keyof Values)[]>> = Object.freeze({
  words: ["words", "digits", "separator", "no-capitalize"],
  chars: ["length"],
  plus: ["email"],
  catchall: ["domain"],
});

function readStyle(values: Values): UsernameStyle {
  if (values.style !== undefined) {
    const style = USERNAME_STYLES.find((name) => name === values.style);
    if (style === undefined) {
      throw new Error(
        `--style must be one of ${USERNAME_STYLES.join(", ")}, not "${values.style}"`,
      );
    }
    return style;
  }
  // An address or a domain says which style is meant.
  if (values.email !== undefined && values.domain !== undefined) {
    throw new Error(
      "give either --email (a plus address) or --domain (a catch-all address), not both",
    );
  }
  if (values.email !== undefined) return "plus";
  if (values.domain !== undefined) return "catchall";
  return DEFAULT_USERNAME_OPTIONS.style;
}

function readSeparator(raw: string | undefined): UsernameSeparator {
  if (raw === undefined) return DEFAULT_USERNAME_OPTIONS.separator;
  const separator = USERNAME_SEPARATORS.find((candidate) => candidate === raw);
  if (separator === undefined) {
    throw new Error(`--separator must be one of - _ . or "" (none), not "${raw}"`);
  }
  return separator;
}

/**
 * The username options a command line asks for, or an Error whose message is the one line the
 * CLI prints. An option the style does not use, an address or a domain that cannot be used, and
 * a setting the engine would change (two words with neither separator nor capitals) are refused,
 * never ignored. `readInteger` is args.ts's, so the messages match the other commands'.
 */
export function readUsernameOptions(
  values: Values,
  readInteger: (
    raw: string | undefined,
    name: string,
    min: number,
    max: number,
    fallback: number,
  ) => number,
): UsernameOptions {
  const style = readStyle(values);
  const foreign = USERNAME_STYLES.filter((other) => other !== style)
    .flatMap((other) => STYLE_OPTIONS[other])
    .find((name) => values[name] !== undefined && !STYLE_OPTIONS[style].includes(name));
  if (foreign !== undefined) throw new Error(`--${foreign} cannot be used with --style ${style}`);
  const options: UsernameOptions = {
    style,
    words: readInteger(
      values.words,
      "words",
      USERNAME_MIN_WORDS,
      USERNAME_MAX_WORDS,
      DEFAULT_USERNAME_OPTIONS.words,
    ),
    digits: readInteger(
      values.digits,
      "digits",
      0,
      USERNAME_MAX_DIGITS,
      DEFAULT_USERNAME_OPTIONS.digits,
    ),
    separator: readSeparator(values.separator),
    capitalize: values["no-capitalize"] !== true,
    length: readInteger(
      values.length,
      "length",
      USERNAME_MIN_LENGTH,
      USERNAME_MAX_LENGTH,
      DEFAULT_USERNAME_OPTIONS.length,
    ),
    email: values.email ?? "",
    domain: values.domain ?? "",
  };
  if (constrainUsernameOptions(options).adjustments.length > 0) {
    throw new Error(
      "--no-capitalize with two words needs a --separator: without either, two words could read as another pair",
    );
  }
  if (style === "plus") {
    const email = parseEmailAddress(options.email);
    if (!email.ok) throw new Error(`--email: ${email.error}`);
  }
  if (style === "catchall") {
    const domain = parseDomain(options.domain);
    if (!domain.ok) throw new Error(`--domain: ${domain.error}`);
  }
  return options;
}
