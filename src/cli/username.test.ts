import { describe, expect, it } from "vitest";

import { USERNAME_ERRORS } from "#core/generate/username";
import { CLI_OPTIONS } from "./args";
import { HELP_TEXT } from "./help";
import { expectUsageError, runCli } from "./test-harness";

describe("keysmith username", () => {
  it("prints one two-word username with two digits by default", async () => {
    const { status, lines, errors } = await runCli(["username"]);
    expect(status).toBe(0);
    expect(errors).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^[A-Z][a-z]{2,5}[A-Z][a-z]{2,5}[0-9]{2}$/);
  });

  it("prints each style, --count times", async () => {
    const cases: [string[], RegExp][] = [
      [["--words", "1", "--digits", "4", "--no-capitalize"], /^[a-z]{3,6}[0-9]{4}$/],
      [["-w", "2", "-s", "_", "--digits", "0"], /^[A-Z][a-z]{2,5}_[A-Z][a-z]{2,5}$/],
      [["--style", "chars", "--length", "9"], /^[a-z][a-z0-9]{8}$/],
      [["--email", "Jane.Doe@Example.com"], /^Jane\.Doe\+[a-z0-9]{8}@example\.com$/],
      [["--style", "plus", "--email", "jane@example.com"], /^jane\+[a-z0-9]{8}@example\.com$/],
      [["--domain", "example.org"], /^[a-z0-9]{8}@example\.org$/],
    ];
    for (const [argv, shape] of cases) {
      const { status, lines, errors } = await runCli(["username", "-n", "20", ...argv]);
      expect(errors, argv.join(" ")).toEqual([]);
      expect(status).toBe(0);
      expect(lines).toHaveLength(20);
      for (const line of lines) expect(line).toMatch(shape);
      expect(new Set(lines).size).toBeGreaterThan(15);
    }
  });

  it.each([
    [["--style", "handle"], '--style must be one of words, chars, plus, catchall, not "handle"'],
    [["--length", "9"], "--length cannot be used with --style words"],
    [["--style", "chars", "--digits", "2"], "--digits cannot be used with --style chars"],
    [["--email", "a@example.com", "--domain", "example.com"], "give either --email"],
    [
      ["--style", "catchall", "--email", "a@example.com"],
      "--email cannot be used with --style catchall",
    ],
    [["--style", "plus"], `--email: ${USERNAME_ERRORS.emailMissing}`],
    [["--email", "jane+news@example.com"], `--email: ${USERNAME_ERRORS.emailTagged}`],
    [["--email", "jane@localhost"], `--email: ${USERNAME_ERRORS.domain}`],
    [["--domain", "bücher.de"], `--domain: ${USERNAME_ERRORS.domainInternational}`],
    [["--words", "3"], "--words must be a whole number from 1 to 2"],
    [["--digits", "5"], "--digits must be a whole number from 0 to 4"],
    [["--style", "chars", "--length", "5"], "--length must be a whole number from 6 to 20"],
    [["--separator", "+"], '--separator must be one of - _ . or "" (none), not "+"'],
    [["--no-capitalize"], "--no-capitalize with two words needs a --separator"],
    [["--no-capitalize", "--separator", ""], "--no-capitalize with two words needs a --separator"],
    [["extra"], "unexpected argument extra"],
  ])("%j is refused with one line and status 2", async (argv, message) => {
    expectUsageError(await runCli(["username", ...argv]), message);
  });

  it("takes an option's value in every spelling the other commands take", async () => {
    const values: Record<string, string> = {
      style: "chars",
      words: "1",
      digits: "3",
      separator: ".",
      length: "10",
      email: "jane@example.com",
      domain: "example.com",
      count: "2",
    };
    const taking = Object.entries(CLI_OPTIONS.username).filter(
      ([, option]) => option.type === "string",
    );
    expect(taking.map(([name]) => name).sort()).toEqual(Object.keys(values).sort());
    for (const [name, option] of taking) {
      const value = values[name] ?? "";
      // --length is the chars style's own option.
      const before = name === "length" ? ["username", "--style", "chars"] : ["username"];
      const reference = await runCli([...before, `--${name}`, value]);
      expect(reference.errors, name).toEqual([]);
      const spellings = [[`--${name}=${value}`]];
      const short: unknown = Reflect.get(option, "short");
      if (typeof short === "string") spellings.push([`-${short}`, value], [`-${short}${value}`]);
      for (const spelling of spellings)
        expect(await runCli([...before, ...spelling])).toEqual(reference);
    }
  });

  it("is in --help with every option, and says a username is not a secret", async () => {
    for (const name of Object.keys(CLI_OPTIONS.username)) expect(HELP_TEXT).toContain(`--${name}`);
    expect(HELP_TEXT).toContain("A username is not a secret");
    const { stdout, status } = await runCli(["username", "--help"]);
    expect(status).toBe(0);
    expect(stdout).toContain("keysmith username [options]");
  });
});
