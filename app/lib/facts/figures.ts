/**
 * The figures Markdown pages quote, by the name a `{{name}}` placeholder uses (docs/style.md,
 * "Content"). Every one is computed from FACTS or the engine, so a page cannot drift from the
 * code; the loaders fill the placeholders when pages are prerendered and fail on a name that
 * is not here. Imported by build-time loaders only: none of this reaches the browser.
 */
import { SIMILAR_CHARACTERS } from "#core/generate/charsets";
import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";
import { CHECKER_MAX_SCORE, GENERATOR_MAX_SCORE, SAVED_SETS_MAX } from "#core/options/limits";
import { CHECK_RULES } from "#core/strength/checker";
import { scoreGeneratorStrength } from "#core/strength/generator-strength";

import {
  FACTS,
  bitsPerCharacter,
  formatBits,
  formatCount,
  passphraseBits,
  poolSize,
} from "./product-facts";

function languageList(code: string) {
  const found = PASSPHRASE_LANGUAGES.find((language) => language.code === code);
  if (!found) throw new Error(`No passphrase language ${code}`);
  return found;
}
const GERMAN = languageList("de");
/** The BIP39 lists (Spanish, French, Italian, Portuguese, Czech) share one size. */
const BIP39 = languageList("es");

/** The modulo-bias example on the About page: a random byte mapped onto the full pool. */
const BYTE_VALUES = 256;
const POOL = FACTS.pools.all;
const WAYS_LOW = Math.floor(BYTE_VALUES / POOL);
const FAVOURED = BYTE_VALUES - WAYS_LOW * POOL;

/** A random password of lowercase letters only: long, random, and still rated on composition. */
export const LOWERCASE_EXAMPLE_LENGTH = 20;
export const LOWERCASE_EXAMPLE = scoreGeneratorStrength("q".repeat(LOWERCASE_EXAMPLE_LENGTH));

/** Every figure a Markdown page may name, as the page shows it. */
export const FIGURES: Readonly<Record<string, string>> = Object.freeze({
  "length.min": String(FACTS.length.min),
  "length.max": String(FACTS.length.max),
  "length.default": String(FACTS.length.default),
  "bulk.max": String(FACTS.bulk.max),
  customCharsetMax: FACTS.customCharsetMax,
  history: String(FACTS.history),
  savedSetsMax: String(SAVED_SETS_MAX),
  "cleanup.min": String(FACTS.cleanup.min),
  "cleanup.max": String(FACTS.cleanup.max),
  "cleanup.default": String(FACTS.cleanup.default),
  symbols: FACTS.symbols,
  symbolCount: String(FACTS.symbolCount),
  similar: [...SIMILAR_CHARACTERS].join(" "),
  "passphrase.minWords": String(FACTS.passphrase.minWords),
  "passphrase.maxWords": String(FACTS.passphrase.maxWords),
  "passphrase.defaultWords": String(FACTS.passphrase.defaultWords),
  "passphrase.listSize": FACTS.passphrase.listSize,
  "passphrase.bitsPerWord": formatBits(FACTS.passphrase.bitsPerWord, 1),
  "passphrase.defaultBits": formatBits(passphraseBits(FACTS.passphrase.defaultWords)),
  "german.listSize": formatCount(GERMAN.size),
  "german.bitsPerWord": formatBits(Math.log2(GERMAN.size), 1),
  "bip39.listSize": formatCount(BIP39.size),
  "bip39.bitsPerWord": formatBits(Math.log2(BIP39.size)),
  defaultPasswordBits: formatBits(FACTS.defaultPasswordBits),
  "generator.maxScore": String(GENERATOR_MAX_SCORE),
  "checker.checks": String(CHECK_RULES.length),
  "checker.maxScore": String(CHECKER_MAX_SCORE),
  "lowercaseExample.length": String(LOWERCASE_EXAMPLE_LENGTH),
  "lowercaseExample.bits": formatBits(
    LOWERCASE_EXAMPLE_LENGTH * bitsPerCharacter(poolSize(["lowercase"])),
  ),
  "lowercaseExample.score": String(LOWERCASE_EXAMPLE.score),
  "lowercaseExample.label": LOWERCASE_EXAMPLE.label,
  "modulo.byteValues": String(BYTE_VALUES),
  "modulo.pool": String(POOL),
  "modulo.waysLow": String(WAYS_LOW),
  "modulo.waysHigh": String(WAYS_LOW + 1),
  "modulo.favoured": String(FAVOURED),
  "modulo.unfavoured": String(POOL - FAVOURED),
  "modulo.percentMore": String(Math.round(100 / WAYS_LOW)),
  "modulo.accepted": String(WAYS_LOW * POOL),
});
