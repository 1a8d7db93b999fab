import { describe, expect, it } from "vitest";

import { PASSPHRASE_SEPARATOR_MAX_LENGTH } from "#core";
import { SEPARATORS } from "./passphrase-options-form";

describe("the separator picker", () => {
  it("offers no separator longer than a stored one may be", () => {
    for (const { value } of SEPARATORS) {
      expect(value.length).toBeLessThanOrEqual(PASSPHRASE_SEPARATOR_MAX_LENGTH);
    }
    expect(Math.max(...SEPARATORS.map(({ value }) => value.length))).toBe(
      PASSPHRASE_SEPARATOR_MAX_LENGTH,
    );
  });
});
