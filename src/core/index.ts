/**
 * Keysmith's password engine: pure TypeScript, no UI, no DOM beyond `globalThis.crypto`, no
 * `Math.random`. The site and the `keysmith` command both use it through this module (`#core`
 * in the site's code); code on a page's first view imports the modules themselves
 * (`#core/<folder>/<module>`), so that the site's chunk groups (vite-plugins/chunk-groups.ts) see
 * which parts of the engine a page loads.
 *
 * Passphrase generation is deliberately not exported here: it carries the 60 KB EFF word list,
 * and a static re-export would put that list into every bundle that imports this module, even
 * one that loads `./generate/passphrase` on demand. Import that module directly (the CLI) or
 * with `import()` (the site). Passphrase options, defaults and entropy load no word list.
 *
 * For the same reason the checker's verdict (`./strength/verdict`) and blocklist matching
 * (`./strength/blocklist`) are imported from their modules: re-exported here they would travel in
 * the engine chunk every page loads, while only the checker page and its lazy list chunk use them.
 */

export * from "./options/limits";

export {
  CHARACTER_TYPE_POOLS,
  CHARACTER_TYPES,
  DIGITS,
  LOWERCASE,
  SIMILAR_CHARACTERS,
  SPECIAL,
  UPPERCASE,
  isSimilarCharacter,
  removeSimilarCharacters,
  type CharacterType,
} from "./generate/charsets";

export {
  RANDOM_SOURCE_UNAVAILABLE_MESSAGE,
  RandomSourceUnavailableError,
  createCryptoRandomizer,
  createRandomizerFromBytes,
  getDefaultRandomizer,
  type FillRandomBytes,
  type RandomValuesSource,
  type Randomizer,
} from "./random/randomizer";

export { countGraphemes, splitGraphemes, truncateCustomCharset } from "./generate/custom-charset";
export { parseCustomCharset, type ParsedCustomCharset } from "./generate/parse-custom-charset";
export {
  formatInvisibleCharactersError,
  formatNoStandaloneCharacterError,
} from "./generate/invisible-characters-message";

export {
  DEFAULT_PASSWORD_OPTIONS,
  constrainPasswordLength,
  constrainPasswordOptions,
  constrainTypeMinimum,
  normalizeSymbols,
  sameSymbols,
  type ConstrainedPasswordOptions,
  type PasswordOptions,
} from "./options/password-options";

export {
  GENERATION_ERRORS,
  findPoolWarning,
  generatePassword,
  generatePasswordChunks,
  generatePasswords,
  type GenerationError,
  type PasswordChunksResult,
  type PasswordResult,
  type PasswordsResult,
} from "./generate/password";

export {
  DEFAULT_PASSPHRASE_OPTIONS,
  PASSPHRASE_SYMBOLS,
  RANDOM_SEPARATORS,
  calculatePassphraseEntropyBits,
  constrainPassphraseWords,
  type PassphraseOptions,
} from "./generate/passphrase-options";
export { wordListSize, type PassphraseLanguage } from "./generate/passphrase-languages";
export { EFF_LARGE_WORDLIST_SIZE } from "./generate/eff-large-wordlist-size";

export {
  BULK_ERRORS,
  DEFAULT_BULK_SETTINGS,
  generateBulk,
  parseBulkCount,
  parseBulkLength,
  type BulkError,
  type BulkResult,
  type BulkSettings,
} from "./generate/bulk";

export {
  labelGeneratorScore,
  scoreGeneratorStrength,
  type GeneratorStrength,
  type GeneratorStrengthLabel,
  type GeneratorStrengthTone,
} from "./strength/generator-strength";
// The generator's ratings (`./strength/generator-rating`, `./strength/passphrase-strength`) are
// imported from their modules: only the generator uses them, so the checker's and the bulk
// generator's first view does not carry them.

export {
  CHECK_RULES,
  COMMON_PASSWORD_FRAGMENTS,
  checkPasswordStrength,
  labelCheckerScore,
  type CheckerResult,
  type CheckerStrengthLabel,
  type CheckerStrengthTone,
  type PasswordCheck,
  type PasswordCheckId,
} from "./strength/checker";

export {
  ESTIMATE_CLASS_SIZES,
  calculateUniformEntropyBits,
  countValidPasswordsLog2,
  estimateEntropyBits,
} from "./strength/entropy";

export {
  CHARSET_PRESETS,
  TEMPLATES,
  applyCharsetPreset,
  applyTemplate,
  type CharsetPreset,
  type PasswordTemplate,
  type TemplateIconName,
  type TemplateOptions,
} from "./options/templates";

export {
  addToHistory,
  createHistoryEntry,
  pruneHistory,
  type HistoryEntry,
  type HistoryStrength,
} from "./options/history";

export {
  STORAGE_KEYS,
  parseCookieConsent,
  parseTheme,
  type CookieConsent,
  type StoredDataProblem,
  type StoredRead,
  type Theme,
} from "./options/stored-data";
// The readers of the generator's stored keys (`./options/stored-password-options`,
// `./options/stored-generator-data`) are imported from their modules: only the generator reads
// them, so other pages' first view does not carry them (docs/style.md, "The engine").

// Site password rules (docs/decisions/password-rules.md) are imported from
// `./password-rules/index`, not re-exported here: through this barrel the bundler tied them to
// every page's first view. The known-sites list itself loads apart:
// `./password-rules/known-sites-data` (import() on the site, bundled by the CLI).
