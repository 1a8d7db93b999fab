import { formatBits, formatCount } from "~/lib/facts/derive";

import { SOURCE_LOCALE } from "./locales";
import { i18n } from "./runtime";

/*
 * Figures as the page's language writes them (docs/decisions/i18n-library.md, "Language-aware
 * defaults"): English exactly as the site always wrote them ("7,776", "12.9"); another language
 * with Intl, after the first paint, four-digit figures without a grouping separator.
 */

function format(value: number, decimals: number): string {
  return new Intl.NumberFormat(i18n.locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: "min2",
  }).format(value);
}

/** A whole number: "7,776" in English, "7776" in German, "1.000.000" for a million. */
export function formatLocalCount(value: number): string {
  return i18n.locale === SOURCE_LOCALE ? formatCount(value) : format(value, 0);
}

/** A figure in bits rounded to `decimals` places: "12.9" in English, "12,9" in German. */
export function formatLocalBits(bits: number, decimals = 0): string {
  return i18n.locale === SOURCE_LOCALE ? formatBits(bits, decimals) : format(bits, decimals);
}
