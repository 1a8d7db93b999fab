import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { run, type CliIo } from "./run";

// `keysmith … | head` closes the pipe early; that is the reader's choice, not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

function writeToStdout(text: string): Promise<void> {
  if (process.stdout.write(text)) return Promise.resolve();
  return new Promise((resolve) => process.stdout.once("drain", resolve));
}

/** Swallows readline's echo, so a password typed at a terminal is not shown. */
const hiddenEcho = new Writable({
  write(_chunk, _encoding, done) {
    done();
  },
});

function readFirstLine(): Promise<string | null> {
  const typing = process.stdin.isTTY === true;
  if (typing) process.stderr.write("Password to check (hidden): ");
  return new Promise((resolve, reject) => {
    const lines = createInterface({
      input: process.stdin,
      crlfDelay: Infinity,
      ...(typing ? { output: hiddenEcho, terminal: true } : {}),
    });
    let answered = false;
    lines.once("line", (line) => {
      answered = true;
      if (typing) process.stderr.write("\n");
      lines.close();
      process.stdin.destroy();
      resolve(line);
    });
    lines.once("close", () => {
      if (!answered) resolve(null);
    });
    // Raw mode turns Ctrl-C into an event; honour it as an interrupt.
    lines.on("SIGINT", () => {
      process.stderr.write("\n");
      process.exit(130);
    });
    process.stdin.once("error", reject);
  });
}

const io: CliIo = {
  write: writeToStdout,
  error: (line) => process.stderr.write(`${line}\n`),
  readLine: readFirstLine,
};

process.exitCode = await run(process.argv.slice(2), io);
