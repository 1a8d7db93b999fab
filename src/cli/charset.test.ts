import { describe, expect, it } from "vitest";

import { expectUsageError, runCli } from "./test-harness";

// docs/decisions/visible-passwords.md: --charset refuses what a person cannot see, and warns about
// a one-character pool.

describe("keysmith --charset with invisible characters", () => {
  it("refuses zero-width, override and byte-order characters, naming each, with status 2", async () => {
    expectUsageError(
      await runCli(["--charset", "\u200B\u202E\uFEFF"]),
      "The custom set contains invisible characters: U+200B ZERO WIDTH SPACE, U+202E RIGHT-TO-LEFT OVERRIDE, U+FEFF ZERO WIDTH NO-BREAK SPACE. Remove them; a password must be readable.",
    );
  });

  it("refuses a tab among visible characters", async () => {
    expectUsageError(
      await runCli(["--charset", "ab\tc"]),
      "The custom set contains an invisible character: U+0009 CHARACTER TABULATION.",
    );
  });

  it("prints nothing on standard output when it refuses", async () => {
    const { stdout, status } = await runCli(["--charset", "a\u2067b"]);
    expect(status).toBe(2);
    expect(stdout).toBe("");
  });

  it("still draws from emoji joined by zero-width joiners", async () => {
    const { status, lines, errors } = await runCli(["--count", "5", "--charset", "👨‍👩‍👧❤️x"]);
    expect(status).toBe(0);
    expect(errors).toEqual([]);
    for (const line of lines) expect(line).toMatch(/^(?:👨‍👩‍👧|❤️|x){16}$/u);
  });
});

describe("keysmith --charset with a one-character pool", () => {
  it("prints the passwords of spaces and warns on standard error with their entropy", async () => {
    const { status, lines, errors } = await runCli(["--charset", " ", "-n", "2"]);
    expect(status).toBe(0);
    expect(lines).toEqual([" ".repeat(16), " ".repeat(16)]);
    expect(errors).toEqual([
      "keysmith: warning: Only one character can be drawn, the space: every password is the same 16 spaces, with 0 bits of entropy. Add other characters to make it hard to guess.",
    ]);
  });

  it("warns about a single letter too", async () => {
    const { status, errors } = await runCli(["--charset", "aaa"]);
    expect(status).toBe(0);
    expect(errors).toEqual([
      'keysmith: warning: Only one character can be drawn, "a": every password is the same, with 0 bits of entropy. Add other characters to make it hard to guess.',
    ]);
  });

  it("says nothing for a set of two characters", async () => {
    expect((await runCli(["--charset", " a"])).errors).toEqual([]);
  });
});

describe("keysmith --rules allowing one character", () => {
  it("prints the password and notes on standard error that it is always the same", async () => {
    const { status, lines, errors } = await runCli(["--rules", "required: [ ];", "-n", "1"]);
    expect(status).toBe(0);
    expect(lines).toEqual([" ".repeat(16)]);
    expect(errors).toEqual([
      "keysmith: note: Only one character can be drawn, the space: every password is the same 16 spaces, with 0 bits of entropy. Add other characters to make it hard to guess.",
    ]);
  });
});
