import { WORD_LIST_SIZES } from "#core/generate/passphrase-languages";

import { i18n } from "~/lib/i18n/runtime";

/*
 * The word-list figures of the home page's sections, for the page's language; they are written
 * with ~/lib/i18n/format-number.
 */

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
