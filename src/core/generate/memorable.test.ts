import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { chiSquarePValue, chiSquareStatistic } from "../testing/chi-square";
import { createSequenceRandomizer } from "../testing/seeded-randomizer";
import {
  MEMORABLE_CONSONANTS,
  MEMORABLE_DIGITS,
  MEMORABLE_VOWELS,
  calculateMemorableEntropyBits,
  constrainMemorableGroups,
  generateMemorablePassword,
  memorablePasswordLength,
} from "./memorable";

const SHAPE = /^([2-9]?[a-zA-Z]{6}[2-9]?)(-[2-9]?[a-zA-Z]{6}[2-9]?)+$/;

function generate(groups: number): string {
  const result = generateMemorablePassword({ groups });
  if (!result.ok) throw new Error(result.error);
  return result.password;
}

describe("generateMemorablePassword", () => {
  it("makes groups of two consonant-vowel-consonant syllables, one capital and one digit", () => {
    for (let i = 0; i < 200; i++) {
      const password = generate(3);
      expect(password).toMatch(SHAPE);
      expect(password.split("-")).toHaveLength(3);
      expect(password.replace(/[^A-Z]/g, "")).toHaveLength(1);
      expect(password.replace(/[^0-9]/g, "")).toHaveLength(1);
      const letters = password.replace(/[-0-9]/g, "").toLowerCase();
      expect(letters).toHaveLength(18);
      for (let index = 0; index < letters.length; index++) {
        const alphabet = index % 3 === 1 ? MEMORABLE_VOWELS : MEMORABLE_CONSONANTS;
        expect(alphabet).toContain(letters[index]);
      }
    }
  });

  it("spells exactly the choices it drew", () => {
    // Consonants b,c | d,f | ...; vowels a,e,...; the capital is letter 0; digit 2 at the end of group 0.
    const randomizer = createSequenceRandomizer([
      ...[0, 1, 2, 3, 4, 5, 6, 7],
      ...[0, 1, 2, 3],
      0,
      0,
      1,
    ]);
    const result = generateMemorablePassword({ groups: 2 }, randomizer);
    expect(result).toEqual({
      ok: true,
      password: "Bacdef2-gihjok",
      entropyBits: calculateMemorableEntropyBits(2),
    });
  });

  it("comes from exactly one set of choices, so the entropy is log2 of the results", () => {
    // Reading the choices back from any result proves that no two draws give the same password.
    const groups = 2;
    const draws = fc.record({
      consonants: fc.array(fc.nat(MEMORABLE_CONSONANTS.length - 1), { minLength: 8, maxLength: 8 }),
      vowels: fc.array(fc.nat(MEMORABLE_VOWELS.length - 1), { minLength: 4, maxLength: 4 }),
      capital: fc.nat(11),
      digit: fc.nat(MEMORABLE_DIGITS.length - 1),
      place: fc.nat(3),
    });
    fc.assert(
      fc.property(draws, (draw) => {
        const result = generateMemorablePassword(
          { groups },
          createSequenceRandomizer([
            ...draw.consonants,
            ...draw.vowels,
            draw.capital,
            draw.digit,
            draw.place,
          ]),
        );
        if (!result.ok) throw new Error(result.error);
        const parts = result.password.split("-");
        const place = parts.findIndex((part) => /[0-9]/.test(part));
        const withDigit = parts[place] ?? "";
        const letters = parts.join("").replace(/[0-9]/g, "");
        expect({
          consonants: [...letters]
            .filter((_, index) => index % 3 !== 1)
            .map((letter) => MEMORABLE_CONSONANTS.indexOf(letter.toLowerCase())),
          vowels: [...letters]
            .filter((_, index) => index % 3 === 1)
            .map((letter) => MEMORABLE_VOWELS.indexOf(letter.toLowerCase())),
          capital: [...letters].findIndex((letter) => letter !== letter.toLowerCase()),
          digit: MEMORABLE_DIGITS.indexOf(withDigit.replace(/[^0-9]/g, "")),
          place: 2 * place + (/[0-9]$/.test(withDigit) ? 1 : 0),
        }).toEqual(draw);
      }),
    );
  });

  it("has the exact entropy of its format", () => {
    const syllable = Math.log2(MEMORABLE_CONSONANTS.length ** 2 * MEMORABLE_VOWELS.length);
    expect(calculateMemorableEntropyBits(3)).toBeCloseTo(
      6 * syllable + Math.log2(18) + Math.log2(MEMORABLE_DIGITS.length) + Math.log2(6),
      10,
    );
    expect(calculateMemorableEntropyBits(3)).toBeGreaterThan(71);
    expect(calculateMemorableEntropyBits(2)).toBeLessThan(calculateMemorableEntropyBits(3));
  });

  it("keeps the group count within 2 to 6", () => {
    expect(constrainMemorableGroups(1)).toBe(2);
    expect(constrainMemorableGroups(9)).toBe(6);
    expect(constrainMemorableGroups(Number.NaN)).toBe(3);
    expect(generate(9).split("-")).toHaveLength(6);
  });

  it("draws letters, the capital's place and the digit's place uniformly", () => {
    const firstLetter = new Map<string, number>();
    const capitalPlace = new Map<number, number>();
    const digitPlace = new Map<number, number>();
    const runs = 12_000;
    for (let i = 0; i < runs; i++) {
      const password = generate(2);
      const letters = password.replace(/[-0-9]/g, "");
      const first = (letters[0] ?? "").toLowerCase();
      firstLetter.set(first, (firstLetter.get(first) ?? 0) + 1);
      const capital = [...letters].findIndex((letter) => letter !== letter.toLowerCase());
      capitalPlace.set(capital, (capitalPlace.get(capital) ?? 0) + 1);
      const groups = password.split("-");
      const place =
        groups.findIndex((group) => /[0-9]/.test(group)) * 2 +
        (/[0-9]$/.test(groups.find((group) => /[0-9]/.test(group)) ?? "") ? 1 : 0);
      digitPlace.set(place, (digitPlace.get(place) ?? 0) + 1);
    }
    for (const [counts, categories] of [
      [firstLetter, MEMORABLE_CONSONANTS.length],
      [capitalPlace, 12],
      [digitPlace, 4],
    ] as const) {
      expect(counts.size).toBe(categories);
      const observed = [...counts.values()];
      const expected = observed.map(() => runs / categories);
      expect(
        chiSquarePValue(chiSquareStatistic(observed, expected), categories - 1),
      ).toBeGreaterThan(0.0001);
    }
  });
});

describe("memorablePasswordLength", () => {
  it("is the length of every password of that many groups", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), (groups) => {
        expect(generate(groups)).toHaveLength(memorablePasswordLength(groups));
      }),
    );
  });
});
