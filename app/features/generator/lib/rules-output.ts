import type * as PasswordRulesCode from "#core/password-rules";

import { MULTIPLE_COUNT } from "#core/options/limits";

import type { Produced, SiteRules } from "./generator-state";

type RulesCode = Pick<
  typeof PasswordRulesCode,
  "constrainRulesLength" | "generatePasswordsFromRules"
>;

/**
 * The engine's rules code, once loaded. It loads with the Site Rules panel, never with the page
 * (issue 13): site rules can only be in force after the panel picked them, so by then it is here.
 */
let rulesCode: RulesCode | null = null;

/** Loads the engine's rules code; the Site Rules panel waits for it before it shows. */
export async function loadRulesCode(): Promise<void> {
  rulesCode ??= await import("#core/password-rules");
}

/** Said if site rules were somehow in force before their code arrived; never expected. */
export const RULES_CODE_MISSING_MESSAGE =
  "The site rules are still loading. Try again in a moment.";

/** A length brought within the rules' range, as the length field and a new rule need it. */
export function constrainToRules(
  siteRules: Pick<SiteRules, "lengthRange">,
  length: number,
): number {
  if (rulesCode === null) return siteRules.lengthRange.min;
  return rulesCode.constrainRulesLength(siteRules.lengthRange, length).length;
}

/** One password the rules accept at their chosen length, or five in multiple mode. */
export function produceFromRules(siteRules: SiteRules, multiple: boolean): Produced {
  if (rulesCode === null) {
    return { kind: "error", mode: "password", message: RULES_CODE_MISSING_MESSAGE };
  }
  // The rules are compiled once for all the passwords, as the command line does.
  const result = rulesCode.generatePasswordsFromRules(
    siteRules.rules,
    { length: siteRules.length },
    multiple ? MULTIPLE_COUNT : 1,
  );
  if (!result.ok) return { kind: "error", mode: "password", message: result.error };
  return {
    kind: "ready",
    mode: "password",
    values: result.passwords,
    entropyBits: result.entropyBits,
  };
}
