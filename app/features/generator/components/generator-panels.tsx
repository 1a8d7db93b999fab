import { t } from "@lingui/core/macro";
import { lazy } from "react";

import { i18n } from "~/lib/i18n/runtime";

import { useGeneratorCard } from "../generator-context";
import { PANEL_CLOSE_LABELS, PANEL_IDS, PANEL_TITLES } from "../hooks/use-panels";
import { Panel } from "./panel";

// The panels open on request, so their code loads on request too
// (docs/decisions/first-view-budget.md).
const PrivacyControls = lazy(() =>
  import("./privacy-panel").then((module) => ({ default: module.PrivacyControls })),
);
const TemplatesList = lazy(() =>
  import("./templates-panel").then((module) => ({ default: module.TemplatesList })),
);
const CustomCharsetPanel = lazy(() =>
  import("./custom-charset-panel").then((module) => ({ default: module.CustomCharsetPanel })),
);
const SiteRulesControls = lazy(() =>
  import("./site-rules-controls").then((module) => ({ default: module.SiteRulesControls })),
);
const HistoryList = lazy(() =>
  import("./history-panel").then((module) => ({ default: module.HistoryList })),
);

/** The open panels, in the spec's order, each closable (spec §2). */
export function GeneratorPanels() {
  const { generator, history, panels } = useGeneratorCard();
  const { state } = generator;
  return PANEL_IDS.filter(panels.isOpen).map((panel) => (
    <Panel
      key={panel}
      id={panels.domId(panel)}
      title={i18n._(PANEL_TITLES[panel])}
      closeLabel={i18n._(PANEL_CLOSE_LABELS[panel])}
      onClose={() => panels.close(panel)}
      recovery={
        panel === "history" ? { label: t`Clear History`, onAction: history.clear } : undefined
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
          onApply={(template) => {
            generator.run({ type: "template", template });
            // Spec §4: the panel closes once the template's password is shown.
            panels.close("templates");
          }}
          current={{
            mode: state.mode,
            options: state.options,
            passphraseOptions: state.passphraseOptions,
            modeOptions: state.modeOptions,
          }}
          incognito={history.incognito}
          onApplySet={(set) => {
            generator.run({ type: "optionSet", set });
            panels.close("templates");
          }}
        />
      ) : panel === "custom" ? (
        <CustomCharsetPanel
          options={state.options}
          truncated={state.adjusted.includes("customCharset")}
          onChange={(patch) => generator.run({ type: "passwordOptions", patch })}
        />
      ) : panel === "rules" ? (
        <SiteRulesControls />
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
