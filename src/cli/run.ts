import {
  createRulesGenerator,
  findKnownSite,
  formatPasswordRulesIssue,
  parsePasswordRules,
  resolveRulesLengthRange,
  type ParsedPasswordRules,
} from "#core/password-rules";
import {
  GENERATION_ERRORS,
  findPoolWarning,
  generatePasswordChunks,
  getDefaultRandomizer,
  RandomSourceUnavailableError,
  type PassphraseOptions,
  type PasswordOptions,
  type Randomizer,
} from "#core";
import { generatePassphrase } from "#core/generate/passphrase";
import { loadWordList } from "#core/generate/load-word-list";
import { generateMemorablePassword } from "#core/generate/memorable";
import { generatePin } from "#core/generate/pin";
import { generateUsername, getUsernameWordList } from "#core/generate/username";
import { KNOWN_SITES } from "#core/password-rules/known-sites-data";
import { checkPwnedPassword, type FetchLike } from "../breach/check-pwned";
import { DEFAULT_BREACH_API_URL, explainBreachFailure } from "#core/breach/pwned-range";
import { parseCommandLine, UsageError } from "./args";
import { refuseArgumentsNotUtf8 } from "./argument-bytes";
import { checkForCli, formatCheckJson, formatCheckText } from "./check";
import { HELP_TEXT } from "./help";
import { CHECK_MAX_BYTES, type FirstLine } from "./stdin";
import { version } from "../../package.json";

/** The outside world of one run; `main.ts` wires it to the process, tests to memory. */
export interface CliIo {
  /**
   * Writes to standard output; resolves once the stream can take more (backpressure), rejects
   * with the system's error (its `code`: ENOSPC, EPIPE, EBADF…) when the text cannot be written.
   */
  write(text: string): Promise<void>;
  /** Writes one line (without its newline) to standard error. */
  error(line: string): void;
  /** Reads the first line of standard input, at most `CHECK_MAX_BYTES` of it (see stdin.ts). */
  readLine(): Promise<FirstLine>;
  /** Randomness; Web Crypto when absent. */
  randomizer?: Randomizer;
  /**
   * The bytes of each argument as the system passed them, where it shows them (see
   * argument-bytes.ts); absent or null elsewhere, and then an argument holding U+FFFD is refused.
   */
  argumentBytes?: readonly Uint8Array[] | null;
  /** The range API `check --breached` asks (KEYSMITH_BREACH_API_URL); Pwned Passwords when absent. */
  breachApiUrl?: string;
  /** The network for `check --breached`; the platform's `fetch` when absent. */
  fetch?: FetchLike;
}

/**
 * Exit statuses (see --help). `output` is sysexits.h's EX_IOERR: standard output could not be
 * written (docs/decisions/cli-input-and-output.md).
 */
export const EXIT = Object.freeze({
  ok: 0,
  failure: 1,
  usage: 2,
  /** `check --breached`: the password is in known data breaches. */
  breached: 3,
  /** `check --breached`: the breach service could not be reached or gave no usable answer. */
  breachUnavailable: 69,
  output: 74,
} as const);

/** A write to standard output failed; `code` is the system's (ENOSPC, EPIPE, EBADF…). */
class OutputError extends Error {
  readonly code: string | undefined;
  constructor(cause: unknown) {
    const code: unknown = cause instanceof Error ? Reflect.get(cause, "code") : undefined;
    const message = cause instanceof Error ? cause.message : String(cause);
    super(message, { cause });
    this.name = "OutputError";
    this.code = typeof code === "string" ? code : undefined;
  }
}

/** Why standard output failed, in words, for the one line on standard error. */
const OUTPUT_ERROR_REASONS: Readonly<Record<string, string>> = {
  ENOSPC: "no space left on device",
  EDQUOT: "disk quota exceeded",
  EFBIG: "the file is too large",
  EBADF: "it is closed",
  EIO: "input/output error",
};

function describeOutputError({ code, message }: OutputError): string {
  // Node's own message repeats the code first: "EXDEV: cross-device link not permitted, write".
  const own = (message.split("\n")[0] ?? "").replace(`${code}: `, "");
  const reason = (code === undefined ? undefined : OUTPUT_ERROR_REASONS[code]) ?? own;
  return `keysmith: cannot write to standard output: ${reason}${code === undefined ? "" : ` (${code})`}`;
}

/** About how much text is handed to the stream at once. */
const CHUNK_CHARS = 1 << 16;

/** Runs the keysmith command line and returns its exit status; never throws for user errors. */
export async function run(argv: readonly string[], given: CliIo): Promise<number> {
  const io: CliIo = {
    ...given,
    write: (text) =>
      given.write(text).catch((error: unknown) => {
        throw new OutputError(error);
      }),
  };
  try {
    refuseArgumentsNotUtf8(argv, io.argumentBytes ?? null);
    const command = parseCommandLine(argv);
    switch (command.kind) {
      case "help":
        await io.write(HELP_TEXT);
        return EXIT.ok;
      case "version":
        await io.write(`keysmith ${version}\n`);
        return EXIT.ok;
      case "generate":
        return await printPasswords(command.options, command.count, io);
      case "memorable":
        return await printEach(command.count, io, (randomizer) => {
          const result = generateMemorablePassword({ groups: command.groups }, randomizer);
          return result.ok ? { ok: true, text: result.password } : result;
        });
      case "pin":
        return await printEach(command.count, io, (randomizer) => {
          const result = generatePin({ length: command.length }, randomizer);
          return result.ok ? { ok: true, text: result.pin } : result;
        });
      case "rules":
        return await printRulePasswords(command, io);
      case "passphrase":
        return await printPassphrases(command.options, command.count, io);
      case "username": {
        const words = getUsernameWordList();
        return await printEach(command.count, io, (randomizer) => {
          const result = generateUsername(command.options, randomizer, words);
          return result.ok ? { ok: true, text: result.username } : result;
        });
      }
      case "check":
        return await printCheck(command.password, command.json, command.breached, io);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.error(`keysmith: ${error.message} (see keysmith --help)`);
      return EXIT.usage;
    }
    if (error instanceof RandomSourceUnavailableError) {
      io.error(`keysmith: ${error.message}`);
      return EXIT.failure;
    }
    if (error instanceof OutputError) {
      // A reader that stops early (`keysmith -n 100 | head -1`) chose to: end quietly, as
      // ripgrep does, so pipelines under `set -o pipefail` keep working.
      if (error.code === "EPIPE") return EXIT.ok;
      io.error(describeOutputError(error));
      return EXIT.output;
    }
    throw error;
  }
}

async function printPasswords(options: PasswordOptions, count: number, io: CliIo): Promise<number> {
  // The same engine as the page: excluded characters, chosen symbols and minimums included.
  const result = generatePasswordChunks(options, count, io.randomizer, CHUNK_CHARS);
  if (!result.ok) {
    // A missing random source is the machine's fault; every other error is the arguments'.
    io.error(`keysmith: ${result.error}`);
    return result.error === GENERATION_ERRORS.randomSourceUnavailable ? EXIT.failure : EXIT.usage;
  }
  // A one-character pool works but makes one password over and over: say so, and still print.
  const warning = findPoolWarning(options);
  if (warning !== null) io.error(`keysmith: warning: ${warning}`);
  for (const chunk of result.chunks) await io.write(chunk);
  return EXIT.ok;
}

/** Prints `count` values made one at a time, a chunk per write. */
async function printEach(
  count: number,
  io: CliIo,
  make: (randomizer: Randomizer) => { ok: true; text: string } | { ok: false; error: string },
): Promise<number> {
  const randomizer = io.randomizer ?? getDefaultRandomizer();
  let text = "";
  for (let i = 0; i < count; i++) {
    const result = make(randomizer);
    if (!result.ok) {
      io.error(`keysmith: ${result.error}`);
      return EXIT.failure;
    }
    text += result.text + "\n";
    if (text.length >= CHUNK_CHARS) {
      await io.write(text);
      text = "";
    }
  }
  if (text !== "") await io.write(text);
  return EXIT.ok;
}

type RulesCommand = Extract<ReturnType<typeof parseCommandLine>, { kind: "rules" }>;

async function printRulePasswords(command: RulesCommand, io: CliIo): Promise<number> {
  let text: string;
  let origin: string;
  if (command.source.kind === "site") {
    const match = findKnownSite(KNOWN_SITES, command.source.site);
    if (match === null) {
      throw new UsageError(
        `no password rules are known for "${command.source.site}"; pass the site's requirements with --rules "minlength: 8; required: upper; ..."`,
      );
    }
    text = match.rules;
    origin = match.domain;
  } else {
    text = command.source.text;
    origin = "the rule";
  }
  const parsed = parsePasswordRules(text);
  if (!parsed.success) {
    const first = parsed.errors[0];
    throw new UsageError(
      `--rules: ${first === undefined ? "unreadable rule" : formatPasswordRulesIssue(first)}`,
    );
  }
  const range = resolveRulesLengthRange(parsed.data);
  if (!range.ok) throw new UsageError(range.error);
  const { min, max } = range.range;
  if (command.length !== undefined && (command.length < min || command.length > max)) {
    throw new UsageError(
      `length ${command.length} is outside what ${origin} allows here (${min === max ? min : `${min} to ${max}`} characters)`,
    );
  }
  return printFromRules(parsed, command, io);
}

async function printFromRules(
  { data: rules, warnings }: Extract<ParsedPasswordRules, { success: true }>,
  { length, count, removeCharacters }: RulesCommand,
  io: CliIo,
): Promise<number> {
  const compiled = createRulesGenerator(rules, {
    ...(length === undefined ? {} : { length }),
    removeCharacters,
  });
  if (!compiled.ok) throw new UsageError(compiled.error);
  const { generator } = compiled;
  // What the page shows under the rule field (a character a class ignores, an empty class), once
  // the rule is known to work: a refused run stays one line, as --help says.
  for (const warning of warnings) {
    io.error(`keysmith: warning: ${formatPasswordRulesIssue(warning)}`);
  }
  for (const note of generator.notes) io.error(`keysmith: note: ${note}`);
  const randomizer = io.randomizer ?? getDefaultRandomizer();
  let text = "";
  for (let i = 0; i < count; i++) {
    text += generator.draw(randomizer) + "\n";
    if (text.length >= CHUNK_CHARS) {
      await io.write(text);
      text = "";
    }
  }
  if (text !== "") await io.write(text);
  return EXIT.ok;
}

async function printPassphrases(
  options: PassphraseOptions,
  count: number,
  io: CliIo,
): Promise<number> {
  const words = await loadWordList(options.language);
  return printEach(count, io, (randomizer) => {
    const result = generatePassphrase(options, randomizer, words);
    return result.ok ? { ok: true, text: result.passphrase } : result;
  });
}

/** The password `check` rates: the argument, else the first line of standard input. */
async function readPassword(given: string | null, io: CliIo): Promise<string> {
  const input: FirstLine = given === null ? await io.readLine() : { kind: "line", text: given };
  const tooLong = `the password is longer than ${CHECK_MAX_BYTES.toLocaleString("en-US")} bytes, the most keysmith check reads; nothing was checked`;
  switch (input.kind) {
    case "line":
      // The site disables its check button on an empty field; the CLI refuses one the same way.
      if (input.text === "") break;
      if (new TextEncoder().encode(input.text).length > CHECK_MAX_BYTES) {
        throw new UsageError(tooLong);
      }
      return input.text;
    case "empty":
      break;
    case "too-long":
      throw new UsageError(tooLong);
    case "not-utf8":
      throw new UsageError(
        "standard input is not UTF-8 text, so nothing was checked; pass the password as UTF-8",
      );
  }
  throw new UsageError("no password to check: pass one as an argument or on standard input");
}

async function printCheck(
  given: string | null,
  json: boolean,
  breached: boolean,
  io: CliIo,
): Promise<number> {
  const password = await readPassword(given, io);
  // Read before anything is sent, so a bad address is a usage error and no request.
  const apiUrl = breached ? readBreachApiUrl(io.breachApiUrl) : null;
  const breach = apiUrl === null ? null : await checkPwnedPassword(password, apiUrl, io.fetch);
  const result = checkForCli(password, breach);
  await io.write(json ? formatCheckJson(result) : formatCheckText(result));
  if (breach?.kind === "failed") {
    const why = explainBreachFailure(breach.reason, breach.status);
    io.error(`keysmith: cannot check known data breaches at ${apiUrl}: ${why}`);
    return EXIT.breachUnavailable;
  }
  return breach?.kind === "found" ? EXIT.breached : EXIT.ok;
}

/** KEYSMITH_BREACH_API_URL: an http(s) URL of a range API; unset or empty, Pwned Passwords. */
function readBreachApiUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return DEFAULT_BREACH_API_URL;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Said below.
  }
  if (url === null || !["http:", "https:"].includes(url.protocol) || url.search || url.hash) {
    throw new UsageError(
      `KEYSMITH_BREACH_API_URL must be the http(s) address of a range API, such as ${DEFAULT_BREACH_API_URL}, not "${value}"`,
    );
  }
  return value;
}
