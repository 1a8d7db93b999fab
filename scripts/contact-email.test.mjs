import { describe, expect, it } from "vitest";

import { readContactEmail } from "./contact-email.mjs";

describe("readContactEmail", () => {
  it("is null when CONTACT_EMAIL is unset or blank", () => {
    expect(readContactEmail({})).toBeNull();
    expect(readContactEmail({ CONTACT_EMAIL: "  " })).toBeNull();
  });

  it("keeps a plain address, trimmed", () => {
    expect(readContactEmail({ CONTACT_EMAIL: " team@example.org " })).toBe("team@example.org");
  });

  it.each([
    "team",
    "team@",
    "@example.org",
    "team@example",
    "a b@example.org",
    "team@example.org?subject=x",
    "<team@example.org>",
  ])("stops the build on %j", (value) => {
    expect(() => readContactEmail({ CONTACT_EMAIL: value })).toThrow(/CONTACT_EMAIL/);
  });
});
