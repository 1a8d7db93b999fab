import { createInterface } from "node:readline";
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

function readFirstLine(): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
    let answered = false;
    lines.once("line", (line) => {
      answered = true;
      lines.close();
      process.stdin.destroy();
      resolve(line);
    });
    lines.once("close", () => {
      if (!answered) resolve(null);
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
