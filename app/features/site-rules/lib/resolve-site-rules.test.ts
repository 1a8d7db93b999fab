import { describe, expect, it } from "vitest";

import { parseKnownSites } from "#core/password-rules";
import { looksLikeRule, resolveSiteRulesInput, selectionOf } from "./resolve-site-rules";
import { INITIAL_SITE_RULES_STATE, reduceSiteRules } from "./site-rules-state";

const sites = parseKnownSites({
  "example.com": { "password-rules": "minlength: 8; maxlength: 12; required: digit;" },
  "bad.example": { "password-rules": "minlength: 9; maxlength: 4;" },
});

describe("resolveSiteRulesInput", () => {
  it("tells a pasted rule from a site", () => {
    expect(looksLikeRule(" MinLength: 8;")).toBe(true);
    expect(looksLikeRule("required:upper")).toBe(true);
    expect(looksLikeRule("example.com")).toBe(false);
    expect(looksLikeRule("https://example.com")).toBe(false);
  });

  it("waits for the list before judging a site, and says when it failed", () => {
    expect(resolveSiteRulesInput("example.com", null)).toEqual({
      kind: "loading",
      host: "example.com",
    });
    expect(resolveSiteRulesInput("example.com", null, true)).toEqual({
      kind: "list-unavailable",
      host: "example.com",
    });
  });

  it("gives a listed site's rules with its length range", () => {
    const selection = selectionOf(resolveSiteRulesInput("WWW.example.com/", sites));
    expect(selection?.domain).toBe("example.com");
    expect(selection?.lengthRange).toEqual({ min: 8, max: 12, warning: null });
    expect(selection?.description).toBe("8 to 12 characters; at least one digit");
  });

  it("names an unknown site, input it cannot read, and a listed rule no password meets", () => {
    expect(resolveSiteRulesInput("other.org", sites)).toEqual({
      kind: "unknown-site",
      host: "other.org",
    });
    expect(resolveSiteRulesInput("hello", sites)).toEqual({ kind: "not-understood" });
    expect(resolveSiteRulesInput("   ", sites)).toEqual({ kind: "empty" });
    expect(resolveSiteRulesInput("bad.example", sites)).toMatchObject({
      kind: "unsatisfiable",
      domain: "bad.example",
    });
  });
});

describe("reduceSiteRules", () => {
  it("drops the pasted rule when the site changes", () => {
    let state = reduceSiteRules(INITIAL_SITE_RULES_STATE, {
      type: "input-changed",
      input: "a.org",
    });
    state = reduceSiteRules(state, { type: "paste-opened" });
    state = reduceSiteRules(state, { type: "pasted-rule-changed", text: "minlength: 9;" });
    expect(state).toEqual({ input: "a.org", pasting: true, pastedRule: "minlength: 9;" });
    state = reduceSiteRules(state, { type: "input-changed", input: "b.org" });
    expect(state).toEqual({ input: "b.org", pasting: false, pastedRule: "" });
  });
});
