import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
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
    // 3 of 8 checks say Fair; "hunter" is on the blocklist, so Weak (issue 10).
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
});
