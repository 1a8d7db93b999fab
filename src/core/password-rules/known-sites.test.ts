import { describe, expect, it } from "vitest";
import { findKnownSite, normalizeSiteInput, parseKnownSites } from "./known-sites";
import { KNOWN_SITES } from "./known-sites-data";

const sites = parseKnownSites({
  "example.com": { "password-rules": "minlength: 8;" },
  "bank.example": { "password-rules": "maxlength: 12;", "exact-domain-match-only": true },
  "login.bank.example": { "password-rules": "maxlength: 20;" },
  "broken.example": { rules: 1 },
});

describe("normalizeSiteInput", () => {
  it.each([
    ["example.com", "example.com"],
    ["  EXAMPLE.com  ", "example.com"],
    ["https://www.Example.com/login?next=/", "www.example.com"],
    ["http://user:pw@example.com:8443/path#x", "example.com"],
    ["example.com.", "example.com"],
    ["example.com:443", "example.com"],
    ["//cdn.example.com/a", "cdn.example.com"],
  ])("%s → %s", (input, host) => {
    expect(normalizeSiteInput(input)).toBe(host);
  });

  it.each(["", "   ", "localhost", "minlength: 8; required: upper;", "exa mple.com", "https://"])(
    "finds no host in %j",
    (input) => {
      expect(normalizeSiteInput(input)).toBeNull();
    },
  );
});

describe("findKnownSite", () => {
  it("matches a domain, its subdomains and what people type", () => {
    for (const input of [
      "example.com",
      "WWW.EXAMPLE.COM",
      "https://accounts.eu.example.com/sign-in",
      "example.com.",
    ]) {
      expect(findKnownSite(sites, input)?.domain).toBe("example.com");
    }
  });

  it("applies an exact-domain-match-only rule to that host alone", () => {
    expect(findKnownSite(sites, "bank.example")?.rules).toBe("maxlength: 12;");
    expect(findKnownSite(sites, "www.bank.example")?.rules).toBe("maxlength: 12;");
    expect(findKnownSite(sites, "shop.bank.example")).toBeNull();
    expect(findKnownSite(sites, "a.login.bank.example")?.domain).toBe("login.bank.example");
  });

  it("knows nothing of an unlisted site, a look-alike or an entry without a rule", () => {
    expect(findKnownSite(sites, "notexample.com")).toBeNull();
    expect(findKnownSite(sites, "example.com.evil.test")).toBeNull();
    expect(findKnownSite(sites, "broken.example")).toBeNull();
  });

  it("reads the shipped list", () => {
    expect(findKnownSite(KNOWN_SITES, "https://www.acmemarkets.com/")?.rules).toBe(
      "minlength: 8; maxlength: 40; required: upper; required: [!#$%&*@^]; allowed: lower,digit;",
    );
    expect(findKnownSite(KNOWN_SITES, "mail.163.com")?.domain).toBe("163.com");
  });
});

describe("the shipped licence", () => {
  it("is the data folder's LICENSE.md, word for word", async () => {
    const { readFileSync } = await import("node:fs");
    const { KNOWN_SITES_LICENCE } = await import("./known-sites-data");
    const file = readFileSync(new URL("./data/LICENSE.md", import.meta.url), "utf8");
    expect(KNOWN_SITES_LICENCE).toBe(file.trimEnd());
  });
});
