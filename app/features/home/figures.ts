import { WORD_LIST_SIZES } from "#core/generate/passphrase-languages";

import { formatLocalBits, formatLocalCount } from "~/lib/i18n/format-number";
import { i18n } from "~/lib/i18n/runtime";

/*
 * The figures of the home page's sections, written as the page's language writes numbers
 * (~/lib/i18n/format-number); English keeps the copy's own en-US figures (derive.ts).
 */

/**
 * A whole number ("7,776" in English, "7776" or "12.345" in German): four-digit figures carry no
 * grouping separator in the other languages, as the generator's card writes them
 * (docs/decisions/i18n-library.md, "Language-aware defaults").
 */
export const count = formatLocalCount;

/** A figure in bits, rounded to `decimals` places ("12.9" in English, "12,9" in German). */
export const bits = formatLocalBits;

/**
 * The size of the word list a passphrase on this page uses by default: the page's language's list
 * (app/features/generator/lib/stored-settings.ts), English's on an English page.
 */
export function pageWordListSize(): number {
  return WORD_LIST_SIZES[i18n.locale];
}

/** Bits of a passphrase of `words` words from the page's list. */
export function pagePassphraseBits(words: number): number {
  return words * Math.log2(pageWordListSize());
}
