import { lazy } from "react";

import type { PasswordOptions, PasswordTemplate } from "#core";
import type { SavedOptionSet } from "#core/options/saved-option-sets";
import type { Generator } from "../hooks/use-generator";
import { PANEL_IDS, PANEL_TITLES, type Panels } from "../hooks/use-panels";
import type { PasswordHistory } from "../hooks/use-password-history";
import { loadRulesCode } from "../lib/rules-output";
import { Panel } from "./panel";

// The panels open on request, so their code loads on request too (issue 8).
const PrivacyControls = lazy(() =>
  import("./privacy-panel").then((module) => ({ default: module.PrivacyControls })),
);
const TemplatesList = lazy(() =>
  import("./templates-panel").then((module) => ({ default: module.TemplatesList })),
);
const CustomCharsetPanel = lazy(() =>
  import("./custom-charset-panel").then((module) => ({ default: module.CustomCharsetPanel })),
);
// The card makes the rules' passwords itself, so their code is here before the panel shows.
const SiteRulesBridge = lazy(() =>
  Promise.all([import("./site-rules-bridge"), loadRulesCode()]).then(([module]) => ({
    default: module.SiteRulesBridge,
  })),
);
const HistoryList = lazy(() =>
  import("./history-panel").then((module) => ({ default: module.HistoryList })),
);

/** The open panels, in the spec's order, each closable (spec §2). */
export function GeneratorPanels({
  panels,
  history,
  options,
  adjusted,
  onOptionsChange,
  onTemplate,
  onOptionSet,
  generator,
}: {
  panels: Panels;
  history: PasswordHistory;
  options: PasswordOptions;
  /** Fields of the options the engine changed at the last edit. */
  adjusted: ReadonlyArray<keyof PasswordOptions>;
  onOptionsChange: (patch: Partial<PasswordOptions>) => void;
  onTemplate: (template: Readonly<PasswordTemplate>) => void;
  /** A saved set of options chosen in the Templates panel. */
  onOptionSet: (set: SavedOptionSet) => void;
  /** For the Site Rules panel, which reads and sets the card's rules. */
  generator: Generator;
}) {
  return PANEL_IDS.filter(panels.isOpen).map((panel) => (
    <Panel
      key={panel}
      id={panels.domId(panel)}
      title={PANEL_TITLES[panel]}
      onClose={() => panels.close(panel)}
      recovery={
        panel === "history" ? { label: "Clear History", onAction: history.clear } : undefined
      }
    >
      {panel === "privacy" ? (
        <PrivacyControls
          privacy={history.privacy}
          incognito={history.incognito}
          onChange={history.updatePrivacy}
          onIncognitoChange={history.setIncognito}
        />
      ) : panel === "templates" ? (
        <TemplatesList
          onApply={onTemplate}
          current={{
            mode: generator.state.mode,
            options,
            passphraseOptions: generator.state.passphraseOptions,
            modeOptions: generator.state.modeOptions,
          }}
          incognito={history.incognito}
          onApplySet={onOptionSet}
        />
      ) : panel === "custom" ? (
        <CustomCharsetPanel
          options={options}
          truncated={adjusted.includes("customCharset")}
          onChange={onOptionsChange}
        />
      ) : panel === "rules" ? (
        <SiteRulesBridge generator={generator} />
      ) : (
        <HistoryList
          entries={history.entries}
          disabled={history.privacy.disableHistory}
          incognito={history.incognito}
          onClear={history.clear}
        />
      )}
    </Panel>
  ));
}
