import { describe, expect, it } from "vitest";

import { LOCALES, NUMBER_SIGNS } from "./locales";

describe("each language's signs in numbers", () => {
  it.each(LOCALES)("%s writes the decimal sign and group separator Intl writes", (locale) => {
    const parts = new Intl.NumberFormat(locale).formatToParts(1_234_567.5);
    expect(NUMBER_SIGNS[locale]).toEqual({
      decimal: parts.find((part) => part.type === "decimal")?.value,
      group: parts.find((part) => part.type === "group")?.value,
    });
  });
});
