import { EFF_LARGE_WORDLIST_SIZE } from "./eff-large-wordlist-size";

/*
 * The languages a passphrase can be made in (docs/product-decisions.md, "Passphrases") and the size
 * of each list, so the entropy is known before a list has loaded. The lists themselves load on
 * demand (load-word-list.ts), and the names the menu shows live in passphrase-language-names.ts:
 * neither is in a first view that only reads stored settings.
 */

export type PassphraseLanguage = "en" | "de" | "es" | "fr" | "it" | "pt" | "cs";

/** BIP39's lists have 2,048 words each. */
const BIP39_SIZE = 2048;

/** Words in each language's list; each word adds log2(size) bits. */
export const WORD_LIST_SIZES: Readonly<Record<PassphraseLanguage, number>> = Object.freeze({
  en: EFF_LARGE_WORDLIST_SIZE,
  de: 7776,
  es: BIP39_SIZE,
  fr: BIP39_SIZE,
  it: BIP39_SIZE,
  pt: BIP39_SIZE,
  cs: BIP39_SIZE,
});

export const DEFAULT_PASSPHRASE_LANGUAGE: PassphraseLanguage = "en";

export function isPassphraseLanguage(value: unknown): value is PassphraseLanguage {
  return typeof value === "string" && Object.hasOwn(WORD_LIST_SIZES, value);
}

/** The list size of a language (English for anything unknown). */
export function wordListSize(language: PassphraseLanguage): number {
  return isPassphraseLanguage(language) ? WORD_LIST_SIZES[language] : EFF_LARGE_WORDLIST_SIZE;
}
