import { describe, expect, it } from "vitest";
import {
  checkPasswordAgainstRules,
  parsePasswordRules,
  type PasswordRules,
} from "#core/password-rules";
import { expectUsageError, runCli as runInMemory } from "./test-harness";

// The site-rules arguments (docs/decisions/password-rules.md): --site, --rules, pwgen-style LENGTH
// COUNT, --remove-chars, short forms.

/** Seeded, so a failing run repeats exactly. */
const runCli = (argv: string[]) => runInMemory(argv, { seed: 7 });

function rulesOf(text: string): PasswordRules {
  const parsed = parsePasswordRules(text);
  if (!parsed.success) throw new Error(text);
  return parsed.data;
}

const ACME = rulesOf(
  "minlength: 8; maxlength: 40; required: upper; required: [!#$%&*@^]; allowed: lower,digit;",
);

describe("keysmith LENGTH COUNT (as pwgen reads them)", () => {
  it("prints COUNT passwords of LENGTH", async () => {
    const { status, lines, errors } = await runCli(["20", "5"]);
    expect(status).toBe(0);
    expect(errors).toEqual([]);
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toHaveLength(20);
  });

  it("takes LENGTH alone, beside today's options", async () => {
    const { lines } = await runCli(["12", "--no-symbols", "-n", "3"]);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^[A-Za-z0-9]{12}$/);
  });
});

describe("short forms", () => {
  it("-A -0 -B leave out capitals, digits and similar characters", async () => {
    const { lines } = await runCli(["-A0B", "-n", "40"]);
    for (const line of lines) expect(line).toMatch(/^[^A-Z0-9l]{16}$/);
  });
});

describe("--remove-chars", () => {
  it("never uses the removed characters and keeps one of each type", async () => {
    const { status, lines } = await runCli(["-r", "aeiouAEIOU0123!@#", "-n", "200", "10"]);
    expect(status).toBe(0);
    for (const line of lines) {
      expect(line).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[4-9])(?=.*[^A-Za-z0-9]).{10}$/);
      expect(line).not.toMatch(/[aeiouAEIOU0123!@#]/);
    }
  });

  it("works on a --charset too", async () => {
    const { lines } = await runCli(["--charset", "abcdef", "--remove-chars", "ace", "-n", "20"]);
    for (const line of lines) expect(line).toMatch(/^[bdf]{16}$/);
  });
});

describe("--site", () => {
  it("prints passwords the site's rule accepts, from a URL as typed", async () => {
    const { status, lines, errors } = await runCli([
      "--site",
      "https://WWW.AcmeMarkets.com/login",
      "-n",
      "50",
    ]);
    expect(status).toBe(0);
    expect(errors).toEqual([]);
    expect(lines).toHaveLength(50);
    for (const line of lines) {
      expect(line).toHaveLength(16);
      expect(checkPasswordAgainstRules(line, ACME)).toEqual([]);
    }
  });

  it("uses the parent domain's rule for a subdomain, at the length asked for", async () => {
    const { lines } = await runCli(["--site", "shop.acmemarkets.com", "40", "3"]);
    for (const line of lines) {
      expect(line).toHaveLength(40);
      expect(checkPasswordAgainstRules(line, ACME)).toEqual([]);
    }
  });

  it("goes under 8 only for a site whose maximum is lower, with a note", async () => {
    const { status, lines, errors } = await runCli(["--rules", "maxlength: 6; allowed: digit;"]);
    expect(status).toBe(0);
    expect(lines[0]).toMatch(/^\d{6}$/);
    expect(errors).toEqual([
      "keysmith: note: This site accepts at most 6 characters, fewer than Keysmith's minimum of 8. A password this short is weak: use it only because the site allows nothing longer.",
    ]);
  });
});

describe("--rules", () => {
  it("prints the rule's warnings on standard error, as the page shows them, and keeps going", async () => {
    const { status, lines, errors } = await runCli(["--rules", "allowed: [abé];", "-n", "3"]);
    expect(status).toBe(0);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^[ab]{16}$/);
    expect(errors).toEqual([
      'keysmith: warning: Character 13: "é" is not a printable ASCII character, so the class ignores it',
    ]);
  });

  it("names a zero-width character inside brackets by its code point", async () => {
    const { status, errors } = await runCli(["--rules", "required: [a\u200bb]; allowed: lower;"]);
    expect(status).toBe(0);
    expect(errors).toEqual([
      "keysmith: warning: Character 13: U+200B ZERO WIDTH SPACE is not a printable ASCII character, so the class ignores it",
    ]);
  });

  it("prints every warning, each on its own line, before the rule's notes", async () => {
    const { status, lines, errors } = await runCli([
      "--rules",
      "maxlength: 6; allowed: [aé], digit; allowed: [-a-];",
    ]);
    expect(status).toBe(0);
    expect(lines[0]).toMatch(/^[-a0-9]{6}$/);
    expect(errors).toEqual([
      'keysmith: warning: Character 26: "é" is not a printable ASCII character, so the class ignores it',
      'keysmith: warning: Character 49: A "-" is literal only as the first character of a class; this one is ignored',
      "keysmith: note: This site accepts at most 6 characters, fewer than Keysmith's minimum of 8. A password this short is weak: use it only because the site allows nothing longer.",
    ]);
  });

  it("a rule that cannot be used is still refused in one line, its warnings left out", async () => {
    expectUsageError(
      await runCli(["--rules", "allowed: [aé]; minlength: 20; maxlength: 10;"]),
      "at least 20 and at most 10 characters: no password fits",
    );
  });

  it("prints passwords a pasted rule accepts", async () => {
    const rule =
      "minlength: 10; maxlength: 12; max-consecutive: 1; required: upper; required: [-_];";
    const { status, lines } = await runCli(["--rules", rule, "-n", "100"]);
    expect(status).toBe(0);
    for (const line of lines) {
      expect(line).toHaveLength(12);
      expect(checkPasswordAgainstRules(line, rulesOf(rule))).toEqual([]);
    }
  });

  it("drops removed characters and similar ones from the rule's pool", async () => {
    const { lines } = await runCli(["--rules", "required: digit;", "-B", "-r", "2", "-n", "50"]);
    for (const line of lines) {
      expect(line).toMatch(/\d/);
      expect(line).not.toMatch(/[0O1lI2]/);
    }
  });
});

describe("bad site-rules arguments: one line on standard error, exit status 2", () => {
  it.each([
    [["16", "5", "3"], "unexpected argument 3"],
    [["sixteen"], "unexpected argument sixteen"],
    [["7"], 'LENGTH must be a whole number from 8 to 128, not "7"'],
    [["16", "0"], 'COUNT must be a whole number from 1 to 1,000,000, not "0"'],
    [["16", "-l", "20"], "the length is given twice: as --length 20 and as LENGTH 16"],
    [["16", "2", "-n", "3"], "the count is given twice"],
    [
      ["--site", "example.invalid"],
      'no password rules are known for "example.invalid"; pass the site\'s requirements with --rules',
    ],
    [
      ["--site", "acmemarkets.com", "--rules", "minlength: 8"],
      "give either --site or --rules, not both",
    ],
    [
      ["--site", "acmemarkets.com", "--no-symbols"],
      "--site decides the characters, so --no-symbols cannot be used with it",
    ],
    [
      ["--rules", "minlength: 8", "--charset", "abc"],
      "--rules decides the characters, so --charset cannot",
    ],
    [
      ["--site", "acmemarkets.com", "41"],
      "length 41 is outside what acmemarkets.com allows here (8 to 40 characters)",
    ],
    [
      ["--rules", "maxlength: 6;", "--length", "8"],
      "length 8 is outside what the rule allows here (1 to 6 characters)",
    ],
    [
      ["--rules", "minlength: 8; required: uper;"],
      '--rules: Character 25: Unknown character class "uper"',
    ],
    [
      ["--rules", "minlength: 20; maxlength: 10;"],
      "at least 20 and at most 10 characters: no password fits",
    ],
    [
      ["--rules", "required: digit;", "-r", "0123456789"],
      "Every character the rule allows is removed",
    ],
    [
      ["--rules", "required: digit; allowed: lower;", "-r", "0123456789"],
      'No character is left for "required: digit"',
    ],
    // Without a rule, -r is the page's "Exclude these characters", with its messages.
    [["-r", "abcdefghijklmnopqrstuvwxyz"], "Every lowercase letter is excluded"],
    [
      ["--charset", "ab", "-r", "ab"],
      "Custom charset has no characters left once the excluded characters are removed",
    ],
    [["--remove-chars"], "--remove-chars needs a value"],
  ])("%j", async (argv, message) => {
    expectUsageError(await runCli(argv), message);
  });
});
