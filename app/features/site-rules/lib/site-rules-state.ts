/** The panel's own state; everything else (what the field means, the length) is derived. */
export interface SiteRulesState {
  /** The field: a site, a URL or a pasted rule. */
  input: string;
  /** Whether the "paste this site's requirements" field is open (for an unknown site). */
  pasting: boolean;
  /** The requirements pasted for an unknown site. */
  pastedRule: string;
}

export type SiteRulesAction =
  | { type: "input-changed"; input: string }
  | { type: "paste-opened" }
  | { type: "pasted-rule-changed"; text: string };

export const INITIAL_SITE_RULES_STATE: SiteRulesState = Object.freeze({
  input: "",
  pasting: false,
  pastedRule: "",
});

/**
 * One pure reducer for the panel (docs/style.md, "State and effects"). A new site or URL closes
 * the requirements pasted for the previous one.
 */
export function reduceSiteRules(state: SiteRulesState, action: SiteRulesAction): SiteRulesState {
  switch (action.type) {
    case "input-changed":
      return { ...state, input: action.input, pasting: false, pastedRule: "" };
    case "paste-opened":
      return { ...state, pasting: true };
    case "pasted-rule-changed":
      return { ...state, pastedRule: action.text };
  }
}
