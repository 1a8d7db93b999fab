import { describe, expect, it } from "vitest";

import { formatLongDate } from "./format-date";

describe("formatLongDate", () => {
  it("writes a date as US readers expect, whatever the machine's locale", () => {
    expect(formatLongDate("2025-01-09")).toBe("January 9, 2025");
    expect(formatLongDate("2024-12-31")).toBe("December 31, 2024");
    expect(formatLongDate("2026-11-23")).toBe("November 23, 2026");
  });

  it("agrees with Intl's en-US long format for every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(intl.format(new Date(time)));
    }
  });
});
