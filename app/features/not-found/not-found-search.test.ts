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
