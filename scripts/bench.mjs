// `npm run bench`: how fast the engine makes passwords, beside the generate-password package and a
// naive `value % poolSize` generator (docs/decisions/password-engine-sampling.md). Prints figures;
// asserts nothing. Node cannot import TypeScript, so the engine is bundled with esbuild into a
// temporary file.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import generator from "generate-password";

import { median } from "./harness.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = await mkdtemp(join(tmpdir(), "keysmith-bench-"));
const outfile = join(dir, "core.mjs");
await build({
  entryPoints: [join(root, "src/core/index.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
});
const core = await import(pathToFileURL(outfile).href);
await rm(dir, { recursive: true, force: true });

const LENGTH = 16;
const options = { ...core.DEFAULT_PASSWORD_OPTIONS, length: LENGTH };
const POOL = core.UPPERCASE + core.LOWERCASE + core.DIGITS + core.SPECIAL;

/** The draft's selection (spec §5): one 32-bit value per character, modulo the pool size. */
function generateNaive() {
  const values = new Uint32Array(LENGTH);
  crypto.getRandomValues(values);
  let password = "";
  for (let i = 0; i < LENGTH; i++) password += POOL[values[i] % POOL.length];
  return password;
}

/** Unbiased, but one 32-bit word per attempt: the baseline, measured at ~0.95 M/s. */
const words = new Uint32Array(1024);
let wordIndex = words.length;
function nextWord() {
  if (wordIndex === words.length) {
    crypto.getRandomValues(words);
    wordIndex = 0;
  }
  return words[wordIndex++];
}
function generateRejection32() {
  const limit = 2 ** 32 - (2 ** 32 % POOL.length);
  let password = "";
  for (let i = 0; i < LENGTH; i++) {
    let word;
    do word = nextWord();
    while (word >= limit);
    password += POOL[word % POOL.length];
  }
  return password;
}

let sink = 0;

/** Passwords per second of `makeOne`: best of three timed rounds of about 0.6 s. */
function measureRate(makeOne) {
  for (let i = 0; i < 20_000; i++) sink += makeOne().length;
  let best = 0;
  for (let round = 0; round < 3; round++) {
    let made = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      for (let i = 0; i < 5_000; i++) sink += makeOne().length;
      made += 5_000;
      elapsed = performance.now() - start;
    } while (elapsed < 600);
    best = Math.max(best, made / (elapsed / 1000));
  }
  return best;
}

/** Passwords per second through the CLI's streaming path (text chunks of 64 KiB). */
function measureStreamRate() {
  let best = 0;
  for (let round = 0; round < 3; round++) {
    const count = 1_000_000;
    const start = performance.now();
    const result = core.generatePasswordChunks(options, count);
    for (const chunk of result.chunks) sink += chunk.length;
    best = Math.max(best, count / ((performance.now() - start) / 1000));
  }
  return best;
}

/** Median time of one bulk list of 100 × 128, in milliseconds. */
function measureBulk() {
  const settings = { ...core.DEFAULT_BULK_SETTINGS, count: 100, length: 128 };
  for (let i = 0; i < 100; i++) sink += core.generateBulk(settings).passwords.length;
  const times = [];
  for (let i = 0; i < 301; i++) {
    const start = performance.now();
    sink += core.generateBulk(settings).passwords.length;
    times.push(performance.now() - start);
  }
  return median(times);
}

const rows = [
  [
    "keysmith engine, generatePassword()",
    measureRate(() => core.generatePassword(options).password),
  ],
  ["keysmith engine, streamed (CLI path)", measureStreamRate()],
  [
    "generate-password 1.7 (strict, 4 types)",
    measureRate(() =>
      generator.generate({
        length: LENGTH,
        uppercase: true,
        lowercase: true,
        numbers: true,
        symbols: true,
        strict: true,
      }),
    ),
  ],
  ["naive value % poolSize (biased; no type rule)", measureRate(generateNaive)],
  ["32-bit rejection, batched (no type rule)", measureRate(generateRejection32)],
];

const reference = rows[2][1];
const pad = (text, width) => String(text).padEnd(width);
console.log(
  `Passwords of ${LENGTH} characters, upper + lower + digits + symbols (Node ${process.version}).`,
);
console.log("Keysmith and generate-password (strict) redraw until every type appears.\n");
console.log(`${pad("generator", 48)}${pad("passwords/s", 14)}vs generate-password`);
for (const [name, rate] of rows) {
  console.log(
    `${pad(name, 48)}${pad(`${(rate / 1e6).toFixed(2)} M`, 14)}${(rate / reference).toFixed(2)}×`,
  );
}
const bulkMs = measureBulk();
console.log(`\nOne bulk list of 100 × 128 (median of 301): ${bulkMs.toFixed(3)} ms`);
if (sink === 0) console.log("");
