import { describe, expect, it } from "vitest";

import { DEFAULT_PASSWORD_OPTIONS } from "../options/password-options";
import { DIGITS, LOWERCASE, SPECIAL, UPPERCASE, selectTypePools } from "./charsets";

describe("selectTypePools", () => {
  it("gives the pool of each selected type in pool order", () => {
    expect(selectTypePools(DEFAULT_PASSWORD_OPTIONS)).toEqual([
      UPPERCASE,
      LOWERCASE,
      DIGITS,
      SPECIAL,
    ]);
    expect(
      selectTypePools({
        ...DEFAULT_PASSWORD_OPTIONS,
        includeUppercase: false,
        includeSpecial: false,
      }),
    ).toEqual([LOWERCASE, DIGITS]);
  });

  it("leaves out 0 O 1 l I when similar characters are excluded", () => {
    expect(
      selectTypePools({ ...DEFAULT_PASSWORD_OPTIONS, excludeSimilar: true, includeSpecial: false }),
    ).toEqual(["ABCDEFGHJKLMNPQRSTUVWXYZ", "abcdefghijkmnopqrstuvwxyz", "23456789"]);
  });

  it("gives nothing when no type is selected", () => {
    expect(
      selectTypePools({
        ...DEFAULT_PASSWORD_OPTIONS,
        includeUppercase: false,
        includeLowercase: false,
        includeNumbers: false,
        includeSpecial: false,
      }),
    ).toEqual([]);
  });
});
