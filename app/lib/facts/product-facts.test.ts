import { readFileSync, readdirSync } from "node:fs";

import { describe, expect, it } from "vitest";

import {
  BULK_COUNT_MAX,
  BULK_LENGTH_MAX,
  BULK_LENGTH_MIN,
  CHARACTER_TYPES,
  CUSTOM_CHARSET_MAX,
  EFF_LARGE_WORDLIST_SIZE,
  GENERATOR_MAX_SCORE,
  HISTORY_MAX_ENTRIES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SPECIAL,
  calculateUniformEntropyBits,
  scoreGeneratorStrength,
  type CharacterType,
} from "#core";

import {
  FACTS,
  PRINTABLE_ASCII_SIZE,
  formatCount,
  generatedPasswordBits,
  poolSize,
} from "./product-facts";

/**
 * Facts from one place (docs/style.md, "Limits written once"): page code takes its figures from
 * FACTS, and the Markdown pages in content/pages from FIGURES through `{{name}}` placeholders
 * (figures.ts), so neither can quote a figure by hand. The articles in content/blog still write
 * their worked examples out, so this test reads them and fails when a product figure in them
 * disagrees with the engine.
 */

const BLOG_DIR = new URL("../../../content/blog/", import.meta.url);
const ARTICLES = readdirSync(BLOG_DIR)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({
    name,
    // Bold and code marks do not change what a sentence claims.
    text: readFileSync(new URL(name, BLOG_DIR), "utf8").replace(/\*\*|`/g, ""),
  }));

const WORD_NUMBERS: Record<string, number> = { five: 5, six: 6, seven: 7, eight: 8 };
function toNumber(text: string): number {
  return WORD_NUMBERS[text.toLowerCase()] ?? Number(text.replace(/,/g, ""));
}

/** Whether `claimed` ("103", "12.9") is `actual` rounded to the decimals written. */
function roundsTo(claimed: string, actual: number): boolean {
  const decimals = claimed.split(".")[1]?.length ?? 0;
  return actual.toFixed(decimals) === Number(claimed).toFixed(decimals);
}

/** Every pool size some choice of types (with or without look-alikes) gives. */
const POOL_SIZES = new Set<number>();
for (let mask = 1; mask < 1 << CHARACTER_TYPES.length; mask++) {
  const types = CHARACTER_TYPES.filter((_, index) => mask & (1 << index));
  POOL_SIZES.add(poolSize(types));
  POOL_SIZES.add(poolSize(types, true));
}

/** The types behind a pool size, for the exact count the generator shows. */
function typesForPool(size: number): CharacterType[] | null {
  for (let mask = 1; mask < 1 << CHARACTER_TYPES.length; mask++) {
    const types = CHARACTER_TYPES.filter((_, index) => mask & (1 << index));
    if (poolSize(types) === size) return types;
  }
  return null;
}

/** Ranges in articles that are advice or other standards, not Keysmith's limits. */
const ADVISORY_RANGES = new Set([
  "15-20", // WiFi length advice (spec §9 advisory figures)
  "8-63", // the WPA2/WPA3 passphrase limits
  "8-15", // NIST's minimum, revision 3 to revision 4
]);

/** Bits figures that are not about Keysmith's output; each must still appear as written. */
const OTHER_BITS = [
  "carrying 192 bits", // openssl rand -base64 24: 24 bytes
  "roughly 13 and 20 bits", // 4- and 6-digit PINs
  "Beyond about 80 bits", // a threshold of advice, not a figure of Keysmith's
];

/** Paragraphs, each as its sentences: a pool named in one sentence holds for the next. */
function paragraphs(text: string): string[][] {
  return text
    .split(/\n+/)
    .map((paragraph) => paragraph.split(/(?<=[.!?])\s+/).filter((sentence) => /\d/.test(sentence)));
}

interface Finding {
  article: string;
  claim: string;
  problem: string;
}

interface BitsState {
  pool: number | null;
  /** After "the pool drops from 88 to 83", the next claim is about 83. */
  nextPool: number | null;
  length: number | null;
  lastKind: "words" | "characters" | null;
}

/** Checks every "about N bits" in a sentence against the engine's arithmetic. */
function checkBits(sentence: string, state: BitsState): string[] {
  const problems: string[] = [];
  const claims = [
    ...sentence.matchAll(
      /(?:about|≈) (\d+(?:\.\d+)?)(?:(?: or|,? to) (?:about )?(\d+(?:\.\d+)?))? bits/g,
    ),
  ];
  let start = 0;
  for (const claim of claims) {
    const [whole, value = "", alternative] = claim;
    const index = claim.index ?? 0;
    const before = sentence.slice(start, index);
    const after = sentence.slice(index + whole.length, index + whole.length + 12);
    start = index + whole.length;
    const poolMention = [
      ...before.matchAll(
        /(\d+)-character pool|pool (?:is|of) (\d+)|full (\d+)-character|from all (\d+)|(\d+) characters in all/g,
      ),
    ].at(-1);
    const drop = /pool[^.]*?(\d+) to (\d+) characters/.exec(before);
    if (drop) {
      state.pool = Number(drop[1]);
      state.nextPool = Number(drop[2]);
    } else if (poolMention) state.pool = Number(poolMention.slice(1).find(Boolean));
    else if (/full pool|letters, digits and (?:\d+ )?symbols/.test(before))
      state.pool = FACTS.pools.all;
    else if (/letters and digits/.test(before)) state.pool = FACTS.pools.alphanumeric;
    else if (/\d+ (?:random )?lowercase letters|of lowercase letters/.test(before)) {
      state.pool = FACTS.pools.lowercase;
    } else if (state.nextPool !== null && /^\s*to\s*$/.test(before)) {
      state.pool = state.nextPool;
      state.nextPool = null;
    }
    const pool = state.pool;

    if (/^ (?:per word|each)/.test(after) || /word adds $/i.test(before.slice(-10))) {
      if (!roundsTo(value, FACTS.passphrase.bitsPerWord)) {
        problems.push(`per-word figure ${value} ≠ log2(${EFF_LARGE_WORDLIST_SIZE})`);
      }
      continue;
    }
    const words =
      [
        ...before.matchAll(
          /(?<![\d,])\b(\d+|five|six|seven)(?: or (five|six|seven))?[- ]words?\b/gi,
        ),
      ].at(-1) ?? (state.lastKind === "words" ? /\b(five|six|seven)\b()/i.exec(before) : null);
    if (words) {
      state.lastKind = "words";
      const counts = [toNumber(words[1] ?? ""), ...(words[2] ? [toNumber(words[2])] : [])];
      const values = [value, ...(alternative ? [alternative] : [])];
      values.forEach((figure, position) => {
        const count = counts[position] ?? counts[0] ?? 0;
        if (!roundsTo(figure, count * FACTS.passphrase.bitsPerWord)) {
          problems.push(
            `${count} words: ${figure} bits ≠ ${count} × log2(${EFF_LARGE_WORDLIST_SIZE})`,
          );
        }
      });
      continue;
    }
    state.lastKind = "characters";
    const length = [
      ...before.matchAll(
        /\b(\d+|eight)(?:-character(?! pool)|(?: random)? characters(?! in all)|(?: random)? lowercase letters)\b/gi,
      ),
    ].at(-1);
    if (length) state.length = toNumber(length[1] ?? "");
    if (state.length === null || pool === null) {
      if (!OTHER_BITS.some((allowed) => sentence.includes(allowed))) {
        problems.push(`"${whole}" names no length and pool the test can check`);
      }
      continue;
    }
    const count = state.length;
    const figures: Array<[string, number]> = [[value, pool]];
    if (alternative) figures.push([alternative, state.nextPool ?? pool]);
    for (const [figure, size] of figures) {
      const types = typesForPool(size);
      const candidates = [calculateUniformEntropyBits(size, count)];
      if (types) candidates.push(generatedPasswordBits(count, types));
      if (size === FACTS.pools.allWithoutSimilar) {
        candidates.push(generatedPasswordBits(count, CHARACTER_TYPES, true));
      }
      if (!candidates.some((bits) => roundsTo(figure, bits))) {
        problems.push(
          `${count} characters from ${size}: ${figure} bits ≠ ${candidates.map((b) => b.toFixed(2)).join(" or ")}`,
        );
      }
    }
  }
  return problems;
}

function checkArticle(article: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const report = (claim: string, problem: string) => findings.push({ article, claim, problem });

  for (const match of text.matchAll(
    /\b(\d+) (?:to|–|-) (\d+) characters\b|\b(\d+)[–-](\d+) characters\b/g,
  )) {
    const [min, max] = match.slice(1).filter(Boolean);
    const range = `${min}-${max}`;
    if (ADVISORY_RANGES.has(range)) continue;
    // "The pool drops from 88 to 83 characters": pool sizes, checked below.
    if (/pool[^.]*$/.test(text.slice(Math.max(0, (match.index ?? 0) - 40), match.index))) continue;
    if (range !== `${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}`) {
      report(
        match[0],
        `length range is ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} (or list it in ADVISORY_RANGES if it is advice)`,
      );
    }
  }
  for (const match of text.matchAll(/goes to (\d+)/g)) {
    if (Number(match[1]) !== PASSWORD_MAX_LENGTH)
      report(match[0], `maximum length is ${PASSWORD_MAX_LENGTH}`);
  }
  for (const match of text.matchAll(/up to ([\d,]+) characters/g)) {
    if (match[1] !== formatCount(CUSTOM_CHARSET_MAX)) {
      report(match[0], `custom sets hold up to ${formatCount(CUSTOM_CHARSET_MAX)} characters`);
    }
  }
  for (const match of text.matchAll(
    /up to (\d+)(?![\d,])(?: passwords| at once)|(\d+) passwords at (?:once|a time)/g,
  )) {
    if (Number(match[1] ?? match[2]) !== BULK_COUNT_MAX)
      report(match[0], `bulk makes up to ${BULK_COUNT_MAX}`);
  }
  for (const match of text.matchAll(/([\d,]{4,})(?:-word| words)/g)) {
    if (toNumber(match[1] ?? "") !== EFF_LARGE_WORDLIST_SIZE) {
      report(match[0], `the EFF large list has ${formatCount(EFF_LARGE_WORDLIST_SIZE)} words`);
    }
  }
  for (const match of text.matchAll(/last (\d+) passwords/g)) {
    if (Number(match[1]) !== HISTORY_MAX_ENTRIES)
      report(match[0], `history keeps ${HISTORY_MAX_ENTRIES}`);
  }
  for (const match of text.matchAll(
    /(\d+)-character pool|pool (?:is|of) (\d+)|(\d+) characters in all|pool[^.]*?\(?(?:from )?(\d+) to (\d+) characters/g,
  )) {
    for (const size of match.slice(1).filter(Boolean)) {
      if (!POOL_SIZES.has(Number(size)))
        report(match[0], `${size} is no pool the generator can draw from`);
    }
  }
  for (const match of text.matchAll(/(\d+) symbols|symbol set is (\S+), (\d+) characters/g)) {
    const count = match[1] ?? match[3];
    if (Number(count) !== FACTS.symbolCount)
      report(match[0], `the symbol set has ${FACTS.symbolCount}`);
    if (match[2] && match[2] !== SPECIAL) report(match[0], `the symbol set is ${SPECIAL}`);
  }
  for (const match of text.matchAll(/!@#\S*/g)) {
    const shown = match[0].replace(/[`"),.]+$/, "");
    // "!@#$%^&*…" abbreviates the set: what it shows must be how the set begins.
    const abbreviated = shown.endsWith("…") && SPECIAL.startsWith(shown.slice(0, -1));
    if (!abbreviated && shown !== SPECIAL) report(match[0], `the symbol set is ${SPECIAL}`);
  }
  // A table of pools: | name | size | bits per character | bits at 16 characters |
  for (const match of text.matchAll(/^\|[^|\n]+\| (\d+) \| ([\d.]+) \| (\d+) bits \|$/gm)) {
    const size = Number(match[1]);
    if (!POOL_SIZES.has(size)) report(match[0], `${size} is no pool the generator can draw from`);
    if (!roundsTo(match[2] ?? "", Math.log2(size))) report(match[0], `log2(${size}) ≠ ${match[2]}`);
    if (!roundsTo(match[3] ?? "", 16 * Math.log2(size)))
      report(match[0], `16 × log2(${size}) ≠ ${match[3]}`);
  }
  for (const match of text.matchAll(
    /scores (\d+) of (\d+) and is labelled (\w+)|are labelled (\w+)/g,
  )) {
    const sample = scoreGeneratorStrength("q".repeat(20));
    if (match[1] && Number(match[1]) !== sample.score)
      report(match[0], `it scores ${sample.score}`);
    if (match[2] && Number(match[2]) !== GENERATOR_MAX_SCORE)
      report(match[0], `the scale is 0-${GENERATOR_MAX_SCORE}`);
    const label = match[3] ?? match[4];
    if (label !== sample.label) report(match[0], `it is labelled ${sample.label}`);
  }
  for (const paragraph of paragraphs(text)) {
    const state: BitsState = { pool: null, nextPool: null, length: null, lastKind: null };
    for (const sentence of paragraph) {
      for (const problem of checkBits(sentence, state))
        report(sentence.trim().slice(0, 120), problem);
    }
  }
  return findings;
}

describe("figures in the articles agree with the engine", () => {
  it.each(ARTICLES.map((article) => [article.name, article.text] as const))("%s", (name, text) => {
    expect(checkArticle(name, text)).toEqual([]);
  });

  it("catches a figure that drifts from the engine", () => {
    const drifted = [
      "Keysmith accepts 8 to 64 characters.",
      "The bulk generator makes up to 50 passwords at once.",
      "A custom set of up to 500 characters.",
      "The EFF list of 7,000 words.",
      "Each word adds about 13.9 bits.",
      "A 16-character password from an 88-character pool carries about 110 bits.",
      "It keeps the last 20 passwords.",
      "Letters, digits and 30 symbols.",
    ];
    for (const sentence of drifted) {
      expect(checkArticle("drifted.md", sentence), sentence).not.toEqual([]);
    }
  });

  it("has a bits figure it cannot tie to a length and pool fail, rather than pass unread", () => {
    expect(checkArticle("vague.md", "Strong passwords have about 99 bits.")).not.toEqual([]);
  });
});

describe("the derived facts", () => {
  it("are the engine's limits and pools", () => {
    expect(FACTS.length).toEqual({
      min: PASSWORD_MIN_LENGTH,
      max: PASSWORD_MAX_LENGTH,
      default: 16,
    });
    expect([BULK_LENGTH_MIN, BULK_LENGTH_MAX]).toEqual([FACTS.length.min, FACTS.length.max]);
    expect(FACTS.pools.all).toBe(SPECIAL.length + 26 + 26 + 10);
    expect(FACTS.pools.allWithoutSimilar).toBe(FACTS.pools.all - 5);
    expect(FACTS.customCharsetMax).toBe("1,000");
    expect(FACTS.passphrase.listSize).toBe("7,776");
    expect(PRINTABLE_ASCII_SIZE).toBe(94);
  });

  it("the about page's lowercase example is a random password the label understates", () => {
    const label = scoreGeneratorStrength("q".repeat(20)).label;
    expect(label).not.toBe("Strong");
    expect(calculateUniformEntropyBits(26, 20)).toBeGreaterThan(80);
  });
});
