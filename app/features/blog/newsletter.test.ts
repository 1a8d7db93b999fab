import { describe, expect, it } from "vitest";

import { parseNewsletterUrl } from "./newsletter";

describe("parseNewsletterUrl", () => {
  it("is null when unset or blank: no newsletter", () => {
    expect(parseNewsletterUrl(undefined)).toBeNull();
    expect(parseNewsletterUrl("  ")).toBeNull();
  });

  it("accepts an absolute http(s) URL", () => {
    expect(parseNewsletterUrl(" https://lists.example.org/subscribe ")).toBe(
      "https://lists.example.org/subscribe",
    );
  });

  it.each(["lists.example.org", "javascript:alert(1)", "ftp://example.org/x"])(
    "stops the build for %j",
    (raw) => {
      expect(() => parseNewsletterUrl(raw)).toThrow(/NEWSLETTER_URL/);
    },
  );
});
