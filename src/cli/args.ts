import { parseArgs, type ParseArgsConfig } from "node:util";
import {
  DEFAULT_PASSPHRASE_OPTIONS,
  DEFAULT_PASSWORD_OPTIONS,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIMILAR_CHARACTERS,
  SPECIAL,
  TYPE_MINIMUM_MAX,
  TYPE_MINIMUM_MIN,
  normalizeSymbols,
  type PassphraseOptions,
  type PasswordOptions,
} from "#core";
import {
  MEMORABLE_DEFAULT_GROUPS,
  MEMORABLE_MAX_GROUPS,
  MEMORABLE_MIN_GROUPS,
} from "#core/generate/memorable";
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from "#core/generate/pin";
import { isPassphraseLanguage } from "#core/generate/passphrase-languages";
import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";
import type { UsernameOptions } from "#core/generate/username";
import { USERNAME_OWN_OPTIONS, readUsernameOptions } from "./username-args";
import { formatInvisibleTextError } from "#core/generate/invisible-characters-message";
import { findInvisibleInText } from "#core/generate/visible-text";

/** The most passwords one run prints; output streams, so memory stays flat. */
export const CLI_MAX_COUNT = 1_000_000;

/** What the command line asked for, fully validated. */
export type CliCommand =
  | { kind: "help" }
  | { kind: "version" }
  | {
      kind: "generate";
      /** `--remove-chars` (as `pwgen -r`) is `excludeCharacters`, as on the page. */
      options: PasswordOptions;
      count: number;
    }
  | {
      kind: "rules";
      /** Where the rule comes from: a site to look up in the known-sites list, or rule text. */
      source: { kind: "site"; site: string } | { kind: "text"; text: string };
      /** The length asked for, or undefined to let the rule decide (16 within its bounds). */
      length: number | undefined;
      count: number;
      removeCharacters: string;
    }
  | { kind: "memorable"; groups: number; count: number }
  | { kind: "pin"; length: number; count: number }
  | { kind: "passphrase"; options: PassphraseOptions; count: number }
  | { kind: "username"; options: UsernameOptions; count: number }
  | { kind: "check"; password: string | null; json: boolean; breached: boolean };

/** A bad command line: one line for standard error, exit status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

const COMMON_OPTIONS = {
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const satisfies ParseArgsConfig["options"];

// Short forms follow pwgen where its letter means the same here (-A, -0, -B, -r); pwgen's -n
// (numerals) and -c (capitals) would clash with today's -n (count), so they are not copied.
const GENERATE_OPTIONS = {
  ...COMMON_OPTIONS,
  length: { type: "string", short: "l" },
  count: { type: "string", short: "n" },
  "no-uppercase": { type: "boolean", short: "A" },
  "no-lowercase": { type: "boolean" },
  "no-numbers": { type: "boolean", short: "0" },
  "no-symbols": { type: "boolean" },
  "exclude-similar": { type: "boolean", short: "B" },
  charset: { type: "string" },
  "remove-chars": { type: "string", short: "r" },
  symbols: { type: "string" },
  "min-digits": { type: "string" },
  "min-symbols": { type: "string" },
  site: { type: "string" },
  rules: { type: "string" },
  memorable: { type: "boolean" },
  groups: { type: "string" },
  pin: { type: "string" },
} as const satisfies ParseArgsConfig["options"];

const PASSPHRASE_OPTIONS = {
  ...COMMON_OPTIONS,
  words: { type: "string", short: "w" },
  separator: { type: "string", short: "s" },
  capitalize: { type: "boolean" },
  number: { type: "boolean" },
  symbol: { type: "boolean" },
  "random-separator": { type: "boolean" },
  lang: { type: "string" },
  count: { type: "string", short: "n" },
} as const satisfies ParseArgsConfig["options"];

const USERNAME_OPTIONS = {
  ...COMMON_OPTIONS,
  ...USERNAME_OWN_OPTIONS,
  count: { type: "string", short: "n" },
} as const satisfies ParseArgsConfig["options"];

const CHECK_OPTIONS = {
  ...COMMON_OPTIONS,
  json: { type: "boolean" },
  // The opt-in breach check (docs/decisions/breach-check.md): never on by default.
  breached: { type: "boolean" },
} as const satisfies ParseArgsConfig["options"];

function readErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const code: unknown = Reflect.get(error, "code");
  return typeof code === "string" ? code : undefined;
}

/** Rewrites node:util's parse errors (several sentences, some on several lines) as one line. */
function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Node quotes the token ('--bogus', 'extra') or the option ('-l, --length <value>').
  const quotedText = /'([^']*)'/.exec(message)?.[1] ?? "";
  const quoted = /--[\w-]+/.exec(quotedText)?.[0] ?? quotedText.split(" ")[0] ?? quotedText;
  switch (readErrorCode(error)) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `unknown option ${quoted}`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `unexpected argument ${quoted}`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      if (message.includes("does not take an argument")) return `${quoted} takes no value`;
      if (message.includes("ambiguous")) {
        return `${quoted} needs a value (write ${quoted}=VALUE for one starting with "-")`;
      }
      return `${quoted} needs a value`;
    default:
      return message.split("\n")[0] ?? message;
  }
}

function readInteger(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const label = name === name.toUpperCase() ? name : `--${name}`;
    throw new UsageError(
      `${label} must be a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}, not "${raw}"`,
    );
  }
  return value;
}

/** The one value given either as an option or as a positional argument (pwgen's LENGTH COUNT). */
function pickOnce(
  option: string | undefined,
  positional: string | undefined,
  name: "length" | "count",
): { raw: string | undefined; label: string } {
  if (option !== undefined && positional !== undefined) {
    throw new UsageError(
      `the ${name} is given twice: as --${name} ${option} and as ${name.toUpperCase()} ${positional}`,
    );
  }
  return positional === undefined
    ? { raw: option, label: name }
    : { raw: positional, label: name.toUpperCase() };
}

function parseWith<T extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: T,
  allowPositionals: boolean,
) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals, tokens: true });
  } catch (error) {
    throw new UsageError(describeParseError(error));
  }
  // node:util reads `-l=20` as the value "=20" (as getopt does). The usage errors suggest
  // `-l=VALUE`, so after a short option the one "=" of an inline value separates, as it does in
  // `--length=20`. The options are replayed in order, so the last one given still wins.
  for (const token of parsed.tokens) {
    if (token.kind !== "option" || token.value === undefined) continue;
    const shortWithEquals =
      token.inlineValue === true && !token.rawName.startsWith("--") && token.value.startsWith("=");
    Reflect.set(parsed.values, token.name, shortWithEquals ? token.value.slice(1) : token.value);
  }
  return parsed;
}

type GenerateOptionName = keyof typeof GENERATE_OPTIONS;

/** What shapes the characters of a password: every type, symbol and minimum option. */
const CHARACTER_OPTIONS = [
  "no-uppercase",
  "no-lowercase",
  "no-numbers",
  "no-symbols",
  "charset",
  "symbols",
  "min-digits",
  "min-symbols",
] as const satisfies readonly GenerateOptionName[];

/** What still applies to the characters a rule or a custom set gives. */
const STILL_APPLIES = "--length, --remove-chars and --exclude-similar can";

/**
 * Options that take the decision from others: given together with one of the options it `voids`,
 * keysmith refuses, naming both, rather than leave one silently unused
 * (docs/decisions/cli-input-and-output.md, "Every option is honoured or refused"). One table,
 * read in order, so a new option is placed here once.
 */
const OVERRIDES: readonly {
  option: GenerateOptionName;
  /** What the option does instead, for "--site decides the characters, so …". */
  decides: string;
  voids: readonly GenerateOptionName[];
  /** What may still be given with it, after the refusal. */
  still?: string;
}[] = [
  {
    option: "memorable",
    decides: "makes syllable groups of its own",
    voids: [...CHARACTER_OPTIONS, "exclude-similar", "remove-chars", "site", "rules"],
  },
  {
    option: "pin",
    decides: "draws digits only",
    voids: [...CHARACTER_OPTIONS, "exclude-similar", "remove-chars", "site", "rules", "groups"],
  },
  {
    option: "site",
    decides: "decides the characters",
    voids: CHARACTER_OPTIONS,
    still: STILL_APPLIES,
  },
  {
    option: "rules",
    decides: "decides the characters",
    voids: CHARACTER_OPTIONS,
    still: STILL_APPLIES,
  },
  {
    option: "charset",
    decides: "replaces the character types",
    voids: CHARACTER_OPTIONS.filter((name) => name !== "charset"),
    still: STILL_APPLIES,
  },
  { option: "no-numbers", decides: "leaves out digits", voids: ["min-digits"] },
  { option: "no-symbols", decides: "leaves out symbols", voids: ["symbols", "min-symbols"] },
];

/** Refuses the first option given that another option given makes meaningless (`OVERRIDES`). */
function refuseClashes(values: Partial<Record<GenerateOptionName, string | boolean>>): void {
  const given = (name: GenerateOptionName) => values[name] !== undefined && values[name] !== false;
  for (const { option, decides, voids, still } of OVERRIDES) {
    if (!given(option)) continue;
    const clash = voids.find(given);
    if (clash === undefined) continue;
    throw new UsageError(
      `--${option} ${decides}, so --${clash} cannot be used with it${still === undefined ? "" : `; ${still}`}`,
    );
  }
}

function parseGenerate(args: string[]): CliCommand {
  const { values, positionals } = parseWith(args, GENERATE_OPTIONS, true);
  if (values.help === true) return { kind: "help" };
  if (values.version === true) return { kind: "version" };
  // pwgen-style `keysmith [LENGTH [COUNT]]`: anything else positional is a mistake.
  const stray = positionals.find((value, index) => index > 1 || !/^\d+$/.test(value));
  if (stray !== undefined) throw new UsageError(`unexpected argument ${stray}`);
  const length = pickOnce(values.length, positionals[0], "length");
  const count = readInteger(
    pickOnce(values.count, positionals[1], "count").raw,
    positionals[1] === undefined ? "count" : "COUNT",
    1,
    CLI_MAX_COUNT,
    1,
  );
  const removeCharacters = values["remove-chars"] ?? "";
  if (values.memorable === true && values.pin !== undefined) {
    throw new UsageError("give either --memorable or --pin, not both");
  }
  refuseClashes(values);
  if (values.memorable === true || values.pin !== undefined) {
    const mode = values.memorable === true ? "--memorable" : "--pin";
    if (length.raw !== undefined) {
      throw new UsageError(
        `${mode} sets its own length: use ${mode === "--pin" ? "--pin N" : "--groups N"}`,
      );
    }
    if (values.memorable === true) {
      return {
        kind: "memorable",
        count,
        groups: readInteger(
          values.groups,
          "groups",
          MEMORABLE_MIN_GROUPS,
          MEMORABLE_MAX_GROUPS,
          MEMORABLE_DEFAULT_GROUPS,
        ),
      };
    }
    return {
      kind: "pin",
      count,
      length: readInteger(values.pin, "pin", PIN_MIN_LENGTH, PIN_MAX_LENGTH, PIN_MIN_LENGTH),
    };
  }
  if (values.groups !== undefined) throw new UsageError("--groups needs --memorable");

  if (values.site !== undefined || values.rules !== undefined) {
    if (values.site !== undefined && values.rules !== undefined) {
      throw new UsageError("give either --site or --rules, not both");
    }
    return {
      kind: "rules",
      source:
        values.site !== undefined
          ? { kind: "site", site: values.site }
          : { kind: "text", text: values.rules ?? "" },
      // A site's maximum may be under 8; the rule's own bounds are checked once it is read.
      length:
        length.raw === undefined
          ? undefined
          : readInteger(length.raw, length.label, 1, PASSWORD_MAX_LENGTH, 0),
      count,
      // --exclude-similar keeps its meaning: 0 O 1 l I never appear.
      removeCharacters:
        values["exclude-similar"] === true
          ? removeCharacters + SIMILAR_CHARACTERS
          : removeCharacters,
    };
  }

  return {
    kind: "generate",
    count,
    options: {
      ...DEFAULT_PASSWORD_OPTIONS,
      length: readInteger(
        length.raw,
        length.label,
        PASSWORD_MIN_LENGTH,
        PASSWORD_MAX_LENGTH,
        DEFAULT_PASSWORD_OPTIONS.length,
      ),
      includeUppercase: values["no-uppercase"] !== true,
      includeLowercase: values["no-lowercase"] !== true,
      includeNumbers: values["no-numbers"] !== true,
      includeSpecial: values["no-symbols"] !== true,
      excludeSimilar: values["exclude-similar"] === true,
      customCharset: values.charset ?? "",
      useCustomCharset: values.charset !== undefined,
      // The page's "Exclude these characters": the engine leaves them out of every pool.
      excludeCharacters: removeCharacters,
      symbols: readSymbols(values.symbols),
      minNumbers: readInteger(
        values["min-digits"],
        "min-digits",
        TYPE_MINIMUM_MIN,
        TYPE_MINIMUM_MAX,
        DEFAULT_PASSWORD_OPTIONS.minNumbers,
      ),
      minSymbols: readInteger(
        values["min-symbols"],
        "min-symbols",
        TYPE_MINIMUM_MIN,
        TYPE_MINIMUM_MAX,
        DEFAULT_PASSWORD_OPTIONS.minSymbols,
      ),
    },
  };
}

/** `--symbols CHARS`: which of the 26 symbols to draw; anything else is a mistake. */
function readSymbols(raw: string | undefined): string {
  if (raw === undefined) return DEFAULT_PASSWORD_OPTIONS.symbols;
  const other = [...raw].find((character) => !SPECIAL.includes(character));
  if (other !== undefined) {
    throw new UsageError(`--symbols takes characters from ${SPECIAL}, not "${other}"`);
  }
  if (raw === "") throw new UsageError("--symbols needs at least one symbol (or use --no-symbols)");
  return normalizeSymbols(raw);
}

function parsePassphrase(args: string[]): CliCommand {
  const { values } = parseWith(args, PASSPHRASE_OPTIONS, false);
  if (values.help === true) return { kind: "help" };
  if (values.version === true) return { kind: "version" };
  if (values.separator !== undefined && values["random-separator"] === true) {
    throw new UsageError("give either --separator or --random-separator, not both");
  }
  return {
    kind: "passphrase",
    count: readInteger(values.count, "count", 1, CLI_MAX_COUNT, 1),
    options: {
      ...DEFAULT_PASSPHRASE_OPTIONS,
      words: readInteger(
        values.words,
        "words",
        PASSPHRASE_MIN_WORDS,
        PASSPHRASE_MAX_WORDS,
        DEFAULT_PASSPHRASE_OPTIONS.words,
      ),
      separator: readSeparator(values.separator),
      capitalize: values.capitalize === true,
      includeNumber: values.number === true,
      includeSymbol: values.symbol === true,
      randomSeparator: values["random-separator"] === true,
      language: readLanguage(values.lang),
    },
  };
}

/**
 * `--separator S`: text a person can see and type, by the custom set's rule
 * (docs/decisions/visible-passwords.md): no line break, no zero-width or direction-changing
 * character, no blank or unreadable code point. The space is a separator like any other.
 */
function readSeparator(raw: string | undefined): string {
  if (raw === undefined) return DEFAULT_PASSPHRASE_OPTIONS.separator;
  const unseen = findInvisibleInText(raw);
  if (unseen.length > 0) throw new UsageError(formatInvisibleTextError("--separator", unseen));
  return raw;
}

/** `--lang CODE`: one of the passphrase languages. */
function readLanguage(raw: string | undefined): PassphraseOptions["language"] {
  if (raw === undefined) return DEFAULT_PASSPHRASE_OPTIONS.language;
  if (isPassphraseLanguage(raw)) return raw;
  const codes = PASSPHRASE_LANGUAGES.map((language) => language.code).join(", ");
  throw new UsageError(`--lang must be one of ${codes}, not "${raw}"`);
}

function parseUsername(args: string[]): CliCommand {
  const { values } = parseWith(args, USERNAME_OPTIONS, false);
  if (values.help === true) return { kind: "help" };
  if (values.version === true) return { kind: "version" };
  const count = readInteger(values.count, "count", 1, CLI_MAX_COUNT, 1);
  try {
    return { kind: "username", count, options: readUsernameOptions(values, readInteger) };
  } catch (error) {
    if (error instanceof UsageError || !(error instanceof Error)) throw error;
    throw new UsageError(error.message);
  }
}

function parseCheck(args: string[]): CliCommand {
  const { values, positionals } = parseWith(args, CHECK_OPTIONS, true);
  if (values.help === true) return { kind: "help" };
  if (values.version === true) return { kind: "version" };
  if (positionals.length > 1) {
    throw new UsageError("check takes one password (quote it if it contains spaces)");
  }
  return {
    kind: "check",
    password: positionals[0] ?? null,
    json: values.json === true,
    breached: values.breached === true,
  };
}

/** The options of each command, for tests that go through all of them. */
export const CLI_OPTIONS = Object.freeze({
  generate: GENERATE_OPTIONS,
  passphrase: PASSPHRASE_OPTIONS,
  username: USERNAME_OPTIONS,
  check: CHECK_OPTIONS,
});

/** Turns argv (without node and the script) into a command, or throws a `UsageError`. */
export function parseCommandLine(argv: readonly string[]): CliCommand {
  const [first, ...rest] = argv;
  if (first === "passphrase") return parsePassphrase(rest);
  if (first === "check") return parseCheck(rest);
  if (first === "username") return parseUsername(rest);
  return parseGenerate([...argv]);
}
