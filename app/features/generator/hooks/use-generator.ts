import { startTransition, useEffect, useReducer, useRef, useState } from "react";

import {
  MULTIPLE_COUNT,
  applyTemplate,
  constrainPassphraseWords,
  constrainPasswordOptions,
  createHistoryEntry,
  type PassphraseLanguage,
  type PassphraseOptions,
  type PasswordOptions,
  type PasswordTemplate,
} from "#core";
import { COPY_BLOCKED_DESCRIPTION, PASSWORD_COPY_MESSAGES } from "~/components/copy-button";
import { constrainMemorableGroups } from "#core/generate/memorable";
import { constrainPinLength } from "#core/generate/pin";
import type { ModeOptions } from "#core/options/mode-options";
import type { SavedOptionSet } from "#core/options/saved-option-sets";
import { toast } from "~/lib/toast";

import { finishFirstPaint, readFirstPaint, sameOptions } from "../first-paint/handoff";

import {
  produceMemorable,
  producePassphrases,
  producePasswords,
  producePins,
  rateOutput,
  type PassphraseGenerator,
} from "../lib/generator-output";
import { announceOutput } from "../lib/output-markup";
import {
  WORD_LIST_FAILED_MESSAGE,
  createGeneratorState,
  generatorReducer,
  type ActiveSiteRules,
  type GeneratorAction,
  type GeneratorMode,
  type GeneratorState,
  type Produced,
  type SiteRules,
} from "../lib/generator-state";
import { useGeneratorSettings } from "./use-generator-settings";
import { usePassphraseLoader } from "./use-passphrase-loader";
import type { PasswordHistory } from "./use-password-history";

export interface Generator {
  state: GeneratorState;
  /** Fields of the password options the engine changed at the last edit (e.g. a cut charset). */
  adjusted: ReadonlyArray<keyof PasswordOptions>;
  /** For screen readers: that something new is there and its strength, never the secret. */
  announcement: string;
  /** Stored settings unreadable, or storage refusing to save. */
  notice: string | null;
  generate: () => void;
  changeOptions: (patch: Partial<PasswordOptions>) => void;
  changePassphraseOptions: (patch: Partial<PassphraseOptions>) => void;
  /** The memorable and PIN modes' options. */
  changeModeOptions: (patch: Partial<ModeOptions>) => void;
  changeMode: (mode: GeneratorMode) => void;
  changeMultiple: (multiple: boolean) => void;
  applyTemplate: (template: Readonly<PasswordTemplate>) => void;
  /** A saved set: its mode and options, then one value made with them, as a template does. */
  applyOptionSet: (set: SavedOptionSet) => void;
  /** Site rules chosen in the Site Rules panel, or null to return to the normal options. */
  changeSiteRules: (rules: SiteRules | null) => void;
  /** The length while site rules are active; kept within the rules' range. */
  changeRulesLength: (length: number) => void;
  /** A password the Site Rules panel made: shown and kept in the history like any other. */
  showRulesPassword: (result: { password: string; entropyBits: number }) => void;
  /** A copied value goes into the history, rated as the card rated it. */
  recordCopied: (value: string) => void;
}

function announce(output: GeneratorState["output"]): string {
  if (output.kind !== "ready") return "";
  return announceOutput(output.mode, output.values.length, rateOutput(output).label);
}

/**
 * Shows a passphrase once the word list of request `token` arrives, made with the options shown
 * at that moment (unless the visitor moved on), or says the list failed. `keep` records it in the
 * history when it was asked for (a saved set applied) rather than previewed.
 */
function awaitWordList(
  token: number,
  generator: Promise<PassphraseGenerator>,
  dispatch: (action: GeneratorAction) => void,
  latest: { readonly current: GeneratorState },
  keep?: (output: Produced) => void,
) {
  generator.then(
    (loaded) => {
      const now = latest.current;
      const output = producePassphrases(loaded, now.passphraseOptions, now.multiple);
      dispatch({ type: "wordListLoaded", request: token, output });
      if (keep && now.mode === "passphrase" && now.wordListRequest === token) keep(output);
    },
    () => dispatch({ type: "wordListFailed", request: token, message: WORD_LIST_FAILED_MESSAGE }),
  );
}

/**
 * The generator card's behaviour: the state machine (lib/generator-state.ts) fed by the engine.
 * Passwords are drawn here, in event handlers, never in the reducer, so what is shown is exactly
 * what goes into the history.
 */
export function useGenerator(
  initialOptions: Partial<PasswordOptions> | undefined,
  history: PasswordHistory,
): Generator {
  const persist = initialOptions === undefined;
  // Hydration starts from the password the first-paint script drew, if it drew one (issue 22).
  const [firstPaint] = useState(readFirstPaint);
  const [state, dispatch] = useReducer(generatorReducer, initialOptions, (options) =>
    createGeneratorState(options, firstPaint),
  );
  const [adjusted, setAdjusted] = useState<ReadonlyArray<keyof PasswordOptions>>([]);
  const settings = useGeneratorSettings(persist, history.incognito);
  const passphrase = usePassphraseLoader();
  // The word list arrives after an await; it is drawn with the options shown at that moment.
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  });

  // The first password is made in the visitor's browser, never at build time (issue 4): by the
  // first-paint script while the page is parsed, or here once hydrated. Stored settings are read
  // first; the script's password is kept when it was made with the same options.
  const { load } = settings;
  const { request: requestWordList } = passphrase;
  useEffect(() => {
    const early = firstPaint ? finishFirstPaint(firstPaint) : null;
    if (early?.copyFailed) {
      toast.error(PASSWORD_COPY_MESSAGES.failure.title, { description: COPY_BLOCKED_DESCRIPTION });
    }
    // A transition: React renders the first password in slices, so hydrating a phone's page
    // leaves no long task behind (issue 8).
    startTransition(() => {
      const initial = createGeneratorState(initialOptions);
      const loaded = load();
      const mode = loaded?.mode ?? initial.mode;
      const options = loaded?.options ?? initial.options;
      const passphraseOptions = loaded?.passphraseOptions ?? initial.passphraseOptions;
      const modeOptions = loaded?.modeOptions ?? initial.modeOptions;
      const settings = {
        type: "settingsLoaded",
        mode,
        options,
        passphraseOptions,
        modeOptions,
      } as const;
      switch (mode) {
        case "password":
          // The first-paint password stays when it was made with these options.
          dispatch({
            ...settings,
            output:
              firstPaint && sameOptions(firstPaint.options, options)
                ? null
                : producePasswords(options, false),
          });
          return;
        case "memorable":
          dispatch({ ...settings, output: produceMemorable(modeOptions.memorable, false) });
          return;
        case "pin":
          dispatch({ ...settings, output: producePins(modeOptions.pin, false) });
          return;
        case "passphrase": {
          // The word list loads now; the card says so until it is here.
          const { token, generator } = requestWordList(passphraseOptions.language);
          dispatch({ ...settings, output: null, wordListRequest: token });
          awaitWordList(token, generator, dispatch, latest);
          return;
        }
        default: {
          const unknown: never = mode;
          return unknown;
        }
      }
    });
  }, [firstPaint, initialOptions, load, requestWordList]);

  /** Passwords from the site rules when they are active, from the options otherwise. */
  function producePasswordsFor(
    options: PasswordOptions,
    multiple: boolean,
    siteRules: ActiveSiteRules | null = state.siteRules,
  ): Produced {
    if (siteRules === null) return producePasswords(options, multiple);
    return siteRules.rules.produce(siteRules.length, multiple ? MULTIPLE_COUNT : 1);
  }

  /** What a mode makes with these settings; null while the word list loads. */
  function produce(
    mode: GeneratorMode,
    from: Pick<GeneratorState, "options" | "passphraseOptions" | "modeOptions">,
    multiple: boolean,
  ): Produced | null {
    switch (mode) {
      case "password":
        return producePasswordsFor(from.options, multiple);
      case "memorable":
        return produceMemorable(from.modeOptions.memorable, multiple);
      case "pin":
        return producePins(from.modeOptions.pin, multiple);
      case "passphrase": {
        const generator = passphrase.loaded(from.passphraseOptions.language);
        return generator ? producePassphrases(generator, from.passphraseOptions, multiple) : null;
      }
      default: {
        const unknown: never = mode;
        return unknown;
      }
    }
  }

  function record(output: Produced) {
    if (output.kind === "error") {
      toast.error(output.message);
      return;
    }
    const now = Date.now();
    const rating = rateOutput(output);
    history.record(
      output.values.map((value, index) => ({
        ...createHistoryEntry(value, now, rating),
        id: `${now}-${index}`,
      })),
    );
  }

  function generate() {
    const output = produce(state.mode, state, state.multiple);
    if (output === null) return;
    dispatch({ type: "generated", output });
    record(output);
  }

  function changeOptions(patch: Partial<PasswordOptions>) {
    // The engine brings the options within its limits and says which fields it changed.
    const { options, changed } = constrainPasswordOptions({ ...state.options, ...patch });
    setAdjusted(changed);
    settings.save(options, state.passphraseOptions);
    // Live preview: what is shown always matches the options. Only Generate, a template or a
    // copy puts a password in the history.
    const output = state.mode === "password" ? producePasswordsFor(options, state.multiple) : null;
    dispatch({ type: "passwordOptionsChanged", options, output });
  }

  function changePassphraseOptions(patch: Partial<PassphraseOptions>) {
    const next = { ...state.passphraseOptions, ...patch };
    const passphraseOptions = { ...next, words: constrainPassphraseWords(next.words) };
    settings.save(state.options, passphraseOptions);
    const output =
      state.mode === "passphrase"
        ? produce("passphrase", { ...state, passphraseOptions }, state.multiple)
        : null;
    dispatch({ type: "passphraseOptionsChanged", passphraseOptions, output });
    // Another language's list loads on first use.
    if (state.mode === "passphrase" && output === null) loadPassphrases(passphraseOptions.language);
  }

  function changeModeOptions(patch: Partial<ModeOptions>) {
    const modeOptions: ModeOptions = {
      memorable: {
        groups: constrainMemorableGroups((patch.memorable ?? state.modeOptions.memorable).groups),
      },
      pin: { length: constrainPinLength((patch.pin ?? state.modeOptions.pin).length) },
    };
    settings.saveModes(modeOptions);
    const output =
      state.mode === "memorable" || state.mode === "pin"
        ? produce(state.mode, { ...state, modeOptions }, state.multiple)
        : null;
    dispatch({ type: "modeOptionsChanged", modeOptions, output });
  }

  function changeMultiple(multiple: boolean) {
    const output = produce(state.mode, state, multiple);
    dispatch({ type: "multipleChanged", multiple, output });
  }

  function changeMode(mode: GeneratorMode) {
    if (mode === state.mode) return;
    settings.saveMode(mode);
    if (mode === "password") {
      dispatch({
        type: "passwordModeChosen",
        output: producePasswordsFor(state.options, state.multiple),
      });
      return;
    }
    if (mode === "memorable" || mode === "pin") {
      dispatch({
        type: "instantModeChosen",
        mode,
        output:
          mode === "memorable"
            ? produceMemorable(state.modeOptions.memorable, state.multiple)
            : producePins(state.modeOptions.pin, state.multiple),
      });
      return;
    }
    const ready = produce("passphrase", state, state.multiple);
    if (ready !== null) {
      dispatch({ type: "passphraseModeChosen", request: 0, output: ready });
      return;
    }
    loadPassphrases(state.passphraseOptions.language);
  }

  /**
   * Shows the word list loading, then a passphrase from it (unless the visitor moved on), kept in
   * the history when `keep` says it was asked for (a saved set applied) rather than previewed.
   */
  function loadPassphrases(language: PassphraseLanguage, keep = false) {
    const { token, generator } = passphrase.request(language);
    dispatch({ type: "passphraseModeChosen", request: token, output: null });
    awaitWordList(token, generator, dispatch, latest, keep ? record : undefined);
  }

  function applyTemplateAndGenerate(template: Readonly<PasswordTemplate>) {
    const { options } = constrainPasswordOptions(applyTemplate(state.options, template));
    settings.save(options, state.passphraseOptions);
    settings.saveMode("password");
    // Spec §4: one password with the template's length, shown and kept in the history.
    const output = producePasswordsFor(options, false);
    dispatch({ type: "templateApplied", options, output });
    record(output);
  }

  function applyOptionSet(set: SavedOptionSet) {
    const { options } = constrainPasswordOptions(set.options);
    const passphraseOptions = {
      ...set.passphraseOptions,
      words: constrainPassphraseWords(set.passphraseOptions.words),
    };
    const { modeOptions } = set;
    settings.save(options, passphraseOptions);
    settings.saveModes(modeOptions);
    settings.saveMode(set.mode);
    const from = { options, passphraseOptions, modeOptions };
    const output = produce(set.mode, from, false);
    dispatch({ type: "optionSetApplied", mode: set.mode, ...from, output });
    if (output) record(output);
    // A passphrase in a language whose list is not here yet: shown once the list arrives.
    else loadPassphrases(passphraseOptions.language, true);
  }

  function changeSiteRules(rules: SiteRules | null) {
    // The panel may call this after the known-sites list arrives: read the state as it is now.
    const now = latest.current;
    if (rules === null && now.siteRules === null) return;
    // The rules start at the visitor's length, brought within their range.
    const siteRules =
      rules === null
        ? null
        : { rules, length: rules.constrainLength(now.siteRules?.length ?? now.options.length) };
    const output =
      now.mode === "password" ? producePasswordsFor(now.options, now.multiple, siteRules) : null;
    dispatch({ type: "siteRulesChanged", siteRules, output });
  }

  function changeRulesLength(requested: number) {
    if (state.siteRules === null) return;
    const length = state.siteRules.rules.constrainLength(requested);
    const output =
      state.mode === "password"
        ? producePasswordsFor(state.options, state.multiple, { ...state.siteRules, length })
        : null;
    dispatch({ type: "rulesLengthChanged", length, output });
  }

  function showRulesPassword({ password, entropyBits }: { password: string; entropyBits: number }) {
    const output: Produced = { kind: "ready", mode: "password", values: [password], entropyBits };
    dispatch({ type: "generated", output });
    record(output);
  }

  function recordCopied(value: string) {
    const { output } = state;
    if (output.kind !== "ready") return;
    if (history.entries.some((entry) => entry.password === value)) return;
    const now = Date.now();
    history.record([{ ...createHistoryEntry(value, now, rateOutput(output)), id: String(now) }]);
  }

  return {
    state,
    adjusted,
    announcement: announce(state.output),
    notice: settings.notice ?? history.notice,
    generate,
    changeOptions,
    changePassphraseOptions,
    changeModeOptions,
    changeMode,
    changeMultiple,
    applyTemplate: applyTemplateAndGenerate,
    applyOptionSet,
    changeSiteRules,
    changeRulesLength,
    showRulesPassword,
    recordCopied,
  };
}
