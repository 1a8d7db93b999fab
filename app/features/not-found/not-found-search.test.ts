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
  ])("sends %j to %s", (query, path) => {
    expect(resolveNotFoundSearch(query)).toBe(path);
  });
});
