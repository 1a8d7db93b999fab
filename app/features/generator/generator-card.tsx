import { msg, t } from "@lingui/core/macro";
import { RefreshCw } from "lucide-react";
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router";

import { MULTIPLE_COUNT, type PasswordOptions } from "#core";
import { Button } from "~/components/ui/button";
import { WIFI_QR_SECTION_ID, useWifiHandoff } from "~/features/wifi-qr";

import { ClipboardStatus } from "~/components/clipboard-status";
import { localizedPath } from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";
import { ChosenClipboardClear } from "~/lib/clipboard-settings";

import { GeneratorToolbar, WIFI_MODES } from "./components/generator-toolbar";
import {
  INITIAL_MODE_ATTRIBUTE,
  INITIAL_OPTIONS_ATTRIBUTE,
  announcementMark,
  cardMark,
  generateMark,
  partMark,
} from "./first-paint/contract";
import { releaseFirstPaintHold } from "./first-paint/handoff";
import { GeneratorPanels } from "./components/generator-panels";
import { IncognitoBanner } from "./components/incognito-banner";
import { ModeOptionsForm } from "./components/mode-options-form";
import { ModeToggle } from "./components/mode-toggle";
import { PasswordOutput } from "./components/password-output";
import { TipsAside } from "./components/tips-aside";
import { ToggleRow } from "./components/toggle-row";
import { GeneratorCardProvider, GeneratorOptionsProvider } from "./generator-context";
import { setOutputTexts } from "./lib/output-texts";
import { localOutputTexts } from "./lib/output-texts-messages";
import { sayText } from "./lib/ui-text";
import { useGenerator, type Generator } from "./hooks/use-generator";
import type { GeneratorMode } from "./lib/generator-state";
import { usePanels, type PanelId } from "./hooks/use-panels";
import { usePasswordHistory } from "./hooks/use-password-history";

/** The card's heading unless a page names it. */
const DEFAULT_TITLE = msg`Password Generator`;

// The parts of the card a Generate does not change are drawn again only when their own props
// change: a Generate draws the output, the history's count and little else
// (docs/product-decisions.md, "Fast everywhere").
const MemoModeToggle = memo(ModeToggle);
const MemoGeneratorToolbar = memo(GeneratorToolbar);
const MemoModeOptionsForm = memo(ModeOptionsForm);
const MemoTipsAside = memo(TipsAside);
const MemoClipboardStatus = memo(ClipboardStatus);

/** Generate, and the switch that makes it generate several at once. */
const GenerateControls = memo(function GenerateControls({
  multiple,
  loading,
  run,
}: {
  multiple: boolean;
  loading: boolean;
  run: Generator["run"];
}) {
  const onMultipleChange = useCallback(
    (multiple: boolean) => run({ type: "multiple", multiple }),
    [run],
  );
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button
        type="button"
        size="lg"
        className="w-full sm:w-auto"
        onClick={() => run({ type: "generate" })}
        {...generateMark}
        disabled={loading}
      >
        <RefreshCw aria-hidden="true" />
        {multiple ? t`Generate ${MULTIPLE_COUNT}` : t`Generate`}
      </Button>
      <ToggleRow
        control="switch"
        label={t`Generate ${MULTIPLE_COUNT} at once`}
        checked={multiple}
        onCheckedChange={onMultipleChange}
      />
    </div>
  );
});

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
 * The generator (spec §2 Home, §4, §5; docs/product-decisions.md, "Passphrases", "Memorable
 * passwords and PINs", "Usernames"): passwords, passphrases, memorable passwords, PINs and
 * usernames, made in the browser, with templates, custom sets, history and privacy controls. The
 * behaviour lives in `useGenerator` over a pure model (lib/generator-model.ts); this is its layout,
 * and its panels and forms read it through `GeneratorCardProvider`.
 */
export function GeneratorCard({ initialOptions, initialMode, title }: GeneratorCardProps) {
  const headingId = useId();
  // The output's words in the page's language, for the card and its first-paint template: made
  // once, not at every Generate.
  const locale = i18n.locale;
  setOutputTexts(useMemo(() => localOutputTexts(locale), [locale]));
  const heading = title ?? i18n._(DEFAULT_TITLE);
  const history = usePasswordHistory();
  const start =
    initialOptions === undefined && initialMode === undefined
      ? undefined
      : { options: initialOptions, mode: initialMode };
  const generator = useGenerator(start, history);
  const { run, state } = generator;
  // Closing the Site Rules panel clears its rule: the card never follows a rule it cannot show.
  const siteRules = useRef(state.siteRules);
  useLayoutEffect(() => {
    siteRules.current = state.siteRules;
  }, [state.siteRules]);
  const onPanelClosed = useCallback(
    (panel: PanelId) => {
      const rules = siteRules.current;
      if (panel === "rules" && rules !== null) {
        run({ type: "siteRules", selection: null, code: rules.code });
      }
    },
    [run],
  );
  const panels = usePanels(onPanelClosed);
  const { mode, multiple, output } = state;
  const onModeChange = useCallback((mode: GeneratorMode) => run({ type: "mode", mode }), [run]);
  const { options, passphraseOptions, modeOptions } = state;
  const settings = useMemo(
    () => ({
      generator: {
        run,
        state: { mode, options, passphraseOptions, modeOptions, siteRules: state.siteRules },
      },
    }),
    [run, mode, options, passphraseOptions, modeOptions, state.siteRules],
  );
  // The parts the first paint held back show the stored settings from this commit on, before
  // the browser paints it (docs/decisions/first-paint-password.md, "Stored settings").
  useLayoutEffect(() => {
    if (state.settingsLoaded) releaseFirstPaintHold();
  }, [state.settingsLoaded]);

  const navigate = useNavigate();
  const shown = output.kind === "ready" ? (output.values[0] ?? "") : "";
  const wifiValue = output.kind === "ready" && WIFI_MODES.has(output.mode) ? shown : "";
  // The WiFi QR card starts from the password on screen (kept in this page's memory only).
  const wifiHandoff = useWifiHandoff();
  useEffect(() => wifiHandoff.remember(wifiValue), [wifiHandoff, wifiValue]);

  // The value as last rendered: the toolbar's WiFi button keeps one callback, so a Generate does
  // not draw it again (docs/product-decisions.md, "Fast everywhere").
  const wifiValueRef = useRef(wifiValue);
  useLayoutEffect(() => {
    wifiValueRef.current = wifiValue;
  }, [wifiValue]);
  const shareOnWifi = useCallback(() => {
    wifiHandoff.offer(wifiValueRef.current);
    // The WiFi page takes the offer where it is; any other page leads there.
    if (!document.getElementById(WIFI_QR_SECTION_ID)) {
      // In the page's language: the WiFi page is translated (app/lib/i18n/locales.ts).
      void navigate(
        `${localizedPath(i18n.locale, "/wifi-password-generator")}#${WIFI_QR_SECTION_ID}`,
      );
    }
  }, [wifiHandoff, navigate]);

  return (
    <GeneratorCardProvider value={{ generator, history, panels }}>
      {/* A copy follows the Privacy Settings shown, saved or not (incognito saves nothing). */}
      <ChosenClipboardClear value={history.privacy.clipboardClearSeconds}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div
            role="group"
            aria-labelledby={headingId}
            {...cardMark}
            {...{
              [INITIAL_OPTIONS_ATTRIBUTE]: initialOptions
                ? JSON.stringify(initialOptions)
                : undefined,
              [INITIAL_MODE_ATTRIBUTE]: initialMode,
            }}
            className="space-y-5 rounded-ks border border-border bg-surface p-4 shadow-sm sm:p-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={headingId} className="text-lg font-semibold">
                {heading}
              </h2>
              <MemoModeToggle mode={mode} onModeChange={onModeChange} {...partMark("mode")} />
            </div>

            <PasswordOutput output={output} mode={mode} onCopied={generator.recordCopied} />
            <p className="sr-only" role="status" {...announcementMark}>
              {generator.announcement}
            </p>
            <MemoClipboardStatus />

            <GenerateControls multiple={multiple} loading={output.kind === "loading"} run={run} />

            <MemoGeneratorToolbar
              mode={mode}
              panels={panels}
              historyCount={history.entries.length}
              onWifiQr={shareOnWifi}
            />

            {history.incognito ? (
              <IncognitoBanner onTurnOff={() => history.setIncognito(false)} />
            ) : null}

            {generator.notice ? (
              <p role="status" className="rounded-ks border border-fair/40 bg-subtle p-3 text-sm">
                {sayText(generator.notice)}
              </p>
            ) : null}

            <GeneratorPanels />

            {/* Busy until the visitor's stored options replace the prerendered defaults. */}
            <div
              className="border-t border-border pt-5"
              aria-busy={state.settingsLoaded ? undefined : true}
              {...partMark("options")}
            >
              <h3 className="sr-only">{t`Options`}</h3>
              <GeneratorOptionsProvider value={settings}>
                <MemoModeOptionsForm />
              </GeneratorOptionsProvider>
            </div>
          </div>

          <MemoTipsAside />
        </div>
      </ChosenClipboardClear>
    </GeneratorCardProvider>
  );
}
