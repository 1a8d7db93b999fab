import { WORD_LIST_SIZES } from "#core/generate/passphrase-languages";

import { formatBits, formatCount } from "~/lib/facts/derive";
import { i18n } from "~/lib/i18n/runtime";

/*
 * The figures of the home page's sections, written as the page's language writes numbers. These
 * sections load after hydration starts (docs/decisions/first-view-budget.md), so a translated page
 * may use Intl here; English keeps the copy's own en-US figures (derive.ts).
 */

/** A whole number ("7,776" in English, "7.776" in German). */
export function count(value: number): string {
  return i18n.locale === "en"
    ? formatCount(value)
    : new Intl.NumberFormat(i18n.locale).format(value);
}

/** A figure in bits, rounded to `decimals` places ("12.9" in English, "12,9" in German). */
export function bits(value: number, decimals = 0): string {
  if (i18n.locale === "en") return formatBits(value, decimals);
  return new Intl.NumberFormat(i18n.locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(value.toFixed(decimals)));
}

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
