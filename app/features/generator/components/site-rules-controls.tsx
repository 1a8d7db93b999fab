import { t } from "@lingui/core/macro";
import * as rulesCode from "#core/password-rules";
import { SiteRulesPanel } from "~/features/site-rules";

import { useGeneratorCard } from "../generator-context";

/**
 * The Site Rules panel in the generator card: the panel picks the rules, the card makes the
 * passwords with the engine's rules code, which loads with this panel, never with the page.
 */
export function SiteRulesControls() {
  const { generator } = useGeneratorCard();
  const { mode, options, siteRules } = generator.state;
  return (
    <div className="space-y-3">
      {siteRules !== null && mode !== "password" ? (
        <p role="status" className="rounded-ks border border-border bg-subtle p-3 text-sm">
          {t`Only passwords follow site rules. Switch to Password to generate one this site accepts.`}
        </p>
      ) : null}
      <SiteRulesPanel
        currentOptions={siteRules === null ? options : { ...options, length: siteRules.length }}
        onRulesChange={(selection) =>
          generator.run({ type: "siteRules", selection, code: rulesCode })
        }
      />
    </div>
  );
}
