import { describe, expect, it } from "vitest";

import { DEFAULT_BREACH_API_URL } from "#core/breach/breach-result";

import { breachServiceName } from "./breach-api";

describe("breachServiceName", () => {
  it("names the public service", () => {
    expect(breachServiceName(DEFAULT_BREACH_API_URL)).toBe(
      "Have I Been Pwned’s Pwned Passwords service",
    );
    expect(breachServiceName(DEFAULT_BREACH_API_URL, "short")).toBe("Have I Been Pwned");
  });

  it("names another range API by the origin the request goes to", () => {
    const url = "http://127.0.0.1:4321/range";
    expect(breachServiceName(url)).toBe(
      "the Pwned Passwords range service at http://127.0.0.1:4321",
    );
    expect(breachServiceName(url, "short")).toBe(
      "the Pwned Passwords range service at http://127.0.0.1:4321",
    );
  });
});
