import {
  EyeOff,
  History,
  Layers,
  ListChecks,
  RefreshCw,
  Shield,
  Type,
  type LucideIcon,
} from "lucide-react";
import { lazy, startTransition, useEffect, useId, useState } from "react";

import {
  DEFAULT_PASSPHRASE_OPTIONS,
  DEFAULT_PASSWORD_OPTIONS,
  MULTIPLE_COUNT,
  applyTemplate,
  createHistoryEntry,
  type PassphraseOptions,
  type PasswordOptions,
  type PasswordTemplate,
} from "../../../src/core";
import { Button } from "~/components/ui/button";
import { SegmentedControl } from "~/components/ui/segmented-control";
import { toast } from "~/lib/toast";

import {
  producePassphrases,
  producePasswords,
  rateOutput,
  type GeneratorMode,
  type GeneratorOutput,
  type PassphraseGenerator,
} from "./lib/generator-output";
import { loadPassphraseGenerator } from "./lib/load-passphrase-generator";
import { MobileTipsSheet } from "./components/mobile-tips-sheet";
import { Panel } from "./components/panel";
import { PassphraseOptionsForm } from "./components/passphrase-options-form";
import { PasswordOptionsForm } from "./components/password-options-form";
import { PasswordOutput } from "./components/password-output";
import { QuickTipsList } from "./components/quick-tips";
import {
  STORAGE_UNAVAILABLE_NOTICE,
  loadStoredSettings,
  saveStoredSettings,
} from "./lib/stored-settings";
import { ToggleRow } from "./components/toggle-row";
import { usePasswordHistory } from "./hooks/use-password-history";

// The panels open on request, so their code loads on request too (issue 8).
const PrivacyControls = lazy(() =>
  import("./components/privacy-panel").then((module) => ({ default: module.PrivacyControls })),
);
const TemplatesList = lazy(() =>
  import("./components/templates-panel").then((module) => ({ default: module.TemplatesList })),
);
const CustomCharsetPanel = lazy(() =>
  import("./components/custom-charset-panel").then((module) => ({ default: module.CustomCharsetPanel })),
);
const HistoryList = lazy(() =>
  import("./components/history-panel").then((module) => ({ default: module.HistoryList })),
);

const PANEL_PREFETCH_DELAY_MS = 3000;

type PanelId = "privacy" | "templates" | "custom" | "history";

const PANEL_TITLES: Record<PanelId, string> = {
  privacy: "Privacy Settings",
  templates: "Password Templates",
  custom: "Custom Character Sets",
  history: "Password History",
};

export interface GeneratorCardProps {
  /**
   * Options to start from, e.g. a landing page's suggestion. When given, the card neither reads
   * nor saves the visitor's stored options, so an embedded card never overwrites them.
   */
  initialOptions?: Partial<PasswordOptions>;
  /** The card's heading text. */
  title?: string;
}

function historyEntriesFor(values: string[], mode: GeneratorMode, entropyBits: number) {
  const now = Date.now();
  // Each entry keeps the engine's rating of what was shown, as the card rated it.
  return values.map((value, index) => ({
    ...createHistoryEntry(
      value,
      now,
      rateOutput({ kind: "ready", values: [value], entropyBits }, mode),
    ),
    id: `${now}-${index}`,
  }));
}

/**
 * The password generator (spec §2 Home, §4, §5, DECISIONS.md): passwords or passphrases, made in
 * the browser after hydration, with templates, custom sets, history and privacy controls.
 */
export function GeneratorCard({
  initialOptions,
  title = "Password Generator",
}: GeneratorCardProps) {
  const persist = initialOptions === undefined;
  const headingId = useId();
  const panelIdBase = useId();
  const history = usePasswordHistory();
  const [mode, setMode] = useState<GeneratorMode>("password");
  const [options, setOptions] = useState<PasswordOptions>({
    ...DEFAULT_PASSWORD_OPTIONS,
    ...initialOptions,
  });
  const [passphraseOptions, setPassphraseOptions] = useState<PassphraseOptions>(
    DEFAULT_PASSPHRASE_OPTIONS,
  );
  const [multiple, setMultiple] = useState(false);
  const [output, setOutput] = useState<GeneratorOutput>({ kind: "empty" });
  const [outputMode, setOutputMode] = useState<GeneratorMode>("password");
  const [pending, setPending] = useState<string | undefined>();
  const [passphraseGenerator, setPassphraseGenerator] = useState<PassphraseGenerator | null>(null);
  const [openPanels, setOpenPanels] = useState<ReadonlySet<PanelId>>(new Set());
  const [settingsNotice, setSettingsNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // The first password is made here, in the visitor's browser, once hydrated: a password in the
  // prerendered HTML would be the same for everyone (issue 4). Stored settings are read first.
  useEffect(() => {
    // A transition: React renders the first password in slices, so hydrating a phone's page
    // leaves no long task behind (issue 8).
    startTransition(() => {
      let start: PasswordOptions = { ...DEFAULT_PASSWORD_OPTIONS, ...initialOptions };
      if (persist) {
        const loaded = loadStoredSettings();
        start = loaded.options;
        // Browser storage can only be read after hydration (STYLE.md), so this render is owed.
        setOptions(loaded.options);
        setPassphraseOptions(loaded.passphraseOptions);
        setSettingsNotice(loaded.notice);
      }
      setOutput(producePasswords(start, false));
    });
  }, [initialOptions, persist]);

  // Once the page has settled, fetch the panels' code, so a panel opens at once instead of
  // showing "Loading…" (the first view does without it, issue 8).
  useEffect(() => {
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      const warm = () => {
        void import("./components/privacy-panel");
        void import("./components/templates-panel");
        void import("./components/custom-charset-panel");
        void import("./components/history-panel");
      };
      if ("requestIdleCallback" in window) idle = window.requestIdleCallback(warm);
      else warm();
    }, PANEL_PREFETCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);

  function save(nextOptions: PasswordOptions, nextPassphrase: PassphraseOptions) {
    if (!persist || history.incognito) return;
    if (!saveStoredSettings(nextOptions, nextPassphrase))
      setSettingsNotice(STORAGE_UNAVAILABLE_NOTICE);
  }

  function produce(
    nextMode: GeneratorMode,
    nextOptions: PasswordOptions,
    nextPassphrase: PassphraseOptions,
    nextMultiple: boolean,
    generator: PassphraseGenerator | null = passphraseGenerator,
  ): GeneratorOutput {
    if (nextMode === "password") return producePasswords(nextOptions, nextMultiple);
    if (!generator) return { kind: "empty" };
    return producePassphrases(generator, nextPassphrase, nextMultiple);
  }

  function show(next: GeneratorOutput, nextMode: GeneratorMode, record: boolean) {
    setOutput(next);
    setOutputMode(nextMode);
    // Screen readers hear that something new is there, not the secret itself.
    if (next.kind === "ready") {
      const rating = rateOutput(next, nextMode);
      const what = nextMode === "password" ? "password" : "passphrase";
      setAnnouncement(
        `${next.values.length > 1 ? `${next.values.length} new ${what}s` : `New ${what}`} generated. Strength: ${rating.label}.`,
      );
    }
    if (next.kind === "error" && record) toast.error(next.message);
    if (next.kind === "ready" && record) {
      history.record(historyEntriesFor(next.values, nextMode, next.entropyBits));
    }
  }

  function generate() {
    show(produce(mode, options, passphraseOptions, multiple), mode, true);
  }

  function updateOptions(patch: Partial<PasswordOptions>) {
    const next = { ...options, ...patch };
    setOptions(next);
    save(next, passphraseOptions);
    // Live preview: what is shown always matches the options. Only Generate, a template or a
    // copy puts a password in the history.
    if (mode === "password") show(producePasswords(next, multiple), "password", false);
  }

  function updatePassphraseOptions(patch: Partial<PassphraseOptions>) {
    const next = { ...passphraseOptions, ...patch };
    setPassphraseOptions(next);
    save(options, next);
    if (mode === "passphrase") show(produce("passphrase", options, next, multiple), mode, false);
  }

  async function changeMode(next: GeneratorMode) {
    if (next === mode) return;
    setMode(next);
    if (next === "password") {
      setPending(undefined);
      show(producePasswords(options, multiple), "password", false);
      return;
    }
    let generator = passphraseGenerator;
    if (!generator) {
      setPending("Loading the word list…");
      try {
        generator = await loadPassphraseGenerator();
        setPassphraseGenerator(() => generator);
      } catch {
        setPending(undefined);
        setOutput({
          kind: "error",
          message:
            "The word list could not be loaded. Check your connection, then choose Passphrase again.",
        });
        setMode("password");
        return;
      }
      setPending(undefined);
    }
    show(
      produce("passphrase", options, passphraseOptions, multiple, generator),
      "passphrase",
      false,
    );
  }

  function changeMultiple(on: boolean) {
    setMultiple(on);
    show(produce(mode, options, passphraseOptions, on), mode, false);
  }

  function applyTemplateAndGenerate(template: Readonly<PasswordTemplate>) {
    const next = applyTemplate(options, template);
    setOptions(next);
    save(next, passphraseOptions);
    setMode("password");
    setPending(undefined);
    // Spec §4: one password with the template's length, shown, and the panel closes.
    setMultiple(false);
    show(producePasswords(next, false), "password", true);
    closePanel("templates");
  }

  function recordCopied(value: string) {
    if (history.entries.some((entry) => entry.password === value)) return;
    const entropyBits = output.kind === "ready" ? output.entropyBits : 0;
    history.record(historyEntriesFor([value], outputMode, entropyBits));
  }

  function togglePanel(panel: PanelId) {
    setOpenPanels((current) => {
      const next = new Set(current);
      if (next.has(panel)) next.delete(panel);
      else next.add(panel);
      return next;
    });
  }

  function openPanel(panel: PanelId) {
    setOpenPanels((current) => new Set(current).add(panel));
    // After the sheet closes and the panel renders, bring it into view.
    window.setTimeout(() => {
      document.getElementById(`${panelIdBase}-${panel}`)?.scrollIntoView({ block: "nearest" });
    }, 50);
  }

  function closePanel(panel: PanelId) {
    setOpenPanels((current) => {
      const next = new Set(current);
      next.delete(panel);
      return next;
    });
  }

  const strength = output.kind === "ready" ? rateOutput(output, outputMode) : null;

  const toolbar: Array<{ panel: PanelId; label: string; icon: LucideIcon }> = [
    { panel: "templates", label: "Templates", icon: ListChecks },
    { panel: "custom", label: "Custom Sets", icon: Type },
    { panel: "history", label: `History (${history.entries.length})`, icon: History },
    { panel: "privacy", label: "Privacy", icon: Shield },
  ];

  const notice = settingsNotice ?? history.notice;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
      <div
        role="group"
        aria-labelledby={headingId}
        className="space-y-5 rounded-ks border border-border bg-surface p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          <SegmentedControl
            label="What to generate"
            value={mode}
            options={[
              { value: "password", label: "Password" },
              { value: "passphrase", label: "Passphrase" },
            ]}
            onValueChange={(value) => void changeMode(value)}
          />
        </div>

        <PasswordOutput
          output={output}
          strength={strength}
          pending={pending}
          onCopied={recordCopied}
        />
        <p className="sr-only" role="status">
          {announcement}
        </p>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button
            type="button"
            size="lg"
            className="w-full sm:w-auto"
            onClick={generate}
            disabled={pending !== undefined}
          >
            <RefreshCw aria-hidden="true" />
            {multiple ? `Generate ${MULTIPLE_COUNT}` : "Generate"}
          </Button>
          <ToggleRow
            control="switch"
            label={`Generate ${MULTIPLE_COUNT} at once`}
            checked={multiple}
            onCheckedChange={changeMultiple}
          />
        </div>

        <div className="flex flex-wrap gap-2" role="group" aria-label="Generator tools">
          {toolbar.map(({ panel, label, icon: Icon }) => (
            <Button
              key={panel}
              type="button"
              variant="secondary"
              aria-expanded={openPanels.has(panel)}
              aria-controls={openPanels.has(panel) ? `${panelIdBase}-${panel}` : undefined}
              onClick={() => togglePanel(panel)}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
          <MobileTipsSheet
            onOpenTemplates={() => openPanel("templates")}
            onOpenHistory={() => openPanel("history")}
          />
        </div>

        {history.incognito ? (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-3 rounded-ks border border-border bg-subtle p-3 text-sm"
          >
            <p className="flex items-center gap-2">
              <EyeOff className="size-4 shrink-0" aria-hidden="true" />
              <span>
                <strong>Incognito mode is on.</strong> Nothing you generate or change is saved in
                this browser.
              </span>
            </p>
            <Button type="button" variant="secondary" onClick={() => history.setIncognito(false)}>
              Turn off
            </Button>
          </div>
        ) : null}

        {notice ? (
          <p role="status" className="rounded-ks border border-fair/40 bg-subtle p-3 text-sm">
            {notice}
          </p>
        ) : null}

        {(["privacy", "templates", "custom", "history"] as const)
          .filter((panel) => openPanels.has(panel))
          .map((panel) => (
            <Panel
              key={panel}
              id={`${panelIdBase}-${panel}`}
              title={PANEL_TITLES[panel]}
              onClose={() => closePanel(panel)}
            >
              {panel === "privacy" ? (
                <PrivacyControls
                  privacy={history.privacy}
                  incognito={history.incognito}
                  onChange={history.updatePrivacy}
                  onIncognitoChange={history.setIncognito}
                />
              ) : panel === "templates" ? (
                <TemplatesList onApply={applyTemplateAndGenerate} />
              ) : panel === "custom" ? (
                <CustomCharsetPanel options={options} onChange={updateOptions} />
              ) : (
                <HistoryList
                  entries={history.entries}
                  disabled={history.privacy.disableHistory}
                  incognito={history.incognito}
                  onClear={history.clear}
                />
              )}
            </Panel>
          ))}

        <div className="border-t border-border pt-5">
          <h3 className="sr-only">Options</h3>
          {mode === "password" ? (
            <PasswordOptionsForm options={options} onChange={updateOptions} />
          ) : (
            <PassphraseOptionsForm options={passphraseOptions} onChange={updatePassphraseOptions} />
          )}
        </div>
      </div>

      <aside
        aria-labelledby={`${headingId}-tips`}
        className="hidden self-start rounded-ks border border-border bg-surface p-5 lg:block"
      >
        <h2 id={`${headingId}-tips`} className="mb-4 flex items-center gap-2 font-semibold">
          <Layers className="size-4 text-accent-text" aria-hidden="true" />
          Quick Tips
        </h2>
        <QuickTipsList />
      </aside>
    </div>
  );
}
