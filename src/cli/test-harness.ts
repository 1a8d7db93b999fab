import { expect } from "vitest";

import { createSeededRandomizer } from "#core/testing/seeded-randomizer";
import { run, type CliIo } from "./run";
import { readFirstLine } from "./stdin";

// The command run in memory, for the CLI's tests. Only tests import this file: the bundle starts
// at main.ts, which does not, so none of it ships in keysmith.mjs.

/** An in-memory `CliIo` and what the command wrote to it. */
export interface CapturedIo {
  io: CliIo;
  /** Each piece of text handed to standard output, in order. */
  writes: string[];
  /** Each line written to standard error, in order. */
  errors: string[];
  /** Standard output so far. */
  stdout: () => string;
}

export interface InMemoryRun {
  /** What standard input holds, read by the command's own reader; null for an empty input. */
  stdin?: string | Uint8Array | null;
  /** Seed of the randomizer, so runs repeat; null leaves the command's own (Web Crypto). */
  seed?: number | null;
  /** The arguments' bytes as the system would show them (see argument-bytes.ts). */
  argumentBytes?: readonly Uint8Array[] | null;
}

async function* chunksOf(input: string | Uint8Array | null) {
  if (input !== null) yield input;
}

export function captureIo({
  stdin = null,
  seed = 1,
  argumentBytes = null,
}: InMemoryRun = {}): CapturedIo {
  const writes: string[] = [];
  const errors: string[] = [];
  const io: CliIo = {
    write: async (text) => {
      writes.push(text);
    },
    error: (line) => {
      errors.push(line);
    },
    readLine: () => readFirstLine(chunksOf(stdin)),
    ...(seed === null ? {} : { randomizer: createSeededRandomizer(seed) }),
    argumentBytes,
  };
  return { io, writes, errors, stdout: () => writes.join("") };
}

/** Runs `keysmith argv` in memory: exit status, standard output (whole and as lines), errors. */
export async function runCli(argv: string[], options: InMemoryRun = {}) {
  const captured = captureIo(options);
  const status = await run(argv, captured.io);
  const stdout = captured.stdout();
  const lines = stdout.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return { status, lines, errors: captured.errors, stdout };
}

/**
 * A usage error as --help promises it: exit status 2, nothing on standard output, and one line
 * on standard error, "keysmith: …", that contains `message`.
 */
export function expectUsageError(result: Awaited<ReturnType<typeof runCli>>, message: string) {
  expect(result.status).toBe(2);
  expect(result.stdout).toBe("");
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]).toMatch(/^keysmith: /);
  expect(result.errors[0]).toContain(message);
  expect(result.errors[0]).not.toContain("\n");
}
