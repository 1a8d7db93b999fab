import { useCallback } from "react";

// Straight from the rules folder, not the engine's barrel, so the rules code stays in this chunk.
import { constrainRulesLength, generatePasswordFromRules } from "#core/password-rules";
import { SiteRulesPanel } from "../../site-rules/components/site-rules-panel";
import type { SiteRulesSelection } from "../../site-rules/lib/resolve-site-rules";
import type { Generator } from "../hooks/use-generator";
import type { Produced, SiteRules } from "../lib/generator-state";

/**
 * Compiles a selection from the panel into what the card needs. This module and the engine's
 * rules code load with the panel, never with the page (issue 13).
 */
export function toSiteRules(selection: SiteRulesSelection): SiteRules {
  const { rules, lengthRange } = selection;
  return {
    label: selection.domain === null ? "your rule" : selection.domain,
    lengthRange,
    constrainLength: (length) => constrainRulesLength(lengthRange, length).length,
    produce: (length, count): Produced => {
      const values: string[] = [];
      let entropyBits = 0;
      for (let i = 0; i < count; i++) {
        const result = generatePasswordFromRules(rules, { length });
        if (!result.ok) return { kind: "error", mode: "password", message: result.error };
        values.push(result.password);
        entropyBits = result.entropyBits;
      }
      return { kind: "ready", mode: "password", values, entropyBits };
    },
  };
}

/** The Site Rules panel wired to the generator card. */
export function SiteRulesBridge({ generator }: { generator: Generator }) {
  const { mode, options, siteRules } = generator.state;
  const { changeSiteRules } = generator;
  const onRulesChange = useCallback(
    (selection: SiteRulesSelection | null) =>
      changeSiteRules(selection === null ? null : toSiteRules(selection)),
    [changeSiteRules],
  );
  return (
    <div className="space-y-3">
      {siteRules !== null && mode === "passphrase" ? (
        <p role="status" className="rounded-ks border border-border bg-subtle p-3 text-sm">
          Passphrases ignore site rules. Switch to Password to generate one this site accepts.
        </p>
      ) : null}
      <SiteRulesPanel
        currentOptions={siteRules === null ? options : { ...options, length: siteRules.length }}
        onRulesChange={onRulesChange}
        onGenerated={generator.showRulesPassword}
      />
    </div>
  );
}
