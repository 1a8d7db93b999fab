import { describe, expect, it } from "vitest";

import { DEFAULT_BULK_FORM, readBulkForm } from "./bulk-form";

function read(count: string, length: string) {
  return readBulkForm({ ...DEFAULT_BULK_FORM, count, length });
}

describe("readBulkForm", () => {
  it("starts from the spec's defaults: 10 passwords of 16, all four types, nothing excluded", () => {
    expect(DEFAULT_BULK_FORM).toEqual({
      count: "10",
      length: "16",
      includeUppercase: true,
      includeLowercase: true,
      includeNumbers: true,
      includeSpecial: true,
      excludeSimilar: false,
    });
  });

  it("uses valid values as typed, with no note", () => {
    const { settings, adjustments } = read("25", "32");
    expect(settings).toMatchObject({ count: 25, length: 32 });
    expect(adjustments).toEqual({ count: null, length: null });
  });

  it("accepts the limits themselves", () => {
    expect(read("1", "8").adjustments).toEqual({ count: null, length: null });
    expect(read("100", "128").adjustments).toEqual({ count: null, length: null });
  });

  it("falls back to 1 and 8 for empty fields and says so", () => {
    const { settings, adjustments } = read("", "  ");
    expect(settings).toMatchObject({ count: 1, length: 8 });
    expect(adjustments.count?.message).toBe("Count must be a whole number from 1 to 100; using 1.");
    expect(adjustments.length?.message).toBe(
      "Length must be a whole number from 8 to 128; using 8.",
    );
  });

  it("falls back for numbers that are not whole", () => {
    const { settings, adjustments } = read("12.5", "20.1");
    expect(settings).toMatchObject({ count: 1, length: 8 });
    expect(adjustments.count?.value).toBe(1);
    expect(adjustments.length?.value).toBe(8);
  });

  it("clamps whole numbers out of range and says what it used", () => {
    const high = read("150", "200");
    expect(high.settings).toMatchObject({ count: 100, length: 128 });
    expect(high.adjustments.count?.message).toBe(
      "Count must be a whole number from 1 to 100; using 100.",
    );
    expect(high.adjustments.length?.message).toBe(
      "Length must be a whole number from 8 to 128; using 128.",
    );
    const low = read("0", "4");
    expect(low.settings).toMatchObject({ count: 1, length: 8 });
    expect(low.adjustments.count?.value).toBe(1);
  });

  it("passes the character types and exclude-similar through", () => {
    const { settings } = readBulkForm({
      ...DEFAULT_BULK_FORM,
      includeSpecial: false,
      excludeSimilar: true,
    });
    expect(settings).toMatchObject({ includeSpecial: false, excludeSimilar: true });
  });
});
