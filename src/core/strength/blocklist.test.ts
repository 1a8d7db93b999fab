import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isBlocklisted, listBlocklistCandidates } from "./blocklist";

const LIST: ReadonlySet<string> = new Set(["password", "welcome", "admin", "123456", "1qaz2wsx"]);

describe("isBlocklisted", () => {
  it.each([
    ["the entry itself", "password"],
    ["another case", "PassWord"],
    ["look-alikes undone", "P@ssw0rd"],
    ["1 read as i", "@dm1n"],
    ["$ and 5 read as s", "pa$5word"],
    ["trailing digits and symbols stripped", "Welcome2024!"],
    ["leading digits and symbols stripped", "!!2024welcome"],
    ["both ends stripped, look-alikes undone", "99P@ssw0rd123!"],
    ["a leading look-alike kept as a letter", "@dmin2024"],
    ["digits only, whole", "123456"],
    ["the shifted digit row folded", "!QAZ@WSX"],
  ])("finds %s: %s", (_, password) => {
    expect(isBlocklisted(password, LIST)).toBe(true);
  });

  it.each([
    ["a word inside other letters", "mypasswordx"],
    ["two entries joined", "passwordwelcome"],
    ["a symbol between letters", "pass-word"],
    ["digits around an entry of digits", "91234567"],
    ["nothing left after stripping", "!!!"],
    ["an empty password", ""],
  ])("does not find %s: %s", (_, password) => {
    expect(isBlocklisted(password, LIST)).toBe(false);
  });

  it("looks up at most 16 texts, whatever the password", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (password) => {
        expect(listBlocklistCandidates(password).length).toBeLessThanOrEqual(16);
      }),
    );
  });
});
