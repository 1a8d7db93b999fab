import { readFileSync, readlinkSync } from "node:fs";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { matchArgumentBytes } from "./argument-bytes";
import { run, type CliIo } from "./run";
import { readFirstLine, type FirstLine } from "./stdin";

// A failed write reaches the callback of that write (see writeToStdout), where run() reports it
// in one line; without these listeners the streams' "error" events would end the process with a
// stack trace. Nothing can be reported when standard error itself fails.
process.stdout.on("error", () => {});
process.stderr.on("error", () => {});

/**
 * Whether keysmith was started with standard output closed (`keysmith >&-`). Node replaces a
 * closed descriptor 0-2 with /dev/null opened for reading and writing before any script runs, so
 * every write would "succeed"; on Linux that /dev/null can be told from a shell's `>/dev/null`,
 * which is write-only. (A program that discards the output by handing over such a /dev/null, as
 * Node's stdio "ignore" does, looks the same: see docs/decisions/cli-input-and-output.md.)
 */
function stdoutWasClosed(): boolean {
  if (process.platform !== "linux") return false;
  try {
    if (readlinkSync("/proc/self/fd/1") !== "/dev/null") return false;
    const flags = /^flags:\s*([0-7]+)$/m.exec(readFileSync("/proc/self/fdinfo/1", "utf8"))?.[1];
    // O_ACCMODE is 3; O_RDWR is 2.
    return flags !== undefined && (Number.parseInt(flags, 8) & 3) === 2;
  } catch {
    return false;
  }
}

const closedStdout = stdoutWasClosed();

/** Resolves once the text is handed to the system, so output never piles up in memory. */
function writeToStdout(text: string): Promise<void> {
  if (closedStdout) {
    const error = Object.assign(new Error("standard output is closed"), { code: "EBADF" });
    return Promise.reject(error);
  }
  return new Promise((resolve, reject) => {
    process.stdout.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

/** Swallows readline's echo, so a password typed at a terminal is not shown. */
const hiddenEcho = new Writable({
  write(_chunk, _encoding, done) {
    done();
  },
});

/** A password typed at a terminal, hidden; run() checks its length. */
function readTypedLine(): Promise<FirstLine> {
  process.stderr.write("Password to check (hidden): ");
  return new Promise((resolve, reject) => {
    const lines = createInterface({
      input: process.stdin,
      crlfDelay: Infinity,
      output: hiddenEcho,
      terminal: true,
    });
    let answered = false;
    lines.once("line", (line) => {
      answered = true;
      process.stderr.write("\n");
      lines.close();
      process.stdin.destroy();
      resolve({ kind: "line", text: line });
    });
    lines.once("close", () => {
      if (!answered) resolve({ kind: "empty" });
    });
    // Raw mode turns Ctrl-C into an event; honour it as an interrupt.
    lines.on("SIGINT", () => {
      process.stderr.write("\n");
      process.exit(130);
    });
    process.stdin.once("error", reject);
  });
}

/**
 * The bytes of the arguments as the system passed them: Node has already decoded process.argv,
 * turning bytes that are not UTF-8 into U+FFFD. Linux shows the raw command line; elsewhere null
 * (docs/decisions/cli-input-and-output.md, "Arguments are UTF-8 text, as standard input is").
 */
function readArgumentBytes(argv: readonly string[]): Uint8Array[] | null {
  if (process.platform !== "linux") return null;
  try {
    return matchArgumentBytes(readFileSync("/proc/self/cmdline"), argv);
  } catch {
    return null;
  }
}

const argv = process.argv.slice(2);

const io: CliIo = {
  write: writeToStdout,
  error: (line) => process.stderr.write(`${line}\n`),
  // Piped input is read as bytes, and only as far as the first line (or the cap).
  readLine: () => (process.stdin.isTTY === true ? readTypedLine() : readFirstLine(process.stdin)),
  argumentBytes: readArgumentBytes(argv),
  breachApiUrl: process.env.KEYSMITH_BREACH_API_URL,
};

process.exitCode = await run(argv, io);
