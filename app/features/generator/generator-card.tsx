import { RefreshCw } from "lucide-react";
import { useEffect, useId, useLayoutEffect } from "react";
import { useNavigate } from "react-router";

import { MULTIPLE_COUNT, type PasswordOptions, type PasswordTemplate } from "#core";
import type { SavedOptionSet } from "#core/options/saved-option-sets";
import { Button } from "~/components/ui/button";
import {
  WIFI_QR_SECTION_ID,
  offerWifiPassword,
  rememberGeneratedPassword,
} from "~/features/wifi-qr";

import { GeneratorPanels } from "./components/generator-panels";
import { ClipboardStatus } from "~/components/clipboard-status";
import { setChosenClipboardClearSeconds } from "~/lib/clipboard-settings";

import { GeneratorToolbar } from "./components/generator-toolbar";
import {
  INITIAL_MODE_ATTRIBUTE,
  INITIAL_OPTIONS_ATTRIBUTE,
  announcementMark,
  cardMark,
  generateMark,
  partMark,
} from "./first-paint/contract";
import { releaseFirstPaintHold } from "./first-paint/handoff";
import { IncognitoBanner } from "./components/incognito-banner";
import { MemorableOptionsForm } from "./components/memorable-options-form";
import { ModeToggle } from "./components/mode-toggle";
import { PassphraseOptionsForm } from "./components/passphrase-options-form";
import { PasswordOptionsForm } from "./components/password-options-form";
import { PasswordOutput } from "./components/password-output";
import { PinOptionsForm } from "./components/pin-options-form";
import { TipsAside } from "./components/tips-aside";
import { ToggleRow } from "./components/toggle-row";
import { useGenerator } from "./hooks/use-generator";
import type { GeneratorMode } from "./lib/generator-state";
import { usePanels } from "./hooks/use-panels";
import { usePasswordHistory } from "./hooks/use-password-history";

export interface GeneratorCardProps {
  /**
   * Options to start from, e.g. a landing page's suggestion. When given, the card neither reads
   * nor saves the visitor's stored options, so an embedded card never overwrites them.
   */
  initialOptions?: Partial<PasswordOptions>;
  /**
   * The mode to open in, e.g. on a page made for PINs. When given, the card neither reads nor
   * saves the visitor's stored settings, as with `initialOptions`.
   */
  initialMode?: GeneratorMode;
  /** The card's heading text. */
  title?: string;
}

/**
 * The password generator (spec §2 Home, §4, §5; docs/product-decisions.md, "Passphrases"):
 * passwords or passphrases, made in the browser after hydration, with templates, custom sets,
 * history and privacy controls. The behaviour lives in `useGenerator` over a pure state machine;
 * this is its layout.
 */
export function GeneratorCard({
  initialOptions,
  initialMode,
  title = "Password Generator",
}: GeneratorCardProps) {
  const headingId = useId();
  const history = usePasswordHistory();
  const { clipboardClearSeconds } = history.privacy;
  // A copy follows the Privacy Settings shown, saved or not (incognito saves nothing).
  useEffect(() => setChosenClipboardClearSeconds(clipboardClearSeconds), [clipboardClearSeconds]);
  const generator = useGenerator(initialOptions, history, initialMode);
  // Closing the Site Rules panel clears its rule: the card never follows a rule it cannot show.
  const panels = usePanels((panel) => {
    if (panel === "rules") generator.change({ siteRules: null });
  });
  const { state } = generator;
  const { mode, options, passphraseOptions, multiple, output, siteRules } = state;
  // The parts the first paint held back show the stored settings from this commit on, before
  // the browser paints it (docs/decisions/first-paint-password.md, "Stored settings").
  useLayoutEffect(() => {
    if (state.settingsLoaded) releaseFirstPaintHold();
  }, [state.settingsLoaded]);

  const navigate = useNavigate();
  const shown = output.kind === "ready" ? (output.values[0] ?? "") : "";
  // The WiFi QR card starts from the password on screen (kept in this page's memory only).
  useEffect(() => rememberGeneratedPassword(shown), [shown]);

  function shareOnWifi() {
    offerWifiPassword(shown);
    // The WiFi page takes the offer where it is; any other page leads there.
    if (!document.getElementById(WIFI_QR_SECTION_ID)) {
      void navigate(`/wifi-password-generator#${WIFI_QR_SECTION_ID}`);
    }
  }

  function applyTemplate(template: Readonly<PasswordTemplate>) {
    generator.apply({ template });
    // Spec §4: the panel closes once the template's password is shown.
    panels.close("templates");
  }

  function applyOptionSet(set: SavedOptionSet) {
    generator.apply({ optionSet: set });
    panels.close("templates");
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
      <div
        role="group"
        aria-labelledby={headingId}
        {...cardMark}
        {...{
          [INITIAL_OPTIONS_ATTRIBUTE]: initialOptions ? JSON.stringify(initialOptions) : undefined,
          [INITIAL_MODE_ATTRIBUTE]: initialMode,
        }}
        className="space-y-5 rounded-ks border border-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          <ModeToggle
            mode={mode}
            onModeChange={(mode) => generator.change({ mode })}
            {...partMark("mode")}
          />
        </div>

        <PasswordOutput output={output} onCopied={generator.recordCopied} />
        <p className="sr-only" role="status" {...announcementMark}>
          {generator.announcement}
        </p>
        <ClipboardStatus />

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button
            type="button"
            size="lg"
            className="w-full sm:w-auto"
            onClick={generator.generate}
            {...generateMark}
            disabled={output.kind === "loading"}
          >
            <RefreshCw aria-hidden="true" />
            {multiple ? `Generate ${MULTIPLE_COUNT}` : "Generate"}
          </Button>
          <ToggleRow
            control="switch"
            label={`Generate ${MULTIPLE_COUNT} at once`}
            checked={multiple}
            onCheckedChange={(multiple) => generator.change({ multiple })}
          />
        </div>

        <GeneratorToolbar
          panels={panels}
          historyCount={history.entries.length}
          onWifiQr={shareOnWifi}
        />

        {history.incognito ? (
          <IncognitoBanner onTurnOff={() => history.setIncognito(false)} />
        ) : null}

        {generator.notice ? (
          <p role="status" className="rounded-ks border border-fair/40 bg-subtle p-3 text-sm">
            {generator.notice}
          </p>
        ) : null}

        <GeneratorPanels
          panels={panels}
          history={history}
          options={options}
          adjusted={state.adjusted}
          onOptionsChange={(patch) => generator.change({ options: patch })}
          onTemplate={applyTemplate}
          onOptionSet={applyOptionSet}
          generator={generator}
        />

        {/* Busy until the visitor's stored options replace the prerendered defaults. */}
        <div
          className="border-t border-border pt-5"
          aria-busy={state.settingsLoaded ? undefined : true}
          {...partMark("options")}
        >
          <h3 className="sr-only">Options</h3>
          {mode === "password" ? (
            <PasswordOptionsForm
              options={options}
              onChange={(patch) => generator.change({ options: patch })}
              siteRules={siteRules}
              onRulesLengthChange={(rulesLength) => generator.change({ rulesLength })}
            />
          ) : mode === "passphrase" ? (
            <PassphraseOptionsForm
              options={passphraseOptions}
              onChange={(patch) => generator.change({ passphraseOptions: patch })}
            />
          ) : mode === "memorable" ? (
            <MemorableOptionsForm
              options={state.modeOptions.memorable}
              onChange={(memorable) =>
                generator.change({
                  modeOptions: { memorable: { ...state.modeOptions.memorable, ...memorable } },
                })
              }
            />
          ) : (
            <PinOptionsForm
              options={state.modeOptions.pin}
              onChange={(pin) =>
                generator.change({ modeOptions: { pin: { ...state.modeOptions.pin, ...pin } } })
              }
            />
          )}
        </div>
      </div>

      <TipsAside />
    </div>
  );
}
