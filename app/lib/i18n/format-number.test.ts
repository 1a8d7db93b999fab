import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";

import {
  NUMBER_SIGNS,
  formatLocalBits,
  formatLocalCount,
  formatTranslatedCount,
} from "./format-number";
import { LOCALES, SOURCE_LOCALE } from "./locales";
import { setTranslator } from "./runtime";

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

function inLocale(locale: (typeof LOCALES)[number]): void {
  setTranslator({ locale, translate: () => "" });
}

afterEach(() => setTranslator(null));

describe("each language's signs in numbers", () => {
  it.each(LOCALES)("%s writes the decimal sign and group separator Intl writes", (locale) => {
    const parts = new Intl.NumberFormat(locale).formatToParts(1_234_567.5);
    expect(NUMBER_SIGNS[locale]).toEqual({
      decimal: parts.find((part) => part.type === "decimal")?.value,
      group: parts.find((part) => part.type === "group")?.value,
    });
  });
});

describe("figures in another language", () => {
  it.each(OTHER_LOCALES)("%s: bits as Intl writes them, with or without decimals", (locale) => {
    inLocale(locale);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -50_000, max: 50_000, noNaN: true }),
          fc.double({ min: 0, max: 1e22, noNaN: true }),
        ),
        fc.integer({ min: 0, max: 3 }),
        (value, decimals) => {
          const intl = new Intl.NumberFormat(locale, {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
            useGrouping: "min2",
          }).format(Number(value.toFixed(decimals)));
          expect(formatLocalBits(value, decimals)).toBe(intl);
        },
      ),
    );
  });

  it.each(OTHER_LOCALES)("%s: whole numbers as Intl writes them", (locale) => {
    inLocale(locale);
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger()), (value) => {
        const intl = new Intl.NumberFormat(locale, { useGrouping: "min2" }).format(value);
        expect(formatLocalCount(value)).toBe(intl);
      }),
    );
  });

  it.each(OTHER_LOCALES)("%s: counts of any size as Intl writes them", (locale) => {
    inLocale(locale);
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 40n }), (value) => {
        const intl = new Intl.NumberFormat(locale, { useGrouping: "min2" }).format(value);
        expect(formatTranslatedCount(value)).toBe(intl);
      }),
    );
  });

  it("rounds as English does, half away from zero only when the binary value is", () => {
    inLocale("de");
    // 1.005 is 1.00499999999999989… as a double: toFixed and the English page write 1.00.
    expect(formatLocalBits(1.005, 2)).toBe("1,00");
    expect(formatLocalBits(2.5, 0)).toBe("3");
  });

  it("German writes four digits without a separator and five with one", () => {
    inLocale("de");
    expect(formatLocalCount(7776)).toBe("7776");
    expect(formatLocalCount(12_345)).toBe("12.345");
    expect(formatLocalBits(12.925, 1)).toBe("12,9");
    expect(formatLocalBits(0, 2)).toBe("0,00");
  });
});
