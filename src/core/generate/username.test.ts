import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { chiSquarePValue, chiSquareStatistic } from "../testing/chi-square";
import type { Randomizer } from "../random/randomizer";
import { createSequenceRandomizer } from "../testing/seeded-randomizer";
import { getEffLargeWordList } from "./eff-large-wordlist";
import {
  DEFAULT_USERNAME_OPTIONS,
  USERNAME_ADJUSTMENTS,
  USERNAME_ERRORS,
  USERNAME_SEPARATORS,
  USERNAME_STYLES,
  USERNAME_TAG_CHARACTERS,
  USERNAME_TAG_LENGTH,
  calculateUsernameEntropyBits,
  constrainUsernameOptions,
  countUsernames,
  describeUsername,
  formatUsernameCount,
  generateUsername,
  getUsernameWordList,
  parseDomain,
  parseEmailAddress,
  type UsernameOptions,
} from "./username";
import { USERNAME_WORD_LIST_SIZE } from "./username-words";

function options(changes: Partial<UsernameOptions>): UsernameOptions {
  return { ...DEFAULT_USERNAME_OPTIONS, ...changes };
}

function generate(changes: Partial<UsernameOptions>): string {
  const result = generateUsername(options(changes));
  if (!result.ok) throw new Error(result.error);
  return result.username;
}

const WORDS = getUsernameWordList();

describe("the username word list", () => {
  it("is the EFF list's words of 3-6 plain letters, as many as the size the entropy uses", () => {
    expect(WORDS).toHaveLength(USERNAME_WORD_LIST_SIZE);
    expect(new Set(WORDS).size).toBe(WORDS.length);
    for (const word of WORDS) expect(word).toMatch(/^[a-z]{3,6}$/);
    const eff = getEffLargeWordList();
    expect(eff.filter((word) => /^[a-z]{3,6}$/.test(word))).toEqual(WORDS);
  });
});

describe("generateUsername: words", () => {
  it("makes one or two capitalized words, then the digits asked for", () => {
    for (let i = 0; i < 200; i++) {
      expect(generate({ words: 2, digits: 2 })).toMatch(/^[A-Z][a-z]{2,5}[A-Z][a-z]{2,5}[0-9]{2}$/);
      expect(generate({ words: 1, digits: 4 })).toMatch(/^[A-Z][a-z]{2,5}[0-9]{4}$/);
      expect(generate({ words: 2, digits: 0, capitalize: false, separator: "_" })).toMatch(
        /^[a-z]{3,6}_[a-z]{3,6}$/,
      );
    }
  });

  it("spells exactly the words and digits it drew", () => {
    const list = ["otter", "brave", "acorn"];
    const result = generateUsername(
      options({ words: 2, digits: 3, separator: ".", capitalize: false }),
      createSequenceRandomizer([1, 0, 4, 0, 9]),
      list,
    );
    expect(result).toEqual({
      ok: true,
      username: "brave.otter409",
      entropyBits: 2 * Math.log2(USERNAME_WORD_LIST_SIZE) + 3 * Math.log2(10),
    });
  });

  it("comes from exactly one set of choices, so the entropy is log2 of the usernames", () => {
    // Reading the words and digits back from any username proves no two draws give the same one.
    const draw = fc.record({
      words: fc.integer({ min: 1, max: 2 }),
      digits: fc.integer({ min: 0, max: 4 }),
      capitalize: fc.boolean(),
      separator: fc.constantFrom(...USERNAME_SEPARATORS),
      picks: fc.array(fc.nat(WORDS.length - 1), { minLength: 2, maxLength: 2 }),
      numbers: fc.array(fc.nat(9), { minLength: 4, maxLength: 4 }),
    });
    fc.assert(
      fc.property(draw, (d) => {
        const { options: constrained } = constrainUsernameOptions(
          options({ ...d, style: "words" }),
        );
        const picks = d.picks.slice(0, constrained.words);
        const numbers = d.numbers.slice(0, constrained.digits);
        const result = generateUsername(
          constrained,
          createSequenceRandomizer([...picks, ...numbers]),
          WORDS,
        );
        if (!result.ok) throw new Error(result.error);
        const digits = /[0-9]*$/.exec(result.username)?.[0] ?? "";
        expect(digits).toBe(numbers.join(""));
        const letters = result.username.slice(0, result.username.length - digits.length);
        const parts =
          constrained.separator !== ""
            ? letters.split(constrained.separator)
            : letters.split(/(?=[A-Z])/);
        expect(parts.map((part) => WORDS.indexOf(part.toLowerCase()))).toEqual(picks);
      }),
    );
  });

  it("draws every word of the list equally often", () => {
    const list = ["ant", "bee", "cat", "dog", "eel"];
    const counts = new Map(list.map((word) => [word, 0]));
    const runs = 10_000;
    for (let i = 0; i < runs; i++) {
      const result = generateUsername(
        options({ words: 1, digits: 0, capitalize: false }),
        undefined,
        list,
      );
      if (!result.ok) throw new Error(result.error);
      counts.set(result.username, (counts.get(result.username) ?? 0) + 1);
    }
    const observed = [...counts.values()];
    expect(observed.reduce((a, b) => a + b, 0)).toBe(runs);
    const statistic = chiSquareStatistic(
      observed,
      observed.map(() => runs / list.length),
    );
    expect(chiSquarePValue(statistic, list.length - 1)).toBeGreaterThan(0.0001);
  });

  it("turns capitals on when two words with no separator could be split two ways", () => {
    const { options: constrained, adjustments } = constrainUsernameOptions(
      options({ words: 2, separator: "", capitalize: false }),
    );
    expect(constrained.capitalize).toBe(true);
    expect(adjustments).toEqual([USERNAME_ADJUSTMENTS.capitalsForTwoWords]);
    expect(
      constrainUsernameOptions(options({ words: 1, separator: "", capitalize: false })).adjustments,
    ).toEqual([]);
    expect(generate({ words: 2, separator: "", capitalize: false, digits: 0 })).toMatch(
      /^[A-Z][a-z]+[A-Z][a-z]+$/,
    );
  });

  it("brings counts within their limits and refuses unknown styles and separators", () => {
    const { options: constrained } = constrainUsernameOptions(
      options({ words: 9, digits: -3, length: 99, separator: "+" as never, style: "x" as never }),
    );
    expect(constrained).toMatchObject({
      words: 2,
      digits: 0,
      length: 20,
      separator: "",
      style: "words",
    });
    expect(
      constrainUsernameOptions(options({ words: Number.NaN, length: 2 })).options,
    ).toMatchObject({
      words: DEFAULT_USERNAME_OPTIONS.words,
      length: 6,
    });
  });
});

describe("generateUsername: chars", () => {
  it("makes a handle of lower-case letters and digits that starts with a letter", () => {
    for (const length of [6, 12, 20]) {
      for (let i = 0; i < 100; i++) {
        expect(generate({ style: "chars", length })).toMatch(
          new RegExp(`^[a-z][a-z0-9]{${length - 1}}$`),
        );
      }
    }
  });

  it("draws every character uniformly at every place", () => {
    const runs = 6_000;
    const first = new Array<number>(26).fill(0);
    const later = new Array<number>(36).fill(0);
    for (let i = 0; i < runs; i++) {
      const handle = generate({ style: "chars", length: 6 });
      first[USERNAME_TAG_CHARACTERS.indexOf(handle.charAt(0))]! += 1;
      for (const character of handle.slice(1))
        later[USERNAME_TAG_CHARACTERS.indexOf(character)]! += 1;
    }
    expect(
      chiSquarePValue(
        chiSquareStatistic(
          first,
          first.map(() => runs / 26),
        ),
        25,
      ),
    ).toBeGreaterThan(0.0001);
    const laterRuns = runs * 5;
    expect(
      chiSquarePValue(
        chiSquareStatistic(
          later,
          later.map(() => laterRuns / 36),
        ),
        35,
      ),
    ).toBeGreaterThan(0.0001);
  });

  it("has log2(26) + (length - 1) log2(36) bits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 20 }), (length) => {
        expect(calculateUsernameEntropyBits(options({ style: "chars", length }))).toBeCloseTo(
          Math.log2(26) + (length - 1) * Math.log2(36),
          10,
        );
      }),
    );
  });
});

describe("generateUsername: plus and catch-all addresses", () => {
  it("adds an 8-character tag to the visitor's address", () => {
    const username = generate({ style: "plus", email: "  Jane.Doe@Example.COM " });
    expect(username).toMatch(/^Jane\.Doe\+[a-z0-9]{8}@example\.com$/);
    const result = generateUsername(options({ style: "plus", email: "jane@example.com" }));
    expect(result.ok && result.entropyBits).toBeCloseTo(USERNAME_TAG_LENGTH * Math.log2(36), 10);
  });

  it("makes a random name at the visitor's domain", () => {
    expect(generate({ style: "catchall", domain: "@Mail.Example.org" })).toMatch(
      /^[a-z0-9]{8}@mail\.example\.org$/,
    );
  });

  it("says what is wrong with an address or a domain, and draws nothing", () => {
    const cases: [Partial<UsernameOptions>, string][] = [
      [{ style: "plus", email: "" }, USERNAME_ERRORS.emailMissing],
      [{ style: "plus", email: "jane.example.com" }, USERNAME_ERRORS.emailShape],
      [{ style: "plus", email: "@example.com" }, USERNAME_ERRORS.emailShape],
      [{ style: "plus", email: "jane@" }, USERNAME_ERRORS.emailShape],
      [{ style: "plus", email: "a@b@example.com" }, USERNAME_ERRORS.emailShape],
      [{ style: "plus", email: "jane+news@example.com" }, USERNAME_ERRORS.emailTagged],
      [{ style: "plus", email: "jane..doe@example.com" }, USERNAME_ERRORS.emailLocalPart],
      [{ style: "plus", email: "jané@example.com" }, USERNAME_ERRORS.emailLocalPart],
      [{ style: "plus", email: `${"a".repeat(56)}@example.com` }, USERNAME_ERRORS.emailTooLong],
      [{ style: "plus", email: "jane@example" }, USERNAME_ERRORS.domain],
      [{ style: "plus", email: "jane@-example.com" }, USERNAME_ERRORS.domain],
      [{ style: "catchall", domain: " " }, USERNAME_ERRORS.domainMissing],
      [{ style: "catchall", domain: "bücher.example" }, USERNAME_ERRORS.domainInternational],
      [{ style: "catchall", domain: "example.123" }, USERNAME_ERRORS.domain],
      [{ style: "catchall", domain: `${"a".repeat(64)}.com` }, USERNAME_ERRORS.domainTooLong],
    ];
    for (const [changes, error] of cases) {
      const random = createSequenceRandomizer([]);
      expect(generateUsername(options(changes), random), JSON.stringify(changes)).toEqual({
        ok: false,
        error,
      });
    }
  });

  it("accepts the longest name a tag still fits and a domain's xn-- form", () => {
    expect(parseEmailAddress(`${"a".repeat(55)}@xn--bcher-kva.example`)).toEqual({
      ok: true,
      localPart: "a".repeat(55),
      domain: "xn--bcher-kva.example",
    });
    expect(parseDomain("example.com.")).toEqual({ ok: true, domain: "example.com" });
  });
});

/**
 * Every way the draws can go, each once: runs `draw` with every sequence of values its
 * randomizer can give (an odometer over the ranges it asks for), and returns what each gave.
 */
function everyDraw<T>(draw: (randomizer: Randomizer) => T): T[] {
  const results: T[] = [];
  const choices: number[] = [];
  for (;;) {
    const limits: number[] = [];
    const next = (maxExclusive: number) => {
      const value = choices[limits.length] ?? 0;
      choices[limits.length] = value;
      limits.push(maxExclusive);
      return value;
    };
    results.push(
      draw({
        nextInt: next,
        fillInts(target, maxExclusive) {
          for (let i = 0; i < target.length; i++) target[i] = next(maxExclusive);
        },
      }),
    );
    let place = limits.length - 1;
    while (place >= 0 && choices[place] === limits[place]! - 1) place--;
    if (place < 0) return results;
    choices.length = place + 1;
    choices[place]! += 1;
  }
}

/** The ranges one username's draws come from, multiplied: how many draw sequences there are. */
function drawSequences(o: UsernameOptions): bigint {
  let sequences = 1n;
  const count = (maxExclusive: number) => {
    sequences *= BigInt(maxExclusive);
    return 0;
  };
  const result = generateUsername(o, {
    nextInt: count,
    fillInts(target, maxExclusive) {
      for (let i = 0; i < target.length; i++) target[i] = count(maxExclusive);
    },
  });
  if (!result.ok) throw new Error(result.error);
  return sequences;
}

const anyOptions = fc.record({
  style: fc.constantFrom(...USERNAME_STYLES),
  words: fc.integer({ min: 1, max: 2 }),
  capitalize: fc.boolean(),
  digits: fc.integer({ min: 0, max: 4 }),
  separator: fc.constantFrom(...USERNAME_SEPARATORS),
  length: fc.integer({ min: 6, max: 20 }),
  email: fc.constant("name@example.com"),
  domain: fc.constant("example.com"),
});

describe("countUsernames", () => {
  it("is exact for small settings: every way of drawing gives another username", () => {
    for (const capitalize of [true, false]) {
      for (const digits of [0, 1]) {
        const o = options({ words: 1, digits, capitalize });
        const usernames = everyDraw((randomizer) => {
          const result = generateUsername(o, randomizer, WORDS);
          if (!result.ok) throw new Error(result.error);
          return result.username;
        });
        expect(new Set(usernames).size).toBe(usernames.length);
        expect(BigInt(usernames.length)).toBe(countUsernames(o));
      }
    }
    expect(countUsernames(options({ words: 1, digits: 0 }))).toBe(BigInt(USERNAME_WORD_LIST_SIZE));
  });

  it("keeps two words apart however they are joined, so each pair gives its own username", () => {
    // "car" + "toon" and "cart" + "oon" read the same unless capitals or a separator split them.
    const list = ["car", "toon", "cart", "oon"];
    fc.assert(
      fc.property(anyOptions, (drawn) => {
        const o = {
          ...drawn,
          style: "words" as const,
          words: 2,
          digits: Math.min(drawn.digits, 1),
        };
        const usernames = everyDraw((randomizer) => {
          const result = generateUsername(o, randomizer, list);
          if (!result.ok) throw new Error(result.error);
          return result.username;
        });
        expect(new Set(usernames).size).toBe(usernames.length);
      }),
      { numRuns: 40 },
    );
  });

  it("is the number of equally likely ways the generator draws, for every setting", () => {
    fc.assert(
      fc.property(anyOptions, (o) => {
        expect(countUsernames(o)).toBe(drawSequences(o));
      }),
    );
  });

  it("agrees with the entropy in bits", () => {
    fc.assert(
      fc.property(anyOptions, (o) => {
        expect(Math.log2(Number(countUsernames(o)))).toBeCloseTo(
          calculateUsernameEntropyBits(o),
          9,
        );
      }),
    );
  });

  it("stays exact past 2^53, and is written out digit for digit", () => {
    const handle = options({ style: "chars", length: 12 });
    expect(calculateUsernameEntropyBits(handle)).toBeGreaterThan(53);
    expect(countUsernames(handle)).toBe(26n * 36n ** 11n);
    expect(formatUsernameCount(countUsernames(handle))).toBe("3,422,164,299,898,945,536");
    expect(describeUsername(handle)).toContain(
      "These settings make 3,422,164,299,898,945,536 usernames",
    );
    expect(formatUsernameCount(countUsernames(options({ style: "chars", length: 20 })))).toBe(
      (26n * 36n ** 19n).toString().replace(/\B(?=(?:\d{3})+$)/g, ","),
    );
    expect(formatUsernameCount(999n)).toBe("999");
    expect(formatUsernameCount(1000n)).toBe("1,000");
  });
});

describe("describeUsername", () => {
  it("says a username is not a secret, with the count of its settings", () => {
    expect(describeUsername(options({ words: 1, digits: 1 }))).toBe(
      "A username is not a secret: sites show it to other people. These settings make 28,480 usernames, all equally likely, so the chance that someone else drawing the same way gets yours, or that a guesser names it at the first try, is 1 in 28,480. Keep your password the secret.",
    );
    expect(describeUsername(options({ style: "plus" }))).toContain(
      "anyone who sees it can remove the tag",
    );
    expect(describeUsername(options({ style: "catchall" }))).toContain("2,821,109,907,456");
  });
});
