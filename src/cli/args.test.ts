import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { SIMILAR_CHARACTERS, SPECIAL } from "#core";
import {
  checkPasswordAgainstRules,
  findKnownSite,
  parsePasswordRules,
  type PasswordRules,
} from "#core/password-rules";
import { KNOWN_SITES } from "#core/password-rules/known-sites-data";
import { splitGraphemes } from "#core/generate/custom-charset";
import { expectUsageError, runCli } from "./test-harness";

// Every option is honoured or refused (docs/decisions/cli-input-and-output.md): an option that
// another one makes meaningless is refused with one line naming both, exit status 2.

function rulesOf(text: string): PasswordRules {
  const parsed = parsePasswordRules(text);
  if (!parsed.success) throw new Error(text);
  return parsed.data;
}

function siteRules(site: string): PasswordRules {
  const match = findKnownSite(KNOWN_SITES, site);
  if (match === null) throw new Error(site);
  return rulesOf(match.rules);
}

/** The usage error names both options, in one line. */
function expectClash(result: Awaited<ReturnType<typeof runCli>>, first: string, second: string) {
  expectUsageError(result, first);
  expect(result.errors[0]).toContain(second);
}

describe("options that another option makes meaningless are refused", () => {
  it.each([
    // Each of these printed passwords with status 0 and ignored the second option.
    [["--site", "apple.com", "--min-digits", "5"], "--site", "--min-digits"],
    [["--site", "apple.com", "--symbols", "@"], "--site", "--symbols"],
    [["--site", "apple.com", "--min-symbols", "2"], "--site", "--min-symbols"],
    [["--rules", "allowed: lower;", "--min-digits", "3"], "--rules", "--min-digits"],
    [["--rules", "allowed: lower;", "--symbols", "#"], "--rules", "--symbols"],
    [["--charset", "abc", "--min-digits", "5"], "--charset", "--min-digits"],
    [["--charset", "abc", "--min-symbols", "1"], "--charset", "--min-symbols"],
    [["--charset", "abc", "--symbols", "@"], "--charset", "--symbols"],
    [["--min-digits", "5", "--no-numbers"], "--no-numbers", "--min-digits"],
    [["--no-numbers", "--min-digits", "0"], "--no-numbers", "--min-digits"],
    [["--symbols", "@", "--no-symbols"], "--no-symbols", "--symbols"],
    [["--min-symbols", "3", "--no-symbols"], "--no-symbols", "--min-symbols"],
    [["--pin", "6", "--groups", "4"], "--pin", "--groups"],
    [["--memorable", "--min-digits", "2"], "--memorable", "--min-digits"],
    // Refused before, with the same kind of line.
    [["--charset", "abc", "--no-uppercase"], "--charset", "--no-uppercase"],
    [["--site", "apple.com", "--no-symbols"], "--site", "--no-symbols"],
    [["--pin", "6", "--no-symbols"], "--pin", "--no-symbols"],
  ])("%j: one line naming %s and %s, exit status 2", async (argv, first, second) => {
    const result = await runCli(argv);
    expectClash(result, first, second);
    expect(result.errors[0]).toMatch(/cannot be used with it/);
  });

  it("whatever the order the options come in", async () => {
    for (const argv of [
      ["--min-digits", "5", "--site", "apple.com"],
      ["--site", "apple.com", "--min-digits", "5"],
      ["--min-digits=5", "--site=apple.com", "-n", "3"],
    ]) {
      expectClash(await runCli(argv), "--site", "--min-digits");
    }
  });

  it("says what still applies with a rule or a custom set", async () => {
    expectUsageError(
      await runCli(["--rules", "allowed: lower;", "--min-digits", "3"]),
      "--rules decides the characters, so --min-digits cannot be used with it; --length, --remove-chars and --exclude-similar can",
    );
  });

  it.each([
    [["--site", "apple.com", "--length", "20", "--remove-chars", "abc", "--exclude-similar"]],
    [["--rules", "allowed: lower, digit;", "-B", "-r", "xyz", "24"]],
    [["--charset", "abcdef0O", "--exclude-similar", "--remove-chars", "a", "-l", "12"]],
    [["--no-numbers", "--symbols", "@#", "--min-symbols", "2"]],
    [["--no-symbols", "--min-digits", "4"]],
    [["--no-uppercase", "--no-lowercase", "--min-digits", "3", "--min-symbols", "3"]],
    [["--memorable", "--groups", "4"]],
  ])("still takes %j, whose options all apply", async (argv) => {
    const { status, errors } = await runCli(argv);
    expect(errors).toEqual([]);
    expect(status).toBe(0);
  });
});

describe("every option given is honoured or refused (a fuzz over combinations)", () => {
  const ACME_SITE = "acmemarkets.com";
  /** Where the characters come from, as the first options of the command line. */
  const sources = fc.constantFrom(
    [],
    ["--site", ACME_SITE],
    ["--site", "apple.com"],
    ["--rules", "allowed: lower;"],
    ["--rules", "minlength: 12; required: upper; required: digit; allowed: [-_];"],
    ["--charset", "abc"],
    ["--charset", "xyz789@#"],
    ["--memorable"],
    ["--pin", "6"],
  );
  const extras = fc.subarray([
    ["--no-uppercase"],
    ["--no-lowercase"],
    ["--no-numbers"],
    ["--no-symbols"],
    ["--symbols", "@#"],
    ["--min-digits", "3"],
    ["--min-symbols", "2"],
    ["--exclude-similar"],
    ["--remove-chars", "xa"],
    ["--length", "20"],
    ["--groups", "4"],
  ]);
  const commandLines = fc.tuple(sources, extras, fc.nat()).map(([source, options, turn]) => {
    // The source goes anywhere among the options: order must not matter.
    const groups = [...options];
    groups.splice(turn % (groups.length + 1), 0, [...source]);
    return groups.flat();
  });

  /** Whether each password of `lines` does what every option of `argv` asks. */
  function expectHonoured(argv: readonly string[], lines: readonly string[]) {
    const value = (name: string) => {
      const index = argv.indexOf(name);
      return index === -1 ? undefined : argv[index + 1];
    };
    const has = (name: string) => argv.includes(name);
    const count = (line: string, pattern: RegExp) => line.match(pattern)?.length ?? 0;
    const symbols = new RegExp(`[${SPECIAL.replace(/[\]\\^-]/g, "\\$&")}]`, "g");
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      if (has("--no-uppercase")) expect(line).not.toMatch(/[A-Z]/);
      if (has("--no-lowercase")) expect(line).not.toMatch(/[a-z]/);
      if (has("--no-numbers")) expect(line).not.toMatch(/[0-9]/);
      if (has("--no-symbols")) expect(count(line, symbols)).toBe(0);
      const chosen = value("--symbols");
      if (chosen !== undefined) {
        const drawn = line.match(symbols) ?? [];
        expect(drawn.length).toBeGreaterThan(0);
        for (const symbol of drawn) expect(chosen).toContain(symbol);
      }
      const digits = value("--min-digits");
      if (digits !== undefined) expect(count(line, /[0-9]/g)).toBeGreaterThanOrEqual(+digits);
      const least = value("--min-symbols");
      if (least !== undefined) expect(count(line, symbols)).toBeGreaterThanOrEqual(+least);
      if (has("--exclude-similar")) {
        for (const similar of SIMILAR_CHARACTERS) expect(line).not.toContain(similar);
      }
      const removed = value("--remove-chars");
      if (removed !== undefined) for (const gone of removed) expect(line).not.toContain(gone);
      const length = value("--length");
      if (length !== undefined) expect(splitGraphemes(line)).toHaveLength(+length);
      const charset = value("--charset");
      if (charset !== undefined) {
        for (const character of splitGraphemes(line)) expect(charset).toContain(character);
      }
      const site = value("--site");
      if (site !== undefined) expect(checkPasswordAgainstRules(line, siteRules(site))).toEqual([]);
      const rule = value("--rules");
      if (rule !== undefined) expect(checkPasswordAgainstRules(line, rulesOf(rule))).toEqual([]);
      if (has("--pin")) expect(line).toMatch(/^[0-9]{6}$/);
      const groups = value("--groups");
      if (groups !== undefined) expect(line.split("-")).toHaveLength(+groups);
    }
  }

  it("prints passwords that honour every option, or refuses in one line", async () => {
    await fc.assert(
      fc.asyncProperty(commandLines, fc.integer(), async (argv, seed) => {
        const result = await runCli([...argv, "-n", "5"], { seed });
        if (result.status === 0) {
          expectHonoured(argv, result.lines);
          return;
        }
        expect(result.status).toBe(2);
        expect(result.stdout).toBe("");
        expect(result.errors).toHaveLength(1);
        expect(result.errors[0]).toMatch(/^keysmith: [^\n]+$/);
        // A clash names two options, both given.
        const named = result.errors[0]?.match(/--[a-z-]+/g) ?? [];
        const clash = /cannot be used with|not both/;
        if (clash.test(result.errors[0] ?? "")) {
          for (const option of named.slice(0, 2)) {
            expect(argv.some((token) => token.startsWith(option))).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe("passphrase --separator follows the visible-character rule of custom sets", () => {
  it.each([
    ["a right-to-left override", "\u202e", "U+202E RIGHT-TO-LEFT OVERRIDE"],
    ["a zero-width space", "\u200b", "U+200B ZERO WIDTH SPACE"],
    ["a newline (one passphrase over several lines)", "\n", "U+000A (a control character)"],
    ["a tab", "\t", "U+0009 CHARACTER TABULATION"],
    ["a no-break space", "\u00a0", "U+00A0 NO-BREAK SPACE"],
    ["the braille blank", "\u2800", "U+2800 BRAILLE PATTERN BLANK"],
    ["a Hangul filler", "\u3164", "U+3164 HANGUL FILLER"],
    ["a noncharacter", "\ufdd0", "U+FDD0 (a noncharacter: never a character)"],
    ["an unassigned code point", "\u0378", "U+0378 (unassigned: no character yet)"],
    ["a private-use code point", "\ue000", "U+E000 (private use: no standard character)"],
  ])("refuses %s, naming it, in one line with exit status 2", async (_, separator, named) => {
    for (const argv of [
      ["passphrase", "--separator", separator],
      ["passphrase", `-s=-${separator}-`],
    ]) {
      expectUsageError(await runCli(argv), `--separator contains`);
      expect((await runCli(argv)).errors[0]).toContain(named);
    }
  });

  it.each([["-"], [" "], [""], ["·"], ["🙂"], ["👨‍👩‍👧"], ["--"]])("takes %j", async (separator) => {
    const { status, lines, errors } = await runCli([
      "passphrase",
      `--separator=${separator}`,
      "-w",
      "3",
    ]);
    expect(errors).toEqual([]);
    expect(status).toBe(0);
    expect(lines).toHaveLength(1);
    if (separator !== "") expect(lines[0]?.split(separator)).toHaveLength(3);
  });

  it("prints only passphrases a person can read, whatever the separator (fuzz)", async () => {
    const separators = fc.oneof(
      fc.string({ unit: "binary", maxLength: 4 }),
      fc.string({ unit: "grapheme", maxLength: 3 }),
      fc.constantFrom("\u202e", "\u200b", "\n", "\u2800", "\u3164", "\ufdd0", "\ue000", "\u0378"),
    );
    const unseen = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cn}\p{Co}\p{Cs}\u2800\u3164\u115f\u1160\uffa0]/u;
    await fc.assert(
      fc.asyncProperty(separators, async (separator) => {
        const result = await runCli(["passphrase", `--separator=${separator}`, "-w", "3"]);
        if (result.status === 2) {
          expect(result.errors).toHaveLength(1);
          expect(result.errors[0]).toMatch(/^keysmith: --separator contains /);
          return;
        }
        expect(result.status).toBe(0);
        // Joiners, selectors and tags that belong to an emoji are part of a visible character, and
        // prepended concatenation marks are drawn as signs.
        const bare = separator.replace(
          /\p{Extended_Pictographic}(?:(?:\u200d|\ufe0f|\p{Emoji_Modifier}|[\u{e0020}-\u{e007f}])+\p{Extended_Pictographic}?)*|[\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}]/gu,
          "",
        );
        expect(bare).not.toMatch(unseen);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
