import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// Smoke tests of the built command, as `npx keysmith` runs it; behaviour is tested through run().
const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = `${root}dist/cli/keysmith.mjs`;

interface Outcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

function runBuilt(args: string[], stdin = "", file = bin): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

/** Runs `sh -c SCRIPT` with the built command as "$0": for redirections node cannot set up. */
function runInShell(script: string): Promise<Outcome> {
  return runBuilt(["-c", script, bin], "", "/bin/sh");
}

beforeAll(() => {
  execFileSync(process.execPath, [`${root}scripts/build-cli.mjs`], { stdio: "pipe" });
}, 60_000);

describe("the built keysmith command", () => {
  it("runs as an executable and prints five passwords", async () => {
    const { status, stdout, stderr } = await runBuilt(["--count", "5"]);
    expect(status).toBe(0);
    expect(stderr).toBe("");
    expect(stdout).toMatch(/^(?:[\x21-\x7e]{16}\n){5}$/);
  });

  it("checks a password read from standard input", async () => {
    const { status, stdout } = await runBuilt(["check", "--json"], "hunter2\nignored\n");
    expect(status).toBe(0);
    // 3 of 8 checks say Fair; "hunter" is on the blocklist, so Weak
    // (docs/decisions/checker-verdict.md).
    expect(JSON.parse(stdout)).toMatchObject({ score: 3, label: "Weak", blocklisted: true });
  });

  it("exits 2 with one line on standard error for a bad argument", async () => {
    const { status, stdout, stderr } = await runBuilt(["--length", "3"]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
    expect(stderr.trimEnd().split("\n")).toHaveLength(1);
  });

  it("carries the known-sites list and its licence in the one file", async () => {
    const alone = join(mkdtempSync(join(tmpdir(), "keysmith-")), "keysmith.mjs");
    copyFileSync(bin, alone);
    const { status, stdout } = await runBuilt(
      ["--site", "www.acmemarkets.com", "-n", "3"],
      "",
      alone,
    );
    expect(status).toBe(0);
    expect(stdout).toMatch(/^(?:[A-Za-z0-9!#$%&*@^]{16}\n){3}$/);
    expect(readFileSync(alone, "utf8")).toContain("Copyright 2020 - 2026 Apple Inc.");
  });

  it("ships the man page beside the command", () => {
    expect(readFileSync(`${root}dist/cli/keysmith.1`, "utf8")).toBe(
      readFileSync(`${root}src/cli/keysmith.1`, "utf8"),
    );
  });

  it("streams a million passwords through a pipe", async () => {
    const { status, stdout } = await runBuilt(["--count", "1000000"]);
    expect(status).toBe(0);
    expect(stdout.length).toBe(17_000_000);
  }, 30_000);

  it("stops reading standard input at 4,096 bytes and checks nothing", async () => {
    const child = spawn(bin, ["check"], { stdio: ["pipe", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    const fed = new Promise<string>((resolve) => {
      child.stdin.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      child.stdin.end("a".repeat(5_000_000), (error?: NodeJS.ErrnoException | null) =>
        resolve(error ? (error.code ?? "error") : "all read"),
      );
    });
    const status = await new Promise((resolve) => child.on("close", resolve));
    expect(status).toBe(2);
    expect(stderr).toBe(
      "keysmith: the password is longer than 4,096 bytes, the most keysmith check reads; nothing was checked (see keysmith --help)\n",
    );
    // The command left before the 5 MB were read, so the pipe broke under the writer.
    expect(await fed).toBe("EPIPE");
  });

  it.skipIf(!existsSync("/dev/full"))(
    "reports a full disk in one line with exit status 74",
    async () => {
      const { status, stdout, stderr } = await runInShell('"$0" -n 1000 >/dev/full');
      expect(status).toBe(74);
      expect(stdout).toBe("");
      expect(stderr).toBe(
        "keysmith: cannot write to standard output: no space left on device (ENOSPC)\n",
      );
    },
  );

  it.skipIf(process.platform !== "linux")(
    "reports a closed standard output in one line with exit status 74",
    async () => {
      const closed = await runInShell('"$0" -n 3 >&-');
      expect(closed.status).toBe(74);
      expect(closed.stderr).toBe(
        "keysmith: cannot write to standard output: it is closed (EBADF)\n",
      );
      // Output thrown away on purpose is not an error.
      const discarded = await runInShell('"$0" -n 3 >/dev/null');
      expect(discarded).toEqual({ status: 0, stdout: "", stderr: "" });
    },
  );

  it("ends quietly with exit status 0 when the reader closes the pipe, as head does", async () => {
    const child = spawn(bin, ["--count", "1000000"], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    child.stdout.once("data", () => child.stdout.destroy());
    const status = await new Promise((resolve) => child.on("close", resolve));
    expect(status).toBe(0);
    expect(stderr).toBe("");
  });

  it.skipIf(process.platform !== "linux")(
    "refuses argument bytes that are not UTF-8, as on standard input, and takes a real U+FFFD",
    async () => {
      // "pässword" in Latin-1: Node turns 0xE4 into U+FFFD before keysmith sees it.
      for (const script of [
        `"$0" check "$(printf 'p\\344ssword')"`,
        `"$0" --charset "$(printf 'ab\\344')"`,
        `"$0" passphrase --separator "$(printf '\\377')"`,
      ]) {
        const refused = await runInShell(script);
        expect(refused.status).toBe(2);
        expect(refused.stdout).toBe("");
        expect(refused.stderr).toMatch(
          /^keysmith: argument \d is not UTF-8 text, so nothing was done; pass every argument as UTF-8 \(see keysmith --help\)\n$/,
        );
      }
      // U+FFFD typed as UTF-8 (EF BF BD) is a character like any other.
      const real = await runInShell(`"$0" --charset "$(printf 'ab\\357\\277\\275')" -n 2`);
      expect(real.stderr).toBe("");
      expect(real.status).toBe(0);
      expect(real.stdout).toMatch(/^(?:[ab\uFFFD]{16}\n){2}$/u);
    },
    60_000,
  );
});
