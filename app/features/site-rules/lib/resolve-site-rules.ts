import {
  findKnownSite,
  formatPasswordRulesIssue,
  normalizeSiteInput,
  parsePasswordRules,
  resolveRulesLengthRange,
  type KnownSites,
  type PasswordRules,
  type RulesLengthRange,
} from "#core/password-rules";

import { describeRulesText, rulesRangeErrorText } from "./rules-text";

/** Rules the panel can generate with, and where they came from. */
export interface SiteRulesSelection {
  /** The rules, parsed. */
  rules: PasswordRules;
  /** The rule as written (the list's text, or what was pasted). */
  text: string;
  /** "acmemarkets.com" for a listed site; null for a pasted rule. */
  domain: string | null;
  /** The rule in plain words. */
  description: string;
  /** Lengths Keysmith will make for it; the generator's length control should stay inside. */
  lengthRange: RulesLengthRange;
}

/** What the panel's field currently means. */
export type SiteRulesResolution =
  | { kind: "empty" }
  /** A site was typed and the known-sites list is still loading. */
  | { kind: "loading"; host: string }
  /** The list could not be loaded (offline before it was ever fetched). */
  | { kind: "list-unavailable"; host: string }
  | { kind: "not-understood" }
  | { kind: "unknown-site"; host: string }
  | { kind: "rule-errors"; errors: string[]; domain: string | null }
  /** Parsed, but no password can meet it (e.g. minlength above maxlength). */
  | { kind: "unsatisfiable"; error: string; domain: string | null; description: string }
  | { kind: "rules"; selection: SiteRulesSelection; warnings: string[] };

const RULE_START = /^\s*(minlength|maxlength|max-consecutive|required|allowed)\s*:/i;

/** Whether text reads as a pasted rule rather than a site. */
export function looksLikeRule(text: string): boolean {
  return RULE_START.test(text);
}

/** What a rule's text means: rules to use, or its errors in words. */
export function resolveRuleText(text: string, domain: string | null): SiteRulesResolution {
  const parsed = parsePasswordRules(text);
  if (!parsed.success) {
    return { kind: "rule-errors", errors: parsed.errors.map(formatPasswordRulesIssue), domain };
  }
  // In the page's language (./rules-text.ts): the panel derives this as it renders.
  const description = describeRulesText(parsed.data);
  const range = resolveRulesLengthRange(parsed.data);
  if (!range.ok) {
    return { kind: "unsatisfiable", error: rulesRangeErrorText(parsed.data), domain, description };
  }
  return {
    kind: "rules",
    selection: {
      rules: parsed.data,
      text: text.trim(),
      domain,
      description,
      lengthRange: range.range,
    },
    warnings: parsed.warnings.map(formatPasswordRulesIssue),
  };
}

/**
 * What the field means, given the known-sites list (null while it is not loaded; `failed` when
 * loading it failed). Pure, so the panel derives it during render.
 */
export function resolveSiteRulesInput(
  input: string,
  sites: KnownSites | null,
  failed = false,
): SiteRulesResolution {
  if (input.trim() === "") return { kind: "empty" };
  if (looksLikeRule(input)) return resolveRuleText(input, null);
  const host = normalizeSiteInput(input);
  if (host === null) return { kind: "not-understood" };
  if (sites === null)
    return failed ? { kind: "list-unavailable", host } : { kind: "loading", host };
  const match = findKnownSite(sites, host);
  if (match === null) return { kind: "unknown-site", host };
  return resolveRuleText(match.rules, match.domain);
}

/** The rules a resolution makes active, or null. */
export function selectionOf(resolution: SiteRulesResolution): SiteRulesSelection | null {
  return resolution.kind === "rules" ? resolution.selection : null;
}
