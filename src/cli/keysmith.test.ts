import { execFileSync, spawn } from "node:child_process";
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

function runBuilt(args: string[], stdin = ""): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ["pipe", "pipe", "pipe"] });
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

  it("streams a million passwords through a pipe", async () => {
    const { status, stdout } = await runBuilt(["--count", "1000000"]);
    expect(status).toBe(0);
    expect(stdout.length).toBe(17_000_000);
  }, 30_000);
});
