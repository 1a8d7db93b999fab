import { describe, expect, it } from "vitest";

import { resolveNotFoundSearch } from "./not-found-search";

describe("resolveNotFoundSearch", () => {
  it.each([
    ["password", "/"],
    ["Strong PASSWORD ideas", "/"],
    ["check", "/password-checker"],
    ["Checker", "/password-checker"],
    ["password checker", "/password-checker"],
    ["bulk", "/bulk-generator"],
    ["BULK passwords", "/bulk-generator"],
    ["", "/"],
    ["wifi", "/"],
    ["passphrase", "/passphrase-generator"],
    ["German PASSPHRASE", "/passphrase-generator"],
    ["pin", "/pin-generator"],
    ["6-digit PIN code", "/pin-generator"],
    ["pins", "/pin-generator"],
    ["spinning", "/"],
    ["username", "/username-generator"],
    ["user name ideas", "/username-generator"],
    ["memorable", "/memorable-password-generator"],
    ["memorable password", "/memorable-password-generator"],
  ])("sends %j to %s", (query, path) => {
    expect(resolveNotFoundSearch(query)).toBe(path);
  });
});

describe("resolveNotFoundSearch in another language", () => {
  const words = [
    ["/password-checker", "prüf, stärke"],
    ["/bulk-generator", "viele, mehrere"],
  ] as const;

  it("follows the language's own words first", () => {
    expect(resolveNotFoundSearch("Passwort prüfen", words)).toBe("/password-checker");
    expect(resolveNotFoundSearch("MEHRERE Passwörter", words)).toBe("/bulk-generator");
  });

  it("still understands the English words, and leads anything else to the generator", () => {
    expect(resolveNotFoundSearch("bulk", words)).toBe("/bulk-generator");
    expect(resolveNotFoundSearch("Passwort", words)).toBe("/");
  });
});
