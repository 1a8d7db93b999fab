import { randomFillSync } from "node:crypto";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PASSWORD_OPTIONS, type PasswordOptions } from "../options/password-options";
import { ImpossibleIndexError } from "../invariant";
import { createCryptoRandomizer, type Randomizer } from "../random/randomizer";
import { chiSquarePValue, chiSquareStatistic } from "../testing/chi-square";
import {
  createModuloByteRandomizer,
  createSeededRandomizer,
  createSequenceRandomizer,
} from "../testing/seeded-randomizer";
import { DIGITS, LOWERCASE, SIMILAR_CHARACTERS, SPECIAL, UPPERCASE } from "./charsets";
import { splitGraphemes } from "./custom-charset";
import { parseCustomCharset } from "./parse-custom-charset";
import { describeCodePoint } from "./invisible-characters-message";
import {
  GENERATION_ERRORS,
  findPoolWarning,
  generatePassword,
  generatePasswordChunks,
  generatePasswords,
} from "./password";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function options(overrides: Partial<PasswordOptions>): PasswordOptions {
  return { ...DEFAULT_PASSWORD_OPTIONS, ...overrides };
}

const NO_TYPES = {
  includeUppercase: false,
  includeLowercase: false,
  includeNumbers: false,
  includeSpecial: false,
};

describe("generatePassword errors (spec §5, §8)", () => {
  it.each([
    [
      "custom mode with an empty charset",
      { useCustomCharset: true, customCharset: "" },
      "Custom charset cannot be empty",
    ],
    [
      "a custom charset over 1000 characters",
      { useCustomCharset: true, customCharset: "a".repeat(1001) },
      "Custom charset is too long (max 1000 characters)",
    ],
    [
      "no character type and no custom charset",
      NO_TYPES,
      "Please select at least one character type or provide a custom charset",
    ],
    [
      "no character type with custom mode off, even with text in the field",
      { ...NO_TYPES, customCharset: "abc" },
      "Please select at least one character type or provide a custom charset",
    ],
    [
      "a custom charset made only of similar characters, excluded",
      { useCustomCharset: true, customCharset: "0O1lI", excludeSimilar: true },
      GENERATION_ERRORS.customCharsetOnlySimilar,
    ],
  ])("reports %s and returns an empty password", (_, overrides, error) => {
    expect(generatePassword(options(overrides), createSeededRandomizer(1))).toEqual({
      ok: false,
      error,
      password: "",
    });
  });

  it("reports a missing Web Crypto instead of using a weaker source", async () => {
    vi.stubGlobal("crypto", undefined);
    vi.resetModules();
    const fresh = await import("./password");
    expect(fresh.generatePassword(DEFAULT_PASSWORD_OPTIONS)).toEqual({
      ok: false,
      error:
        "Secure random numbers are not available in this browser, so no password was generated.",
      password: "",
    });
  });
});

describe("generatePassword with a scripted randomizer", () => {
  it("maps draws to the pool in order: upper, lower, digits, special", () => {
    const result = generatePassword(
      options({ length: 8 }),
      createSequenceRandomizer([0, 26, 52, 62, 87, 25, 51, 61]),
    );
    expect(result).toMatchObject({ ok: true, password: "Aa0!?Zz9" });
  });

  it("redraws the whole password when a selected type is missing", () => {
    // Upper + digits: the first eight draws are all letters, so all eight are drawn again.
    const randomizer = createSequenceRandomizer([0, 1, 2, 3, 4, 5, 6, 7, 7, 6, 5, 4, 3, 2, 1, 26]);
    const result = generatePassword(
      options({ length: 8, includeLowercase: false, includeSpecial: false }),
      randomizer,
    );
    expect(result).toMatchObject({ ok: true, password: "HGFEDCB0" });
  });

  it("draws from the pool without 0 O 1 l I when excluding similar characters", () => {
    const result = generatePassword(
      options({ length: 8, ...NO_TYPES, includeNumbers: true, excludeSimilar: true }),
      createSequenceRandomizer([0, 1, 2, 3, 4, 5, 6, 7]),
    );
    expect(result).toMatchObject({ ok: true, password: "23456789" });
  });

  it("uses the custom charset as the whole pool, ignoring the type switches", () => {
    const result = generatePassword(
      options({ length: 8, useCustomCharset: true, customCharset: "xé👍🏽" }),
      createSequenceRandomizer([0, 1, 2, 2, 1, 0, 0, 2]),
    );
    expect(result).toMatchObject({ ok: true, password: "xé👍🏽👍🏽éxx👍🏽" });
  });

  it.each([
    [3, 8],
    [8.4, 8],
    [500, 128],
    [Number.NaN, 16],
  ])("brings a length of %d to %d", (length, expected) => {
    const result = generatePassword(options({ length }), createSeededRandomizer(7));
    expect(result.password).toHaveLength(expected);
  });
});

describe("entropy of a generated password", () => {
  /** Exact count with BigInt: Σ_{S ⊆ groups} (-1)^|S| (N - size(S))^length. */
  function countExactly(sizes: number[], length: number): bigint {
    const total = sizes.reduce((a, b) => a + b, 0);
    let count = 0n;
    for (let subset = 0; subset < 1 << sizes.length; subset++) {
      let excluded = 0;
      let sign = 1n;
      sizes.forEach((size, i) => {
        if (subset & (1 << i)) {
          excluded += size;
          sign = -sign;
        }
      });
      count += sign * BigInt(total - excluded) ** BigInt(length);
    }
    return count;
  }

  function log2BigInt(value: bigint): number {
    const bits = value.toString(2).length;
    const shift = Math.max(0, bits - 60);
    return Math.log2(Number(value >> BigInt(shift))) + shift;
  }

  const typeCombinations = Array.from({ length: 15 }, (_, i) => i + 1).flatMap((mask) =>
    [false, true].flatMap((excludeSimilar) =>
      [8, 16, 128].map((length) => ({ mask, excludeSimilar, length })),
    ),
  );

  it.each(typeCombinations)(
    "is log2 of the number of valid passwords (types %#)",
    ({ mask, excludeSimilar, length }) => {
      const pools = [UPPERCASE, LOWERCASE, DIGITS, SPECIAL].filter((_, i) => mask & (1 << i));
      const sizes = pools.map(
        (pool) =>
          [...pool].filter((c) => !excludeSimilar || !SIMILAR_CHARACTERS.includes(c)).length,
      );
      const result = generatePassword(
        {
          ...DEFAULT_PASSWORD_OPTIONS,
          length,
          includeUppercase: (mask & 1) !== 0,
          includeLowercase: (mask & 2) !== 0,
          includeNumbers: (mask & 4) !== 0,
          includeSpecial: (mask & 8) !== 0,
          excludeSimilar,
          customCharset: "",
          useCustomCharset: false,
        },
        createSeededRandomizer(mask),
      );
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.entropyBits).toBeCloseTo(log2BigInt(countExactly(sizes, length)), 9);
    },
  );

  it("is about 103.1 bits for the default 16 characters, a little under 16·log2(88)", () => {
    const result = generatePassword(DEFAULT_PASSWORD_OPTIONS, createSeededRandomizer(3));
    expect(result.ok && result.entropyBits).toBeCloseTo(
      log2BigInt(countExactly([26, 26, 10, 26], 16)),
      9,
    );
    expect(result.ok && result.entropyBits).toBeCloseTo(103.107, 3);
    expect(result.ok && result.entropyBits).toBeLessThan(16 * Math.log2(88));
  });

  it("is length·log2(pool) for a custom charset", () => {
    const result = generatePassword(
      options({
        length: 20,
        useCustomCharset: true,
        customCharset: "abcdef0O",
        excludeSimilar: true,
      }),
      createSeededRandomizer(3),
    );
    expect(result.ok && result.entropyBits).toBeCloseTo(20 * Math.log2(6), 12);
  });

  it("matches a brute-force count over every string of a tiny alphabet", () => {
    // Groups {a,b}, {C}, {1}: enumerate all 4^5 strings and keep those using every group.
    const groups = ["ab", "C", "1"];
    const alphabet = groups.join("");
    let valid = 0;
    for (let n = 0; n < alphabet.length ** 5; n++) {
      let text = "";
      for (let k = 0, m = n; k < 5; k++, m = Math.floor(m / alphabet.length)) {
        text += alphabet[m % alphabet.length];
      }
      if (groups.every((group) => [...group].some((c) => text.includes(c)))) valid++;
    }
    expect(Number(countExactly([2, 1, 1], 5))).toBe(valid);
  });
});

describe("generatePassword properties", () => {
  const optionsArbitrary = fc.record({
    length: fc.integer({ min: 8, max: 128 }),
    includeUppercase: fc.boolean(),
    includeLowercase: fc.boolean(),
    includeNumbers: fc.boolean(),
    includeSpecial: fc.boolean(),
    excludeSimilar: fc.boolean(),
    customCharset: fc.constant(""),
    useCustomCharset: fc.constant(false),
    excludeCharacters: fc.constant(""),
    symbols: fc.constant(SPECIAL),
    minNumbers: fc.constant(1),
    minSymbols: fc.constant(1),
  });

  it("has the requested length, draws only from the selected pools and uses every selected type", () => {
    fc.assert(
      fc.property(optionsArbitrary, fc.integer(), (opts, seed) => {
        const result = generatePassword(opts, createSeededRandomizer(seed));
        const selected = [
          [opts.includeUppercase, UPPERCASE],
          [opts.includeLowercase, LOWERCASE],
          [opts.includeNumbers, DIGITS],
          [opts.includeSpecial, SPECIAL],
        ] as const;
        const pools = selected
          .filter(([on]) => on)
          .map(([, pool]) =>
            opts.excludeSimilar
              ? [...pool].filter((c) => !SIMILAR_CHARACTERS.includes(c))
              : [...pool],
          );
        if (pools.length === 0) {
          expect(result.ok).toBe(false);
          return;
        }
        expect(result.ok).toBe(true);
        expect(result.password).toHaveLength(opts.length);
        const allowed = new Set(pools.flat());
        for (const character of result.password) expect(allowed.has(character)).toBe(true);
        for (const pool of pools) {
          expect(pool.some((character) => result.password.includes(character))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("draws whole graphemes from a custom charset, as many as the length", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }),
        fc.integer({ min: 8, max: 128 }),
        fc.integer(),
        (customCharset, length, seed) => {
          const result = generatePassword(
            options({ length, useCustomCharset: true, customCharset }),
            createSeededRandomizer(seed),
          );
          const parsed = parseCustomCharset(customCharset);
          expect(result.ok).toBe(!parsed.empty && parsed.invisible.length === 0);
          if (!result.ok) return;
          const pool = new Set(parsed.characters);
          const drawn = splitGraphemes(result.password);
          expect(drawn).toHaveLength(length);
          for (const character of drawn) expect(pool.has(character)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("gives the same password for the same seed and different ones for different seeds", () => {
    const first = generatePassword(DEFAULT_PASSWORD_OPTIONS, createSeededRandomizer(42));
    const again = generatePassword(DEFAULT_PASSWORD_OPTIONS, createSeededRandomizer(42));
    const other = generatePassword(DEFAULT_PASSWORD_OPTIONS, createSeededRandomizer(43));
    expect(again.password).toBe(first.password);
    expect(other.password).not.toBe(first.password);
  });
});

describe("generatePasswords and generatePasswordChunks", () => {
  it("makes five different passwords by default (multiple mode)", () => {
    const result = generatePasswords(
      DEFAULT_PASSWORD_OPTIONS,
      undefined,
      createSeededRandomizer(5),
    );
    expect(result.ok && result.passwords).toHaveLength(5);
    expect(new Set(result.ok ? result.passwords : []).size).toBe(5);
  });

  it("streams exactly count newline-terminated passwords across several chunks", () => {
    const result = generatePasswordChunks(
      options({ length: 12 }),
      1000,
      createSeededRandomizer(9),
      1024,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const chunks = [...result.chunks];
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) expect(chunk.endsWith("\n")).toBe(true);
    const lines = chunks.join("").split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(1000);
    for (const line of lines) {
      expect(line).toMatch(/^[\x21-\x7e]{12}$/);
      expect(line).toMatch(/[A-Z]/);
      expect(line).toMatch(/[a-z]/);
      expect(line).toMatch(/[0-9]/);
      expect(line).toMatch(/[^A-Za-z0-9]/);
    }
  });

  it("streams custom graphemes too", () => {
    const result = generatePasswordChunks(
      options({ length: 8, useCustomCharset: true, customCharset: "👍🏽é" }),
      3,
      createSeededRandomizer(9),
    );
    const text = result.ok ? [...result.chunks].join("") : "";
    expect(
      text
        .split("\n")
        .slice(0, 3)
        .map((line) => splitGraphemes(line).length),
    ).toEqual([8, 8, 8]);
  });

  it("reports option errors before producing anything", () => {
    expect(generatePasswordChunks(options(NO_TYPES), 10)).toEqual({
      ok: false,
      error: GENERATION_ERRORS.noCharacterType,
    });
  });
});

describe("uniformity with the Web Crypto randomizer (chi-square per position, p < 1e-6 fails)", () => {
  /** p-value of each position's character counts against the expected probabilities. */
  function positionPValues(
    passwords: readonly string[][],
    pool: readonly string[],
    probabilities: readonly number[],
  ): number[] {
    const index = new Map(pool.map((character, i) => [character, i]));
    const length = passwords[0]?.length ?? 0;
    return Array.from({ length }, (_, position) => {
      const observed = new Float64Array(pool.length);
      for (const password of passwords) {
        const i = index.get(password[position] ?? "") ?? -1;
        observed[i] = (observed[i] ?? 0) + 1;
      }
      const expected = probabilities.map((p) => p * passwords.length);
      return chiSquarePValue(chiSquareStatistic(observed, expected), pool.length - 1);
    });
  }

  /** 200 distinct letters: bytes mod 200 make the first 56 twice as likely as the rest. */
  const POOL_200 = Array.from({ length: 200 }, (_, i) => String.fromCodePoint(0x100 + i));
  const uniform200 = POOL_200.map(() => 1 / 200);
  const custom200 = options({
    length: 16,
    useCustomCharset: true,
    customCharset: POOL_200.join(""),
  });

  it("finds no bias in a 200-character custom pool", () => {
    const result = generatePasswords(custom200, 40_000, createCryptoRandomizer());
    const passwords = result.ok ? result.passwords.map(splitGraphemes) : [];
    const pValues = positionPValues(passwords, POOL_200, uniform200);
    expect(pValues).toHaveLength(16);
    expect(Math.min(...pValues)).toBeGreaterThan(1e-6);
  }, 30_000);

  it("control: the same test catches the draft's value % poolSize selection", () => {
    const biased = createModuloByteRandomizer((bytes) => randomFillSync(bytes));
    const result = generatePasswords(custom200, 40_000, biased);
    const passwords = result.ok ? result.passwords.map(splitGraphemes) : [];
    const pValues = positionPValues(passwords, POOL_200, uniform200);
    expect(Math.max(...pValues)).toBeLessThan(1e-6);
    // 40,000 draws take a few seconds on a loaded 2-core machine: a statistical test, not a timing
    // one.
  }, 30_000);

  it("matches the exact per-position probabilities of the default options", () => {
    // With every type required, P(c at a position) = V_{-g}(L-1) / V(L) for c in group g, where
    // V counts valid strings (V_{-g}: group g already present). Digits come out more often than
    // 1/88, and this test would fail if the redraw were replaced by patching one character in.
    const sizes = [26, 26, 10, 26];
    const total = 88;
    const length = 16;
    function fractionValid(groups: number[], n: number): number {
      let sum = 0;
      for (let subset = 0; subset < 1 << groups.length; subset++) {
        let excluded = 0;
        let sign = 1;
        groups.forEach((size, i) => {
          if (subset & (1 << i)) {
            excluded += size;
            sign = -sign;
          }
        });
        sum += sign * (1 - excluded / total) ** n;
      }
      return sum;
    }
    const whole = fractionValid(sizes, length);
    const groupProbability = sizes.map(
      (_, g) =>
        fractionValid(
          sizes.filter((__, i) => i !== g),
          length - 1,
        ) /
        (total * whole),
    );
    const pool = [...UPPERCASE, ...LOWERCASE, ...DIGITS, ...SPECIAL];
    const probabilities = [
      ...Array<number>(26).fill(groupProbability[0] ?? 0),
      ...Array<number>(26).fill(groupProbability[1] ?? 0),
      ...Array<number>(10).fill(groupProbability[2] ?? 0),
      ...Array<number>(26).fill(groupProbability[3] ?? 0),
    ];
    expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(groupProbability[2]).toBeGreaterThan(1.05 / 88);

    const result = generatePasswords(DEFAULT_PASSWORD_OPTIONS, 100_000, createCryptoRandomizer());
    const passwords = result.ok ? result.passwords.map((p) => [...p]) : [];
    expect(Math.min(...positionPValues(passwords, pool, probabilities))).toBeGreaterThan(1e-6);
  });
});

describe("custom sets of any characters", () => {
  // Pieces that fuse with a neighbour, mixed with arbitrary text: whatever the set, each drawn
  // character must stay one character in the password (docs/product-decisions.md, "Custom
  // charsets").
  const tricky = [
    "\u{1F3FD}",
    "\u{1F44D}",
    "\u200d",
    "\u200c",
    "\ufe0f",
    "\u0301",
    "\u0915",
    "\u094d",
    "\u0937",
    "\u0600",
    "\u0903",
    "\u1100",
    "\u1161",
    "\u11a8",
    "\uac00",
    "\u{1F1EB}",
    "\u{1F1F7}",
    "\u{1F3F4}",
    "\u{E0061}",
    "\u{E007F}",
    "\u{1F468}",
    "\u{1F469}",
    "e",
    "\u0e33",
  ];
  const piece = fc.oneof(
    fc.constantFrom(...tricky),
    fc.string({ unit: "grapheme", maxLength: 3 }),
    fc.string({ unit: "binary", maxLength: 3 }),
  );
  const input = fc.array(piece, { minLength: 1, maxLength: 24 }).map((pieces) => pieces.join(""));

  it("makes passwords that segment back into exactly `length` characters of the pool", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 8, max: 40 }), fc.integer(), (charset, length, seed) => {
        const pool = new Set(parseCustomCharset(charset).characters);
        const result = generatePassword(
          { ...DEFAULT_PASSWORD_OPTIONS, useCustomCharset: true, customCharset: charset, length },
          createSeededRandomizer(seed),
        );
        if (!result.ok) return;
        const characters = splitGraphemes(result.password);
        expect(characters).toHaveLength(length);
        expect(characters.every((character) => pool.has(character))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a pool of a skin-tone modifier and an emoji to whole emoji", () => {
    const result = generatePassword(
      { ...DEFAULT_PASSWORD_OPTIONS, useCustomCharset: true, customCharset: "🏽👍", length: 16 },
      createSeededRandomizer(7),
    );
    expect(result.ok && splitGraphemes(result.password)).toEqual(Array(16).fill("👍"));
  });
});

describe("custom sets with invisible characters", () => {
  const UNSEEN = /^[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\p{Cs}]$/u;
  // Drawn as nothing, a box or one font's glyph: the braille blank, Hangul fillers, unassigned
  // code points (noncharacters among them) and private use (docs/decisions/visible-passwords.md).
  const BLANK_OR_BOX = /^[\u2800\u3164\u115f\u1160\uffa0\p{Cn}\p{Co}]$/u;
  const DRAWN_SIGN = /^[\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}]$/u;
  const FLAG_TAGS = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

  /**
   * The code points of `password` a reader cannot see, by the rule stated on the output: only a
   * joiner between two pictographs, a variation selector after a character it can change (an
   * emoji, an ideograph…) and the tags of a subdivision flag may be there.
   */
  function unseenCodePoints(password: string): string[] {
    const points = [...password.replace(FLAG_TAGS, "\u{1F3F4}")];
    return points.filter((point, index) => {
      if (BLANK_OR_BOX.test(point)) return true;
      if (point === " " || !UNSEEN.test(point) || DRAWN_SIGN.test(point)) return false;
      const before = points[index - 1] ?? "";
      const after = points[index + 1] ?? "";
      if (point === "\u200d") {
        return !(
          /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]$/u.test(before) &&
          /^\p{Extended_Pictographic}$/u.test(after)
        );
      }
      const visibleBefore = before !== "" && !UNSEEN.test(before);
      if (/^[\ufe0e\ufe0f]$/u.test(point)) return !/^\p{Emoji}$/u.test(before);
      if (/^[\u{e0100}-\u{e01ef}]$/u.test(point)) return !/^\p{Ideographic}$/u.test(before);
      if (/^[\u180b-\u180d\u180f]$/u.test(point)) return !/^\p{Script=Mongolian}$/u.test(before);
      if (/^[\ufe00-\ufe0d]$/u.test(point)) return !(visibleBefore && before > "\x7f");
      return true;
    });
  }

  const invisible = [
    "\u200b",
    "\u200c",
    "\u200d",
    "\u200e",
    "\u202e",
    "\u2066",
    "\u2069",
    "\u2060",
    "\ufeff",
    "\u00ad",
    "\u00a0",
    "\u3000",
    "\u3164",
    "\t",
    "\u0000",
    "\u0085",
    "\u2028",
    "\ufe0f",
    "\ufe0e",
    "\u{e0100}",
    "\u{e0061}",
    "\u{e007f}",
    "\ud800",
    "\udfff",
    "\u2800",
    "\u115f",
    "\u1160",
    "\uffa0",
    "\ufdd0",
    "\ufffe",
    "\u{10ffff}",
    "\u0378",
    "\u{e0000}",
    "\ue000",
    "\u{f0000}",
    "\u{10fffd}",
  ];
  const visible = [
    "a",
    "Z",
    "7",
    "#",
    " ",
    "\u05d0",
    "\u05d1",
    "\u0627",
    "é",
    "👍",
    "👍🏽",
    "❤",
    "🏴",
    "葛",
    "\u{1F468}",
    "\u{1F469}",
  ];
  const piece = fc.oneof(
    fc.constantFrom(...invisible),
    fc.constantFrom(...visible),
    fc.constantFrom("👨‍👩‍👧", "❤️", "☺︎", "#️⃣", "🏳️‍🌈", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "葛󠄀"),
    fc.string({ unit: "grapheme", maxLength: 3 }),
    fc.string({ unit: "binary", maxLength: 3 }),
  );
  const input = fc.array(piece, { minLength: 1, maxLength: 24 }).map((pieces) => pieces.join(""));

  function generate(customCharset: string, seed = 1, length = 16) {
    return generatePassword(
      { ...DEFAULT_PASSWORD_OPTIONS, useCustomCharset: true, customCharset, length },
      createSeededRandomizer(seed),
    );
  }

  it("refuses the reviewer's zero-width, override and byte-order set, naming each", () => {
    expect(generate("\u200B\u202E\uFEFF")).toEqual({
      ok: false,
      password: "",
      error:
        "The custom set contains invisible characters: U+200B ZERO WIDTH SPACE, U+202E RIGHT-TO-LEFT OVERRIDE, U+FEFF ZERO WIDTH NO-BREAK SPACE. Remove them; a password must be readable.",
    });
  });

  it("refuses a lone surrogate instead of drawing one that would be copied as U+FFFD", () => {
    const result = generate("ab\ud800");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain("U+D800");
  });

  it("accepts emoji joined by zero-width joiners and emoji with their selector", () => {
    const result = generate("👨‍👩‍👧❤️🏴󠁧󠁢󠁳󠁣󠁴󠁿");
    expect(result.ok).toBe(true);
  });

  it("never makes a password holding a code point nobody can see", () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 8, max: 40 }), fc.integer(), (charset, length, seed) => {
        const result = generate(charset, seed, length);
        if (result.ok) expect(unseenCodePoints(result.password)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses any set holding an invisible character on its own, and names it", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 20 }),
        fc.constantFrom(...invisible.filter((point) => point !== "\ufe0f" && point !== "\ufe0e")),
        fc.nat(),
        (text, point, at) => {
          const cut = at % (text.length + 1);
          const result = generate(`${text.slice(0, cut)}${point}${text.slice(cut)}`);
          expect(result.ok).toBe(false);
          expect(!result.ok && result.error).toContain(describeCodePoint(point));
        },
      ),
    );
  });

  it("refuses a set holding any unassigned or private-use code point, naming it", () => {
    const boxes = fc
      .integer({ min: 0, max: 0x10ffff })
      .map((code) => String.fromCodePoint(code))
      .filter((point) => /^[\p{Cn}\p{Co}]$/u.test(point));
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 10 }), boxes, (text, point) => {
        const result = generate(`${text}${point}`);
        expect(result.ok).toBe(false);
        expect(!result.ok && result.error).toContain(describeCodePoint(point));
        // Unassigned default-ignorable ones (U+E01F0…) show nothing: those are called invisible.
        expect(!result.ok && result.error).toMatch(/(?:unreadable|invisible) character/);
      }),
    );
  });

  it("says what a set of joining pieces only lost, instead of 'cannot be empty'", () => {
    expect(generate("\u0301\u0302")).toEqual({
      ok: false,
      password: "",
      error:
        "The custom set has no character of its own: U+0301 (a combining mark), U+0302 (a combining mark) only join the characters beside them, so they cannot be drawn alone. Type them together with their characters, as in é, or add other characters.",
    });
    expect(generate("🇫")).toMatchObject({
      error: expect.stringContaining("U+1F1EB (a regional indicator: half of a flag) only joins"),
    });
    // An empty field (or one of line breaks only) keeps the spec's words.
    expect(generate("")).toMatchObject({ error: "Custom charset cannot be empty" });
    expect(generate("\n\n")).toMatchObject({ error: "Custom charset cannot be empty" });
  });

  it("reads the unseen code points the oracle knows: the oracle itself catches them", () => {
    expect(unseenCodePoints("ab\u200bc\u202e")).toEqual(["\u200b", "\u202e"]);
    expect(unseenCodePoints("a\u2800\ue000")).toEqual(["\u2800", "\ue000"]);
    expect(unseenCodePoints("👨‍👩‍👧❤️🏴󠁧󠁢󠁳󠁣󠁴󠁿 a")).toEqual([]);
  });
});

describe("findPoolWarning", () => {
  const custom = (customCharset: string, patch: Partial<PasswordOptions> = {}) =>
    options({ useCustomCharset: true, customCharset, ...patch });

  it("warns that a set of spaces only makes one password, with its entropy", () => {
    expect(findPoolWarning(custom("   ", { length: 20 }))).toBe(
      "Only one character can be drawn, the space: every password is the same 20 spaces, with 0 bits of entropy. Add other characters to make it hard to guess.",
    );
  });

  it.each([
    ["one character", custom("a")],
    ["one character typed several times", custom("aaaa")],
    ["one emoji", custom("👍🏽")],
    [
      "one character left once similar ones are excluded",
      custom("0O1lIx", { excludeSimilar: true }),
    ],
    [
      "one character left once excluded ones are removed",
      custom("xyz", { excludeCharacters: "xy" }),
    ],
  ])("warns for %s", (_, given) => {
    expect(findPoolWarning(given)).toMatch(
      /^Only one character can be drawn, ".+": every password is the same, with 0 bits of entropy\./u,
    );
  });

  it.each([
    ["two characters", custom("ab")],
    ["a space and a letter", custom(" a")],
    ["the default options", DEFAULT_PASSWORD_OPTIONS],
    ["a set refused for an invisible character", custom("\u200b")],
    ["an empty set", custom("")],
  ])("says nothing for %s", (_, given) => {
    expect(findPoolWarning(given)).toBeNull();
  });
});

describe("a randomizer that breaks its contract", () => {
  // Draws past the end of the pool: an engine that fell back would read them as index 0 or U+0000.
  const outOfRange: Randomizer = {
    nextInt: (maxExclusive) => maxExclusive,
    fillInts: (target, maxExclusive) => target.fill(maxExclusive),
  };

  it.each([
    ["a built-in pool", {}],
    ["a custom pool of emoji", { useCustomCharset: true, customCharset: "👍🎉" }],
    ["a custom pool without type rules", { useCustomCharset: true, customCharset: "xyz" }],
  ])("makes the engine throw rather than spell a password from %s", (_, patch) => {
    expect(() => generatePassword(options(patch), outOfRange)).toThrow(ImpossibleIndexError);
    expect(() => generatePasswords(options(patch), 3, outOfRange)).toThrow(ImpossibleIndexError);
  });

  it("makes streamed output throw too", () => {
    const result = generatePasswordChunks(options({}), 10, outOfRange);
    if (!result.ok) throw new Error(result.error);
    expect(() => [...result.chunks]).toThrow(ImpossibleIndexError);
  });
});
