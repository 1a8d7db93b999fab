import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { DEFAULT_PASSWORD_OPTIONS, type PasswordOptions } from "../options/password-options";
import { countValidPasswordsLog2 } from "../strength/entropy";
import { chiSquarePValue, chiSquareStatistic } from "../testing/chi-square";
import { createSeededRandomizer } from "../testing/seeded-randomizer";
import { DIGITS, LOWERCASE, SPECIAL, UPPERCASE } from "./charsets";
import { GENERATION_ERRORS, generatePassword, generatePasswords } from "./password";
import {
  buildMinimumsTable,
  countWithMinimums,
  drawWithMinimums,
  log2BigInt,
} from "./type-minimums";

/** Every string of `length` over types of these sizes, as type/offset pairs, by brute force. */
function enumerate(sizes: readonly number[], length: number): Array<Array<[number, number]>> {
  const letters: Array<[number, number]> = sizes.flatMap((size, type) =>
    Array.from({ length: size }, (_, offset): [number, number] => [type, offset]),
  );
  let strings: Array<Array<[number, number]>> = [[]];
  for (let i = 0; i < length; i++) {
    strings = strings.flatMap((prefix) => letters.map((letter) => [...prefix, letter]));
  }
  return strings;
}

function meetsMinimums(word: Array<[number, number]>, minimums: readonly number[]): boolean {
  return minimums.every((min, type) => word.filter(([t]) => t === type).length >= min);
}

const smallCase = fc.integer({ min: 1, max: 3 }).chain((types) =>
  fc.record({
    sizes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: types, maxLength: types }),
    minimums: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: types, maxLength: types }),
    length: fc.integer({ min: 0, max: 5 }),
  }),
);

describe("counting passwords with minimums per type", () => {
  it("counts exactly the strings that meet every minimum", () => {
    fc.assert(
      fc.property(smallCase, ({ sizes, minimums, length }) => {
        const expected = enumerate(sizes, length).filter((word) =>
          meetsMinimums(word, minimums),
        ).length;
        expect(countWithMinimums(buildMinimumsTable({ sizes, minimums }, length))).toBe(
          BigInt(expected),
        );
      }),
    );
  });

  it("agrees with the inclusion–exclusion count of 'one of each type' at every length", () => {
    const sizes = [26, 26, 10, 26];
    for (let length = 4; length <= 128; length += 4) {
      const table = buildMinimumsTable({ sizes, minimums: [1, 1, 1, 1] }, length);
      expect(log2BigInt(countWithMinimums(table))).toBeCloseTo(
        countValidPasswordsLog2(sizes, length),
        9,
      );
    }
  });

  it("draws only strings that meet the minimums, each string equally often", () => {
    const sizes = [2, 1, 2];
    const minimums = [0, 2, 1];
    const length = 4;
    const valid = enumerate(sizes, length).filter((word) => meetsMinimums(word, minimums));
    const index = new Map(valid.map((word, i) => [JSON.stringify(word), i]));
    const table = buildMinimumsTable({ sizes, minimums }, length);
    expect(countWithMinimums(table)).toBe(BigInt(valid.length));
    const randomizer = createSeededRandomizer(20);
    const observed = new Array<number>(valid.length).fill(0);
    const runs = valid.length * 200;
    for (let run = 0; run < runs; run++) {
      const { types, offsets } = drawWithMinimums(table, randomizer);
      const word = [...types].map((type, p): [number, number] => [type, offsets[p] ?? -1]);
      const at = index.get(JSON.stringify(word));
      if (at === undefined) throw new Error(`drew an invalid string ${JSON.stringify(word)}`);
      observed[at] = (observed[at] ?? 0) + 1;
    }
    const expected = observed.map(() => runs / valid.length);
    expect(
      chiSquarePValue(chiSquareStatistic(observed, expected), valid.length - 1),
    ).toBeGreaterThan(0.0001);
  });
});

function options(overrides: Partial<PasswordOptions>): PasswordOptions {
  return { ...DEFAULT_PASSWORD_OPTIONS, ...overrides };
}

function countIn(password: string, pool: string): number {
  return [...password].filter((character) => pool.includes(character)).length;
}

describe("generatePassword with excluded characters, chosen symbols and minimums", () => {
  it("keeps every rule for any choice, with the exact entropy of the rules", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 40 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.subarray([...SPECIAL], { minLength: 1 }),
        fc.subarray([...`${UPPERCASE}${LOWERCASE}${DIGITS}`.slice(0, 50)], { maxLength: 20 }),
        fc.integer(),
        (length, minNumbers, minSymbols, symbols, excluded, seed) => {
          const chosen = options({
            length,
            minNumbers,
            minSymbols,
            symbols: symbols.join(""),
            excludeCharacters: excluded.join(""),
          });
          const result = generatePassword(chosen, createSeededRandomizer(seed));
          if (2 + minNumbers + minSymbols > length) {
            expect(result).toEqual({
              ok: false,
              error: GENERATION_ERRORS.minimumsOverLength,
              password: "",
            });
            return;
          }
          if (!result.ok) throw new Error(result.error);
          const { password } = result;
          expect(password).toHaveLength(length);
          for (const character of excluded) expect(password).not.toContain(character);
          for (const character of password) {
            if (SPECIAL.includes(character)) expect(symbols).toContain(character);
          }
          expect(countIn(password, DIGITS)).toBeGreaterThanOrEqual(minNumbers);
          expect(countIn(password, SPECIAL)).toBeGreaterThanOrEqual(minSymbols);
          expect(countIn(password, UPPERCASE)).toBeGreaterThanOrEqual(1);
          expect(countIn(password, LOWERCASE)).toBeGreaterThanOrEqual(1);
          const sizes = [
            countIn(UPPERCASE, UPPERCASE) - countIn(UPPERCASE, excluded.join("")),
            countIn(LOWERCASE, LOWERCASE) - countIn(LOWERCASE, excluded.join("")),
            DIGITS.length - countIn(DIGITS, excluded.join("")),
            symbols.length,
          ];
          const table = buildMinimumsTable(
            { sizes, minimums: [1, 1, minNumbers, minSymbols] },
            length,
          );
          expect(result.entropyBits).toBeCloseTo(log2BigInt(countWithMinimums(table)), 9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("makes 9 digits in 12 characters at once, where redrawing would take millions of tries", () => {
    const result = generatePasswords(options({ length: 12, minNumbers: 9 }), 50);
    if (!result.ok) throw new Error(result.error);
    for (const password of result.passwords) expect(countIn(password, DIGITS)).toBe(9);
  });

  it("removes excluded characters from a custom charset too", () => {
    const result = generatePassword(
      options({ useCustomCharset: true, customCharset: 'ab"\\c', excludeCharacters: '"\\' }),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.password).toMatch(/^[abc]{16}$/);
    expect(result.entropyBits).toBeCloseTo(16 * Math.log2(3), 9);
  });

  it("says which choice left nothing to draw, never silently changing it", () => {
    expect(generatePassword(options({ excludeCharacters: UPPERCASE })).ok).toBe(false);
    expect(generatePassword(options({ excludeCharacters: UPPERCASE }))).toMatchObject({
      error: GENERATION_ERRORS.uppercaseExcluded,
    });
    expect(generatePassword(options({ excludeCharacters: DIGITS }))).toMatchObject({
      error: GENERATION_ERRORS.numbersExcluded,
    });
    expect(generatePassword(options({ symbols: "" }))).toMatchObject({
      error: GENERATION_ERRORS.symbolsExcluded,
    });
    expect(generatePassword(options({ symbols: "!", excludeCharacters: "!" }))).toMatchObject({
      error: GENERATION_ERRORS.symbolsExcluded,
    });
    expect(
      generatePassword(
        options({ useCustomCharset: true, customCharset: "ab", excludeCharacters: "ba" }),
      ),
    ).toMatchObject({ error: GENERATION_ERRORS.customCharsetAllExcluded });
    expect(generatePassword(options({ length: 8, minNumbers: 4, minSymbols: 3 }))).toMatchObject({
      error: GENERATION_ERRORS.minimumsOverLength,
    });
  });

  it("allows a type at 0 minimum without requiring it, and counts that exactly", () => {
    const result = generatePassword(options({ length: 8, minNumbers: 0, minSymbols: 0 }));
    if (!result.ok) throw new Error(result.error);
    const table = buildMinimumsTable({ sizes: [26, 26, 10, 26], minimums: [1, 1, 0, 0] }, 8);
    expect(result.entropyBits).toBeCloseTo(log2BigInt(countWithMinimums(table)), 9);
  });
});
