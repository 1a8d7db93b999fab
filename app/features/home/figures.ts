import { WORD_LIST_SIZES } from "#core/generate/passphrase-languages";

import { formatBits, formatCount } from "~/lib/facts/derive";
import { i18n } from "~/lib/i18n/runtime";

/*
 * The figures of the home page's sections, written as the page's language writes numbers. These
 * sections load after hydration starts (docs/decisions/first-view-budget.md), so a translated page
 * may use Intl here; English keeps the copy's own en-US figures (derive.ts).
 */

/**
 * A whole number ("7,776" in English, "7776" or "12.345" in German): four-digit figures carry no
 * grouping separator in the other languages, as the generator's card writes them
 * (docs/decisions/i18n-library.md, "Language-aware defaults").
 */
export function count(value: number): string {
  if (i18n.locale === "en") return formatCount(value);
  return new Intl.NumberFormat(i18n.locale, { useGrouping: Math.abs(value) >= 10_000 }).format(
    value,
  );
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
