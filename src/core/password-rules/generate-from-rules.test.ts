import { describe, expect, it } from "vitest";
import { DEFAULT_PASSWORD_OPTIONS } from "../options/password-options";
import { countValidPasswordsLog2 } from "../strength/entropy";
import { chiSquarePValue, chiSquareStatistic } from "../testing/chi-square";
import { createSeededRandomizer, createSequenceRandomizer } from "../testing/seeded-randomizer";
import { checkPasswordAgainstRules } from "./check-password-rules";
import { countAcceptedStrings, countRunLimitedStrings } from "./count-passwords";
import { convertOptionsToRules, describePasswordRules, formatPasswordRules } from "./format-rules";
import {
  createRulesGenerator,
  generatePasswordFromRules,
  generatePasswordsFromRules,
  resolveRulesLengthRange,
  type RulesGenerator,
} from "./generate-from-rules";
import { KNOWN_SITES } from "./known-sites-data";
import { parsePasswordRules, type PasswordRules } from "./parse-rules";

function rulesOf(text: string): PasswordRules {
  const result = parsePasswordRules(text);
  if (!result.success) throw new Error(`bad rule in test: ${text}`);
  return result.data;
}

function generatorOf(text: string, length?: number): RulesGenerator {
  const compiled = createRulesGenerator(rulesOf(text), length === undefined ? {} : { length });
  if (!compiled.ok) throw new Error(compiled.error);
  return compiled.generator;
}

/** Every string of `length` over `alphabet`, by brute force. */
function* allStrings(alphabet: string, length: number): Generator<string> {
  if (length === 0) {
    yield "";
    return;
  }
  for (const head of alphabet)
    for (const tail of allStrings(alphabet, length - 1)) yield head + tail;
}

describe("counting accepted passwords", () => {
  it("matches brute force for run limits", () => {
    for (const [size, length, limit] of [
      [3, 6, 1],
      [3, 6, 2],
      [2, 7, 3],
      [4, 5, null],
    ] as const) {
      const alphabet = "abcd".slice(0, size);
      let expected = 0n;
      for (const text of allStrings(alphabet, length)) {
        if (limit === null || !new RegExp(`(.)\\1{${limit}}`).test(text)) expected++;
      }
      expect(countRunLimitedStrings(size, length, limit)).toBe(expected);
    }
  });

  it("matches brute force for overlapping requirements with a run limit", () => {
    // Pool "abcd"; required {a,b}, {b,c}, {d}; at most 2 in a row; length 6.
    const masks = [0b0011n, 0b0110n, 0b1000n];
    let expected = 0n;
    for (const text of allStrings("abcd", 6)) {
      if (/[ab]/.test(text) && /[bc]/.test(text) && /d/.test(text) && !/(.)\1\1/.test(text))
        expected++;
    }
    expect(countAcceptedStrings(4, masks, 6, 2)).toBe(expected);
  });

  it("gives the generator's own exact entropy for its options written as rules", () => {
    const { rules } = convertOptionsToRules({ ...DEFAULT_PASSWORD_OPTIONS, length: 20 });
    const generator = generatorOf(formatPasswordRules(rules), 20);
    expect(generator.entropyBits).toBeCloseTo(countValidPasswordsLog2([26, 26, 10, 26], 20), 9);
  });
});

describe("generating from every known site's rules", () => {
  it("produces passwords that an independent check of the rule accepts", () => {
    const randomizer = createSeededRandomizer(13);
    const failures: string[] = [];
    for (const [domain, entry] of KNOWN_SITES) {
      const rules = rulesOf(entry.rules);
      const range = resolveRulesLengthRange(rules);
      if (!range.ok) throw new Error(`${domain}: ${range.error}`);
      for (const length of new Set([range.range.min, 16, range.range.max])) {
        const result = generatePasswordFromRules(rules, { length }, randomizer);
        if (!result.ok) {
          failures.push(`${domain}: ${result.error}`);
          continue;
        }
        expect(result.length).toBeGreaterThanOrEqual(range.range.min);
        expect(result.length).toBeLessThanOrEqual(range.range.max);
        for (let i = 0; i < 5; i++) {
          const password =
            i === 0
              ? result.password
              : generatePasswordFromRules(rules, { length }, randomizer).password;
          const problems = checkPasswordAgainstRules(password, rules);
          if (problems.length > 0)
            failures.push(`${domain} ${JSON.stringify(password)}: ${problems.join(", ")}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 30_000);

  it("draws many passwords from one compilation, each accepted, all with the rule's entropy", () => {
    const rules = rulesOf("minlength: 12; maxlength: 12; required: digit; allowed: lower;");
    const many = generatePasswordsFromRules(rules, { length: 12 }, 5, createSeededRandomizer(4));
    if (!many.ok) throw new Error(many.error);
    expect(many.passwords).toHaveLength(5);
    expect(new Set(many.passwords).size).toBe(5);
    for (const password of many.passwords) {
      expect(checkPasswordAgainstRules(password, rules)).toEqual([]);
    }
    const one = generatePasswordFromRules(rules, { length: 12 }, createSeededRandomizer(4));
    expect(one.ok && one.entropyBits).toBe(many.entropyBits);
    expect(one.ok && one.password).toBe(many.passwords[0]);
    expect(
      generatePasswordsFromRules(rulesOf("minlength: 20; maxlength: 10;"), {}, 5),
    ).toMatchObject({ ok: false });
  });

  it("keeps Keysmith's minimum of 8 unless the site's maximum is lower, and then says so", () => {
    const short = generatePasswordFromRules(
      rulesOf("minlength: 4; maxlength: 6; allowed: digit;"),
      { length: 16 },
      createSeededRandomizer(1),
    );
    expect(short.ok && short.password).toMatch(/^\d{6}$/);
    expect(short.ok && short.notes[0]).toContain(
      "at most 6 characters, fewer than Keysmith's minimum of 8",
    );

    const roomy = generatePasswordFromRules(
      rulesOf("minlength: 4; maxlength: 20;"),
      { length: 5 },
      createSeededRandomizer(1),
    );
    expect(roomy.ok && roomy.length).toBe(8);
    expect(roomy.ok && roomy.notes).toEqual(["Length raised to 8 for these rules"]);
  });

  it("warns, with its 0 bits, when the rule allows a single character such as the space", () => {
    const spaces = generatePasswordFromRules(
      rulesOf("minlength: 10; maxlength: 10; required: [ ];"),
      {},
      createSeededRandomizer(1),
    );
    expect(spaces.ok && spaces.password).toBe(" ".repeat(10));
    expect(spaces.ok && spaces.notes).toEqual([
      "Only one character can be drawn, the space: every password is the same 10 spaces, with 0 bits of entropy. Add other characters to make it hard to guess.",
    ]);
    expect(generatorOf("required: [ a];").notes).toEqual([]);
  });

  it("never goes past the site's maximum or Keysmith's 128", () => {
    expect(generatorOf("maxlength: 12;", 40).length).toBe(12);
    expect(generatorOf("minlength: 20;", 500).length).toBe(128);
    expect(generatorOf("minlength: 20;").length).toBe(20);
  });
});

describe("rules no password can meet get an error, not a hang", () => {
  it.each([
    ["minlength: 12; maxlength: 8;", "at least 12 and at most 8"],
    ["maxlength: 0;", "no characters at all"],
    ["minlength: 200;", "more than Keysmith's maximum of 128"],
    [
      "minlength: 8; allowed: [a]; max-consecutive: 2;",
      "No 16-character password meets these rules",
    ],
    [
      "minlength: 8; maxlength: 8; required: [a]; required: [b]; required: [c]; required: [d]; required: [e]; required: [f]; required: [g]; required: [h]; allowed: ascii-printable;",
      "too few to draw one fairly",
    ],
  ])("%s", (text, message) => {
    const result = generatePasswordFromRules(rulesOf(text), {}, createSeededRandomizer(1));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(message);
  });

  it("says when removed characters leave a requirement empty", () => {
    const result = createRulesGenerator(rulesOf("required: digit; allowed: lower;"), {
      removeCharacters: "0123456789",
    });
    expect(!result.ok && result.error).toBe(
      'No character is left for "required: digit" once the removed characters are taken out',
    );
  });
});

describe("drawing", () => {
  it("redraws the whole password until it meets the rule", () => {
    // Pool "ab" (custom allowed), required [b], length 8: the first draw (all "a") is refused.
    const generator = generatorOf("minlength: 8; maxlength: 8; required: [b]; allowed: [a];");
    const script = [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0];
    expect(generator.draw(createSequenceRandomizer(script))).toBe("baaaaaaa");
  });

  it("never uses a removed character", () => {
    const compiled = createRulesGenerator(rulesOf("minlength: 30;"), {
      removeCharacters: "aeiou ",
    });
    if (!compiled.ok) throw new Error(compiled.error);
    const randomizer = createSeededRandomizer(5);
    for (let i = 0; i < 200; i++)
      expect(compiled.generator.draw(randomizer)).not.toMatch(/[aeiou ]/);
  });
});

/**
 * Chi-square of how often each accepted password appears, over every accepted password of a rule
 * small enough to enumerate: the test of "uniform over every password the rules accept".
 */
function chiSquareOverAccepted(text: string, length: number, draws: number, seed: number) {
  const rules = rulesOf(text);
  const generator = generatorOf(text, length);
  const accepted = [...allStrings(generator.pool, length)].filter(
    (candidate) => checkPasswordAgainstRules(candidate, rules).length === 0,
  );
  expect(Math.log2(accepted.length)).toBeCloseTo(generator.entropyBits, 9);
  const index = new Map(accepted.map((password, i) => [password, i]));
  const observed = new Array<number>(accepted.length).fill(0);
  const randomizer = createSeededRandomizer(seed);
  for (let i = 0; i < draws; i++) {
    const slot = index.get(generator.draw(randomizer));
    if (slot === undefined) throw new Error("drew a password the rule refuses");
    observed[slot] = (observed[slot] ?? 0) + 1;
  }
  const expected = new Array<number>(accepted.length).fill(draws / accepted.length);
  return chiSquarePValue(chiSquareStatistic(observed, expected), accepted.length - 1);
}

describe("distribution over custom classes", () => {
  it("is uniform over a rule with overlapping custom classes and a run limit", () => {
    // Lengths 4 over "#$%ab": 3,125 strings; the rule accepts fewer, each equally often.
    const p = chiSquareOverAccepted(
      "minlength: 4; maxlength: 4; max-consecutive: 2; required: [#$]; required: [$%a]; allowed: [b];",
      4,
      120_000,
      1013,
    );
    expect(p).toBeGreaterThan(0.001);
  });

  it("is uniform over a rule mixing a named and a custom class", () => {
    const p = chiSquareOverAccepted(
      "minlength: 3; maxlength: 3; required: digit; required: [-_.];",
      3,
      120_000,
      2026,
    );
    expect(p).toBeGreaterThan(0.001);
  });
});

describe("describePasswordRules", () => {
  it("says a rule in plain words", () => {
    expect(
      describePasswordRules(
        rulesOf(
          "minlength: 8; maxlength: 40; required: upper; required: [!#$%&*@^]; allowed: lower,digit;",
        ),
      ),
    ).toBe(
      "8 to 40 characters; at least one uppercase letter; at least one of ! # $ % & * @ ^; lowercase letters and digits allowed",
    );
    expect(
      describePasswordRules(
        rulesOf(
          "minlength: 6; maxlength: 6; max-consecutive: 3; required: lower, upper; required: [- ];",
        ),
      ),
    ).toBe(
      "exactly 6 characters; at least one lowercase letter or uppercase letter; at least one of space -; no character more than 3 times in a row",
    );
    expect(describePasswordRules(rulesOf("maxlength: 16;"))).toBe(
      "at most 16 characters; any printable ASCII character allowed",
    );
  });
});

describe("convertOptionsToRules", () => {
  it("writes the default options as a rule a site can publish", () => {
    const { rules, omitted } = convertOptionsToRules(DEFAULT_PASSWORD_OPTIONS);
    expect(formatPasswordRules(rules)).toBe(
      "minlength: 16; required: upper; required: lower; required: digit; required: [-!#$%&()*+,.:;<=>?@[^_{|}]];",
    );
    expect(omitted).toEqual([]);
  });

  it("writes custom classes without similar characters, and a custom charset as allowed", () => {
    const similar = convertOptionsToRules({
      ...DEFAULT_PASSWORD_OPTIONS,
      includeSpecial: false,
      excludeSimilar: true,
    });
    expect(formatPasswordRules(similar.rules)).toBe(
      "minlength: 16; required: [ABCDEFGHJKLMNPQRSTUVWXYZ]; required: [abcdefghijkmnopqrstuvwxyz]; required: [23456789];",
    );
    const custom = convertOptionsToRules({
      ...DEFAULT_PASSWORD_OPTIONS,
      useCustomCharset: true,
      customCharset: "abc-é]",
    });
    expect(formatPasswordRules(custom.rules)).toBe("minlength: 16; allowed: [-abc]];");
    expect(custom.omitted).toEqual(["é"]);
  });
});
