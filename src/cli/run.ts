import {
  GENERATION_ERRORS,
  generatePasswordChunks,
  getDefaultRandomizer,
  RandomSourceUnavailableError,
  type PassphraseOptions,
  type PasswordOptions,
  type Randomizer,
} from "../core/index";
import { generatePassphrase } from "../core/generate/passphrase";
import { parseCommandLine, UsageError } from "./args";
import { checkForCli, formatCheckJson, formatCheckText } from "./check";
import { HELP_TEXT } from "./help";
import { version } from "../../package.json";

/** The outside world of one run; `main.ts` wires it to the process, tests to memory. */
export interface CliIo {
  /** Writes to standard output; resolves once the stream can take more (backpressure). */
  write(text: string): Promise<void>;
  /** Writes one line (without its newline) to standard error. */
  error(line: string): void;
  /** Reads one line from standard input without its line ending; null if input is empty. */
  readLine(): Promise<string | null>;
  /** Randomness; Web Crypto when absent. */
  randomizer?: Randomizer;
}

/** Exit statuses (see --help). */
export const EXIT = Object.freeze({ ok: 0, failure: 1, usage: 2 } as const);

/** About how much text is handed to the stream at once. */
const CHUNK_CHARS = 1 << 16;

/** Runs the keysmith command line and returns its exit status; never throws for user errors. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  try {
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
      case "passphrase":
        return await printPassphrases(command.options, command.count, io);
      case "check":
        return await printCheck(command.password, command.json, io);
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
    throw error;
  }
}

async function printPasswords(options: PasswordOptions, count: number, io: CliIo): Promise<number> {
  const result = generatePasswordChunks(options, count, io.randomizer, CHUNK_CHARS);
  if (!result.ok) {
    // A missing random source is the machine's fault; every other error is the arguments'.
    io.error(`keysmith: ${result.error}`);
    return result.error === GENERATION_ERRORS.randomSourceUnavailable ? EXIT.failure : EXIT.usage;
  }
  for (const chunk of result.chunks) await io.write(chunk);
  return EXIT.ok;
}

async function printPassphrases(
  options: PassphraseOptions,
  count: number,
  io: CliIo,
): Promise<number> {
  const randomizer = io.randomizer ?? getDefaultRandomizer();
  let text = "";
  for (let i = 0; i < count; i++) {
    const result = generatePassphrase(options, randomizer);
    if (!result.ok) {
      io.error(`keysmith: ${result.error}`);
      return EXIT.failure;
    }
    text += result.passphrase + "\n";
    if (text.length >= CHUNK_CHARS) {
      await io.write(text);
      text = "";
    }
  }
  if (text !== "") await io.write(text);
  return EXIT.ok;
}

async function printCheck(given: string | null, json: boolean, io: CliIo): Promise<number> {
  const password = given ?? (await io.readLine());
  // The site disables its check button on an empty field; the CLI refuses one the same way.
  if (password === null || password === "") {
    io.error("keysmith: no password to check: pass one as an argument or on standard input");
    return EXIT.usage;
  }
  const result = checkForCli(password);
  await io.write(json ? formatCheckJson(result) : formatCheckText(result));
  return EXIT.ok;
}
