import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { matchArgumentBytes } from "./argument-bytes";
import { expectUsageError, runCli } from "./test-harness";

// Arguments that are not UTF-8 are refused as standard input is
// (docs/decisions/cli-input-and-output.md, "Arguments are UTF-8 text, as standard input is").

const utf8 = (text: string) => new TextEncoder().encode(text);

/** A raw command line as Linux shows it: each argument ended by a NUL byte. */
function cmdline(...parts: (string | Uint8Array)[]): Uint8Array {
  const bytes = parts.flatMap((part) => [...(typeof part === "string" ? utf8(part) : part), 0]);
  return Uint8Array.from(bytes);
}

/** "pässword" in Latin-1: 0xE4 is not UTF-8 here. */
const LATIN1 = Uint8Array.from([0x70, 0xe4, 0x73, 0x73, 0x77, 0x6f, 0x72, 0x64]);
/** What Node makes of those bytes in process.argv. */
const DECODED = new TextDecoder().decode(LATIN1);

describe("matchArgumentBytes", () => {
  it("gives each argument's bytes, after the interpreter, its options and the script", () => {
    const raw = cmdline("node", "--no-warnings", "/usr/bin/keysmith", "check", LATIN1);
    expect(matchArgumentBytes(raw, ["check", DECODED])).toEqual([utf8("check"), LATIN1]);
  });

  it("keeps empty arguments", () => {
    const raw = cmdline("node", "keysmith", "passphrase", "-s", "", "-w", "3");
    expect(
      matchArgumentBytes(raw, ["passphrase", "-s", "", "-w", "3"])?.map((b) => b.length),
    ).toEqual([10, 2, 0, 2, 1]);
  });

  it("gives up when the bytes do not match the arguments for certain", () => {
    const raw = cmdline("node", "keysmith", "check", "other");
    expect(matchArgumentBytes(raw, ["check", "password"])).toBeNull();
    // Bytes that are not UTF-8 can only stand for an argument holding U+FFFD.
    expect(matchArgumentBytes(cmdline("node", "k", LATIN1), ["password"])).toBeNull();
    // More arguments than the command line holds; a command line cut short.
    expect(matchArgumentBytes(cmdline("node"), ["a", "b"])).toBeNull();
    expect(matchArgumentBytes(utf8("node\0keysmith\0check"), ["check"])).toBeNull();
  });

  it("matches any arguments to the command line made of them", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 8 }), { maxLength: 6 }),
        (argv) => {
          const clean = argv.map((argument) => argument.replaceAll("\0", ""));
          expect(matchArgumentBytes(cmdline("node", "keysmith", ...clean), clean)).toEqual(
            clean.map(utf8),
          );
        },
      ),
    );
  });
});

describe("arguments that are not UTF-8", () => {
  it.each([
    ["check's password", ["check", DECODED], 2],
    ["--charset", ["--charset", DECODED], 2],
    ["--charset=", ["-n", "2", `--charset=${DECODED}`], 3],
    ["--separator", ["passphrase", "--separator", DECODED], 3],
  ])("refuses %s by its position, never echoing it, exit status 2", async (_, argv, position) => {
    const raw = cmdline(
      "node",
      "keysmith",
      ...argv.map((argument) =>
        argument.includes(DECODED)
          ? Uint8Array.from([...utf8(argument.replace(DECODED, "")), ...LATIN1])
          : argument,
      ),
    );
    const bytes = matchArgumentBytes(raw, argv);
    expect(bytes).not.toBeNull();
    const result = await runCli(argv, { argumentBytes: bytes });
    expectUsageError(
      result,
      `argument ${position} is not UTF-8 text, so nothing was done; pass every argument as UTF-8`,
    );
    expect(result.errors[0]).not.toContain("ssword");
  });

  it("takes a real U+FFFD, typed as UTF-8, where the bytes show it", async () => {
    const argv = ["--charset", "ab\uFFFD", "-n", "3"];
    const result = await runCli(argv, {
      argumentBytes: matchArgumentBytes(cmdline("node", "k", ...argv), argv),
    });
    expect(result.errors).toEqual([]);
    expect(result.status).toBe(0);
    for (const line of result.lines) expect(line).toMatch(/^[ab\uFFFD]{16}$/u);
  });

  it("refuses any U+FFFD where the bytes cannot be seen, and says why", async () => {
    for (const argv of [
      ["check", DECODED],
      ["--charset", "ab\uFFFD"],
    ]) {
      expectUsageError(
        await runCli(argv, { argumentBytes: null }),
        `argument 2 holds U+FFFD REPLACEMENT CHARACTER, which is also what bytes that are not UTF-8 become, and keysmith cannot tell which here; nothing was done: pass the argument as UTF-8 without U+FFFD`,
      );
    }
  });

  it("leaves every other argument alone", async () => {
    const { status, errors } = await runCli(["--charset", "äöü€", "-n", "2"], {
      argumentBytes: null,
    });
    expect(errors).toEqual([]);
    expect(status).toBe(0);
  });
});
