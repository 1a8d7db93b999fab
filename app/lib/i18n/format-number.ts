import { formatBits, formatCount } from "~/lib/facts/format-figures";

import { SOURCE_LOCALE, type Locale } from "./locales";
import { i18n } from "./runtime";

/*
 * Figures as the page's language writes them (docs/decisions/i18n-library.md, "Language-aware
 * defaults"): English exactly as the site always wrote them ("7,776", "12.9"); another language
 * as Intl writes it, four-digit figures without a grouping separator.
 */

/**
 * Each language's decimal sign and digit-group separator, as Intl.NumberFormat writes them (a unit
 * test holds them to it). Written here because pages need them while they hydrate, and Intl's
 * NumberFormat costs a phone 60 to 140 ms of a long task the first time.
 */
export const NUMBER_SIGNS: Readonly<Record<Locale, { decimal: string; group: string }>> = {
  en: { decimal: ".", group: "," },
  de: { decimal: ",", group: "." },
  es: { decimal: ",", group: "." },
  fr: { decimal: ",", group: "\u202f" },
  it: { decimal: ",", group: "." },
  pt: { decimal: ",", group: "." },
  cs: { decimal: ",", group: "\u00a0" },
};

/** The signs of the language in force; a pseudo-locale in a test has none of its own. */
function signs(): { decimal: string; group: string } | undefined {
  return NUMBER_SIGNS[i18n.locale] as { decimal: string; group: string } | undefined;
}

/** The decimal sign of the language in force: "." in English, "," in German. */
export function decimalSign(): string {
  return (
    signs()?.decimal ??
    new Intl.NumberFormat(i18n.locale).formatToParts(1.5).find((part) => part.type === "decimal")
      ?.value ??
    "."
  );
}

/** Digits, grouped from five on ("min2"), then the fraction after the decimal sign. */
function written(digits: string, known: { decimal: string; group: string }): string {
  const [whole = "", fraction] = digits.split(".");
  const grouped = whole.length < 5 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, known.group);
  return fraction === undefined ? grouped : `${grouped}${known.decimal}${fraction}`;
}

function format(value: number | bigint, decimals: number): string {
  // Rounded as English rounds it (toFixed), then written with the language's signs, exactly as
  // Intl would write it (format-number.test.ts): Intl's NumberFormat costs a phone 60 to 140 ms of
  // a long task the first time, here often while the page hydrates. Intl only where the digits of
  // toFixed are not Intl's: negative numbers, and beyond 15 significant digits.
  const known = signs();
  if (typeof value === "bigint") {
    if (known && value >= 0n) return written(value.toString(), known);
    return new Intl.NumberFormat(i18n.locale, { useGrouping: "min2" }).format(value);
  }
  const rounded = value.toFixed(decimals);
  if (known && value >= 0 && !Object.is(value, -0) && value < 10 ** (15 - decimals)) {
    return written(rounded, known);
  }
  return new Intl.NumberFormat(i18n.locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: "min2",
  }).format(Number(rounded));
}

/** A whole number: "7,776" in English, "7776" in German, "1.000.000" for a million. */
export function formatLocalCount(value: number): string {
  return i18n.locale === SOURCE_LOCALE ? formatCount(value) : format(value, 0);
}

/** A whole number of any size in another language than English, as formatLocalCount writes it. */
export function formatTranslatedCount(value: number | bigint): string {
  return format(value, 0);
}

/** A figure in bits rounded to `decimals` places: "12.9" in English, "12,9" in German. */
export function formatLocalBits(bits: number, decimals = 0): string {
  return i18n.locale === SOURCE_LOCALE ? formatBits(bits, decimals) : format(bits, decimals);
}
