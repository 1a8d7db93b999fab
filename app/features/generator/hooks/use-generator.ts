import { startTransition, useEffect, useReducer, useState } from "react";

import {
  applyTemplate,
  constrainPassphraseWords,
  constrainPasswordOptions,
  createHistoryEntry,
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
  type GeneratorAction,
  type GeneratorMode,
  type GeneratorState,
  type InstantMode,
  type Produced,
  type SiteRules,
} from "../lib/generator-state";
import { constrainToRules, produceFromRules } from "../lib/rules-output";
import { useGeneratorSettings } from "./use-generator-settings";
import { usePassphraseLoader } from "./use-passphrase-loader";
import type { PasswordHistory } from "./use-password-history";

/** What the visitor changed: one kind of option, the mode, multiple, or the site rules. */
export type GeneratorChange =
  | { options: Partial<PasswordOptions> }
  | { passphraseOptions: Partial<PassphraseOptions> }
  /** The memorable and PIN modes' options. */
  | { modeOptions: Partial<ModeOptions> }
  | { mode: GeneratorMode }
  | { multiple: boolean }
  /** Rules the Site Rules panel picked, or null to return to the normal options. */
  | { siteRules: SiteRulesChoice | null }
  /** The length while site rules are in force; kept within the rules' range. */
  | { rulesLength: number };

/**
 * What the visitor applied, each making one value at once and leaving multiple mode: a template
 * (spec §4), or a saved set with its mode and options (issue 20).
 */
export type GeneratorChoice =
  { template: Readonly<PasswordTemplate> } | { optionSet: SavedOptionSet };

/** Site rules as the panel gives them; the card picks the length within their range. */
export type SiteRulesChoice = Omit<SiteRules, "length">;

export interface Generator {
  /** Everything the card shows; see lib/generator-state.ts. */
  state: GeneratorState;
  /** For screen readers: that something new is there and its strength, never the secret. */
  announcement: string;
  /** Stored settings unreadable, or storage refusing to save. */
  notice: string | null;
  /** A new output for the current mode, kept in the history. */
  generate: () => void;
  /** A live preview follows every change; only Generate, `apply` or a copy keeps a value. */
  change: (change: GeneratorChange) => void;
  apply: (choice: GeneratorChoice) => void;
  /** A copied value goes into the history, rated as the card rated it. */
  recordCopied: (value: string) => void;
}

function announce(output: GeneratorState["output"]): string {
  if (output.kind !== "ready") return "";
  return announceOutput(output.mode, output.values.length, rateOutput(output).label);
}

/**
 * Shows a passphrase made with `settings` once the word list of request `token` arrives (the
 * reducer ignores it if the visitor moved on), or says the list failed. Every change made while
 * the list loads asks again with its own settings, so what arrives follows the latest ones.
 */
function awaitWordList(
  token: number,
  generator: Promise<PassphraseGenerator>,
  settings: { passphraseOptions: PassphraseOptions; multiple: boolean },
  dispatch: (action: GeneratorAction) => void,
  onShown?: (output: Produced) => void,
) {
  generator.then(
    (loaded) => {
      const output = producePassphrases(loaded, settings.passphraseOptions, settings.multiple);
      dispatch({ type: "wordListLoaded", request: token, output });
      onShown?.(output);
    },
    () => dispatch({ type: "wordListFailed", request: token, message: WORD_LIST_FAILED_MESSAGE }),
  );
}

/** What a mode that needs no word list makes; passwords follow the site rules in force. */
function produceNow(
  mode: InstantMode,
  from: Pick<GeneratorState, "options" | "modeOptions" | "siteRules">,
  multiple: boolean,
): Produced {
  switch (mode) {
    case "password":
      return from.siteRules === null
        ? producePasswords(from.options, multiple)
        : produceFromRules(from.siteRules, multiple);
    case "memorable":
      return produceMemorable(from.modeOptions.memorable, multiple);
    case "pin":
      return producePins(from.modeOptions.pin, multiple);
    default: {
      const unknown: never = mode;
      return unknown;
    }
  }
}

/**
 * The generator card's behaviour: the state machine (lib/generator-state.ts) fed by the engine.
 * Passwords are drawn here, in event handlers, never in the reducer, so what is shown is exactly
 * what goes into the history.
 */
export function useGenerator(
  initialOptions: Partial<PasswordOptions> | undefined,
  history: PasswordHistory,
  initialMode?: GeneratorMode,
): Generator {
  const persist = initialOptions === undefined && initialMode === undefined;
  // Hydration starts from the password the first-paint script drew, if it drew one (issue 22).
  const [firstPaint] = useState(readFirstPaint);
  const [state, dispatch] = useReducer(generatorReducer, initialOptions, (options) =>
    createGeneratorState(options, firstPaint, initialMode),
  );
  const settings = useGeneratorSettings(persist, history.incognito);
  const passphrase = usePassphraseLoader();

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
      const initial = createGeneratorState(initialOptions, null, initialMode);
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
          awaitWordList(token, generator, { passphraseOptions, multiple: false }, dispatch);
          return;
        }
        default: {
          const unknown: never = mode;
          return unknown;
        }
      }
    });
  }, [firstPaint, initialOptions, initialMode, load, requestWordList]);

  /**
   * What a mode makes with these settings: the one place every value of the card is made.
   * Passwords follow the site rules when they are in force. Null while the word list loads.
   */
  function produce(
    mode: GeneratorMode,
    from: Pick<GeneratorState, "options" | "passphraseOptions" | "modeOptions" | "siteRules">,
    multiple: boolean,
  ): Produced | null {
    if (mode !== "passphrase") return produceNow(mode, from, multiple);
    const generator = passphrase.loaded(from.passphraseOptions.language);
    return generator ? producePassphrases(generator, from.passphraseOptions, multiple) : null;
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

  /**
   * Shows the word list loading, then a passphrase made with these settings, kept in the history
   * when `keep` says it was asked for (a saved set applied) and the visitor has not moved on.
   */
  function loadPassphrases(
    passphraseOptions: PassphraseOptions,
    multiple: boolean,
    keep: boolean = false,
  ) {
    const { token, generator } = passphrase.request(passphraseOptions.language);
    dispatch({ type: "passphraseModeChosen", request: token, output: null });
    awaitWordList(token, generator, { passphraseOptions, multiple }, dispatch, (output) => {
      if (keep && passphrase.isLatest(token)) record(output);
    });
  }

  /** The output of `mode` for the next state, or the word list asked for when it is missing. */
  function preview(mode: GeneratorMode, next: GeneratorState): Produced | null {
    if (next.mode !== mode) return null;
    const output = produce(mode, next, next.multiple);
    if (output === null) loadPassphrases(next.passphraseOptions, next.multiple);
    return output;
  }

  function generate() {
    const output = produce(state.mode, state, state.multiple);
    if (output === null) return;
    dispatch({ type: "generated", output });
    record(output);
  }

  function change(change: GeneratorChange) {
    if ("options" in change) {
      // The engine brings the options within its limits and says which fields it changed.
      const { options, changed } = constrainPasswordOptions({
        ...state.options,
        ...change.options,
      });
      settings.save(options, state.passphraseOptions);
      const output = preview("password", { ...state, options });
      dispatch({ type: "passwordOptionsChanged", options, adjusted: changed, output });
    } else if ("passphraseOptions" in change) {
      const next = { ...state.passphraseOptions, ...change.passphraseOptions };
      const passphraseOptions = { ...next, words: constrainPassphraseWords(next.words) };
      settings.save(state.options, passphraseOptions);
      // Another language's list loads on first use.
      const output = preview("passphrase", { ...state, passphraseOptions });
      dispatch({ type: "passphraseOptionsChanged", passphraseOptions, output });
    } else if ("modeOptions" in change) {
      const { memorable, pin } = { ...state.modeOptions, ...change.modeOptions };
      const modeOptions: ModeOptions = {
        memorable: { groups: constrainMemorableGroups(memorable.groups) },
        pin: { length: constrainPinLength(pin.length) },
      };
      settings.saveModes(modeOptions);
      const output = preview(state.mode === "pin" ? "pin" : "memorable", {
        ...state,
        modeOptions,
      });
      dispatch({ type: "modeOptionsChanged", modeOptions, output });
    } else if ("mode" in change) {
      changeMode(change.mode);
    } else if ("multiple" in change) {
      const output = preview(state.mode, { ...state, multiple: change.multiple });
      dispatch({ type: "multipleChanged", multiple: change.multiple, output });
    } else if ("siteRules" in change) {
      changeSiteRules(change.siteRules);
    } else {
      if (state.siteRules === null) return;
      const siteRules = {
        ...state.siteRules,
        length: constrainToRules(state.siteRules, change.rulesLength),
      };
      const output = preview("password", { ...state, siteRules });
      dispatch({ type: "rulesLengthChanged", length: siteRules.length, output });
    }
  }

  function changeMode(mode: GeneratorMode) {
    if (mode === state.mode) return;
    settings.saveMode(mode);
    if (mode !== "passphrase") {
      passphrase.cancel();
      dispatch({
        type: "instantModeChosen",
        mode,
        output: produceNow(mode, state, state.multiple),
      });
      return;
    }
    const ready = produce("passphrase", state, state.multiple);
    if (ready === null) loadPassphrases(state.passphraseOptions, state.multiple);
    else dispatch({ type: "passphraseModeChosen", request: 0, output: ready });
  }

  function changeSiteRules(choice: SiteRulesChoice | null) {
    if (choice === null && state.siteRules === null) return;
    // The rules start at the visitor's length, brought within their range.
    const siteRules =
      choice === null
        ? null
        : {
            ...choice,
            length: constrainToRules(choice, state.siteRules?.length ?? state.options.length),
          };
    const output = preview("password", { ...state, siteRules });
    dispatch({ type: "siteRulesChanged", siteRules, output });
  }

  function apply(choice: GeneratorChoice) {
    if ("template" in choice) {
      const { options } = constrainPasswordOptions(applyTemplate(state.options, choice.template));
      settings.save(options, state.passphraseOptions);
      settings.saveMode("password");
      passphrase.cancel();
      // Spec §4: one password with the template's length, shown and kept in the history.
      const output = produceNow("password", { ...state, options }, false);
      dispatch({ type: "templateApplied", options, output });
      record(output);
      return;
    }
    const set = choice.optionSet;
    const { options } = constrainPasswordOptions(set.options);
    const passphraseOptions = {
      ...set.passphraseOptions,
      words: constrainPassphraseWords(set.passphraseOptions.words),
    };
    const { modeOptions } = set;
    settings.save(options, passphraseOptions);
    settings.saveModes(modeOptions);
    settings.saveMode(set.mode);
    if (set.mode !== "passphrase") passphrase.cancel();
    const from = { options, passphraseOptions, modeOptions, siteRules: state.siteRules };
    const output = produce(set.mode, from, false);
    dispatch({ type: "optionSetApplied", mode: set.mode, ...from, output });
    if (output) record(output);
    // A passphrase in a language whose list is not here yet: shown and kept once it arrives.
    else loadPassphrases(passphraseOptions, false, true);
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
    announcement: announce(state.output),
    notice: settings.notice ?? history.notice,
    generate,
    change,
    apply,
    recordCopied,
  };
}
