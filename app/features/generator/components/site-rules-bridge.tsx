import { SiteRulesPanel, type SiteRulesSelection } from "~/features/site-rules";
import type { Generator, SiteRulesChoice } from "../hooks/use-generator";

/** What the card keeps of the panel's selection: the rules, their range and whose they are. */
export function siteRulesChoice(selection: SiteRulesSelection): SiteRulesChoice {
  return {
    label: selection.domain === null ? "your rule" : selection.domain,
    rules: selection.rules,
    lengthRange: selection.lengthRange,
  };
}

/**
 * The Site Rules panel wired to the generator card: the panel picks the rules, the card makes
 * the passwords. Loads with the panel, never with the page (issue 13).
 */
export function SiteRulesBridge({ generator }: { generator: Generator }) {
  const { mode, options, siteRules } = generator.state;
  return (
    <div className="space-y-3">
      {siteRules !== null && mode === "passphrase" ? (
        <p role="status" className="rounded-ks border border-border bg-subtle p-3 text-sm">
          Passphrases ignore site rules. Switch to Password to generate one this site accepts.
        </p>
      ) : null}
      <SiteRulesPanel
        currentOptions={siteRules === null ? options : { ...options, length: siteRules.length }}
        onRulesChange={(selection) =>
          generator.change({ siteRules: selection === null ? null : siteRulesChoice(selection) })
        }
      />
    </div>
  );
}
