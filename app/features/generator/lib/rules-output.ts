import type * as PasswordRulesCode from "#core/password-rules";

import { produceEach } from "./generator-output";
import type { Produced, SiteRules } from "./generator-state";

type RulesCode = Pick<
  typeof PasswordRulesCode,
  "constrainRulesLength" | "generatePasswordFromRules"
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

/** A length brought within the rules' range (the length field's and the panel's rule). */
export function constrainToRules(
  siteRules: Pick<SiteRules, "lengthRange">,
  length: number,
): number {
  if (rulesCode === null) return siteRules.lengthRange.min;
  return rulesCode.constrainRulesLength(siteRules.lengthRange, length).length;
}

/** One password the rules accept at their chosen length, or five in multiple mode. */
export function produceFromRules(siteRules: SiteRules, multiple: boolean): Produced {
  const code = rulesCode;
  if (code === null)
    return { kind: "error", mode: "password", message: RULES_CODE_MISSING_MESSAGE };
  return produceEach("password", multiple, () => {
    const result = code.generatePasswordFromRules(siteRules.rules, { length: siteRules.length });
    return result.ok ? { value: result.password, entropyBits: result.entropyBits } : result;
  });
}
