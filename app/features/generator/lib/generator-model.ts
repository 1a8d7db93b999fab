import {
  applyTemplate,
  constrainPassphraseWords,
  constrainPasswordOptions,
  type PassphraseLanguage,
  type PassphraseOptions,
  type PasswordOptions,
  type PasswordTemplate,
} from "#core";
import { constrainMemorableGroups } from "#core/generate/memorable";
import { constrainPinLength } from "#core/generate/pin";
import { constrainUsernameOptions } from "#core/generate/username-options";
import { MULTIPLE_COUNT } from "#core/options/limits";
import type { ModeOptions } from "#core/options/mode-options";
import type { SavedOptionSet } from "#core/options/saved-option-sets";
import type { SiteRulesSelection } from "~/features/site-rules";

import {
  passwordsOutput,
  produceMemorable,
  producePassphrases,
  producePasswords,
  producePins,
  produceUsernames,
  type PassphraseGenerator,
  type UsernameGenerator,
} from "./generator-output";
import {
  createGeneratorState,
  generatorReducer,
  isDeferredMode,
  type GeneratorAction,
  type GeneratorMode,
  type GeneratorState,
  type Produced,
  type RulesCode,
  type SiteRules,
} from "./generator-state";

/*
 * The generator's behaviour, without React or storage: what each thing the visitor does makes
 * and how the card's state follows (the state machine of ./generator-state.ts). Values are drawn
 * here, once per command, never in the reducer, so what is shown is exactly what the history
 * keeps. The hook (../hooks/use-generator.ts) runs these steps and does what they ask.
 */

/** Everything the visitor can do to the card, each answered by `runCommand`. */
export type GeneratorCommand =
  | { type: "generate" }
  | { type: "passwordOptions"; patch: Partial<PasswordOptions> }
  | { type: "passphraseOptions"; patch: Partial<PassphraseOptions> }
  /** The memorable, PIN and username modes' options, one mode's fields at a time. */
  | { type: "modeOptions"; patch: ModeOptionsPatch }
  | { type: "mode"; mode: GeneratorMode }
  | { type: "multiple"; multiple: boolean }
  /** Rules the Site Rules panel picked, with the code that makes their passwords; null clears. */
  | { type: "siteRules"; selection: SiteRulesSelection | null; code: RulesCode }
  /** The length while site rules are in force; kept within the rules' range. */
  | { type: "rulesLength"; length: number }
  /** Spec §4: a template sets the options and makes one password, kept in the history. */
  | { type: "template"; template: Readonly<PasswordTemplate> }
  /** A saved set: its mode and options, one value made with them and kept. */
  | { type: "optionSet"; set: SavedOptionSet };

export type ModeOptionsPatch = {
  [Mode in keyof ModeOptions]?: Partial<ModeOptions[Mode]>;
};

/** The code the deferred modes need, as far as it has loaded. */
export interface LoadedCode {
  passphrase: (language: PassphraseLanguage) => PassphraseGenerator | null;
  username: () => UsernameGenerator | null;
}

/** What loads a deferred mode's code: a passphrase's list in one language, or the username words. */
export type CodeRequest =
  { mode: "passphrase"; language: PassphraseLanguage } | { mode: "username" };

/** The next state, and what the hook must do for it. */
export interface Step {
  state: GeneratorState;
  /** Values the visitor asked for (Generate, a template, a saved set), kept in the history. */
  keep?: Produced;
  /**
   * Code the output waits for, under the state's `wordListRequest`; `keep` says whether the
   * value made once it arrives is kept (a saved set's passphrase).
   */
  load?: { request: CodeRequest; keep: boolean };
}

type Settings = Pick<
  GeneratorState,
  "options" | "passphraseOptions" | "modeOptions" | "siteRules" | "multiple"
>;

/** The code a mode's values need, or null for a mode whose values are made at once. */
export function codeRequest(mode: GeneratorMode, settings: Settings): CodeRequest | null {
  switch (mode) {
    case "passphrase":
      return { mode, language: settings.passphraseOptions.language };
    case "username":
      return { mode };
    case "password":
    case "memorable":
    case "pin":
      return null;
    default: {
      const unknown: never = mode;
      throw new Error(`Unknown generator mode: ${String(unknown)}`);
    }
  }
}

/**
 * What a mode makes with these settings: the one place every value of the card is made.
 * Passwords follow the site rules when they are in force. Null while a deferred mode's code is
 * not here yet.
 */
export function produce(
  mode: GeneratorMode,
  settings: Settings,
  code: LoadedCode,
): Produced | null {
  const { multiple } = settings;
  switch (mode) {
    case "password":
      return settings.siteRules === null
        ? producePasswords(settings.options, multiple)
        : produceFromRules(settings.siteRules, multiple);
    case "memorable":
      return produceMemorable(settings.modeOptions.memorable, multiple);
    case "pin":
      return producePins(settings.modeOptions.pin, multiple);
    case "passphrase": {
      const generator = code.passphrase(settings.passphraseOptions.language);
      return generator && producePassphrases(generator, settings.passphraseOptions, multiple);
    }
    case "username": {
      const generator = code.username();
      return generator && produceUsernames(generator, settings.modeOptions.username, multiple);
    }
    default: {
      const unknown: never = mode;
      throw new Error(`Unknown generator mode: ${String(unknown)}`);
    }
  }
}

/** One password the rules accept at their chosen length, or five in multiple mode. */
function produceFromRules(siteRules: SiteRules, multiple: boolean): Produced {
  // The rules are compiled once for all the passwords, as the command line does.
  return passwordsOutput(
    siteRules.code.generatePasswordsFromRules(
      siteRules.selection.rules,
      { length: siteRules.length },
      multiple ? MULTIPLE_COUNT : 1,
    ),
  );
}

/** Every field of the mode options within the engine's limits. */
function constrainModeOptions(modeOptions: ModeOptions): ModeOptions {
  return {
    memorable: { groups: constrainMemorableGroups(modeOptions.memorable.groups) },
    pin: { length: constrainPinLength(modeOptions.pin.length) },
    username: constrainUsernameOptions(modeOptions.username).options,
  };
}

function patchModeOptions(current: ModeOptions, patch: ModeOptionsPatch): ModeOptions {
  return constrainModeOptions({
    memorable: { ...current.memorable, ...patch.memorable },
    pin: { ...current.pin, ...patch.pin },
    username: { ...current.username, ...patch.username },
  });
}

/**
 * The state after `action`, whose output is the preview of `mode` made with the next settings
 * when the card is in that mode; a deferred mode whose code is missing asks for it.
 */
function preview(
  state: GeneratorState,
  next: GeneratorState,
  code: LoadedCode,
  action: (output: Produced | null) => GeneratorAction,
): Step {
  const output = produce(next.mode, next, code);
  const request = output === null ? codeRequest(next.mode, next) : null;
  const after = generatorReducer(state, action(output));
  return request === null ? { state: after } : awaitCode(after, request, false);
}

/** The card says it is loading until the code of `request` arrives (see `codeArrived`). */
function awaitCode(state: GeneratorState, request: CodeRequest, keep: boolean): Step {
  const next = generatorReducer(state, {
    type: "deferredModeChosen",
    mode: request.mode,
    request: state.wordListRequest + 1,
    output: null,
  });
  return { state: next, load: { request, keep } };
}

/** The card's next state for a command, with what the hook must keep or load. */
export function runCommand(
  state: GeneratorState,
  command: GeneratorCommand,
  code: LoadedCode,
): Step {
  switch (command.type) {
    case "generate": {
      const output = produce(state.mode, state, code);
      if (output === null) return { state };
      return { state: generatorReducer(state, { type: "generated", output }), keep: output };
    }
    case "passwordOptions": {
      // The engine brings the options within its limits and says which fields it changed.
      const { options, changed } = constrainPasswordOptions({ ...state.options, ...command.patch });
      return preview(state, { ...state, options }, code, (output) => ({
        type: "passwordOptionsChanged",
        options,
        adjusted: changed,
        output,
      }));
    }
    case "passphraseOptions": {
      const merged = { ...state.passphraseOptions, ...command.patch };
      const passphraseOptions = { ...merged, words: constrainPassphraseWords(merged.words) };
      // Another language's list loads on first use.
      return preview(state, { ...state, passphraseOptions }, code, (output) => ({
        type: "passphraseOptionsChanged",
        passphraseOptions,
        output,
      }));
    }
    case "modeOptions": {
      const modeOptions = patchModeOptions(state.modeOptions, command.patch);
      return preview(state, { ...state, modeOptions }, code, (output) => ({
        type: "modeOptionsChanged",
        modeOptions,
        output,
      }));
    }
    case "mode":
      return chooseMode(state, command.mode, code);
    case "multiple":
      return preview(state, { ...state, multiple: command.multiple }, code, (output) => ({
        type: "multipleChanged",
        multiple: command.multiple,
        output,
      }));
    case "siteRules": {
      const { selection } = command;
      if (selection === null && state.siteRules === null) return { state };
      // The rules start at the visitor's length, brought within their range.
      const siteRules =
        selection === null
          ? null
          : {
              selection,
              code: command.code,
              length: command.code.constrainRulesLength(
                selection.lengthRange,
                state.siteRules?.length ?? state.options.length,
              ).length,
            };
      return preview(state, { ...state, siteRules }, code, (output) => ({
        type: "siteRulesChanged",
        siteRules,
        output,
      }));
    }
    case "rulesLength": {
      const { siteRules } = state;
      if (siteRules === null) return { state };
      const { length } = siteRules.code.constrainRulesLength(
        siteRules.selection.lengthRange,
        command.length,
      );
      return preview(state, { ...state, siteRules: { ...siteRules, length } }, code, (output) => ({
        type: "rulesLengthChanged",
        length,
        output,
      }));
    }
    case "template": {
      const { options } = constrainPasswordOptions(applyTemplate(state.options, command.template));
      // Spec §4: one password with the template's length, shown and kept in the history.
      const output = producePasswords(options, false);
      return {
        state: generatorReducer(state, { type: "templateApplied", options, output }),
        keep: output,
      };
    }
    case "optionSet": {
      const { set } = command;
      const settings = {
        options: constrainPasswordOptions(set.options).options,
        passphraseOptions: {
          ...set.passphraseOptions,
          words: constrainPassphraseWords(set.passphraseOptions.words),
        },
        modeOptions: constrainModeOptions(set.modeOptions),
      };
      const output = produce(set.mode, { ...state, ...settings, multiple: false }, code);
      const applied = generatorReducer(state, {
        type: "optionSetApplied",
        mode: set.mode,
        ...settings,
        output,
      });
      const request = output === null ? codeRequest(set.mode, applied) : null;
      // A deferred mode whose code is not here yet: shown and kept once it arrives.
      if (request !== null) return awaitCode(applied, request, true);
      return output === null ? { state: applied } : { state: applied, keep: output };
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown generator command: ${JSON.stringify(unknown)}`);
    }
  }
}

function chooseMode(state: GeneratorState, mode: GeneratorMode, code: LoadedCode): Step {
  if (mode === state.mode) return { state };
  const output = produce(mode, state, code);
  if (!isDeferredMode(mode)) {
    if (output === null) throw new Error(`The ${mode} mode made nothing`);
    return { state: generatorReducer(state, { type: "instantModeChosen", mode, output }) };
  }
  if (output !== null) {
    const next = generatorReducer(state, {
      type: "deferredModeChosen",
      mode,
      request: state.wordListRequest + 1,
      output,
    });
    return { state: next };
  }
  const request = codeRequest(mode, state);
  if (request === null) throw new Error(`The ${mode} mode needs no code`);
  return awaitCode(state, request, false);
}

/**
 * The card once the code of request `request` arrived: the value made with the settings in
 * force now (the visitor may have changed them while it loaded), unless the visitor moved on.
 */
export function codeArrived(state: GeneratorState, request: number, code: LoadedCode): Step {
  if (request !== state.wordListRequest || state.output.kind !== "loading") return { state };
  const output = produce(state.mode, state, code);
  if (output === null) return { state };
  return {
    state: generatorReducer(state, { type: "wordListLoaded", request, output }),
    keep: output,
  };
}

/** The stored settings the card opens with, or the page's own when it does not persist. */
export interface StartingSettings {
  mode: GeneratorMode;
  options: PasswordOptions;
  passphraseOptions: PassphraseOptions;
  modeOptions: ModeOptions;
}

/**
 * The card once its starting settings are read after hydration: the first value made with them,
 * or, with `keepShown`, the first-paint password already on screen (made with these options).
 */
export function settingsLoaded(
  state: GeneratorState,
  settings: StartingSettings,
  keepShown: boolean,
  code: LoadedCode,
): Step {
  const from = { ...state, ...settings, multiple: false };
  const output = keepShown ? null : produce(settings.mode, from, code);
  const request = output === null && !keepShown ? codeRequest(settings.mode, from) : null;
  const loaded = generatorReducer(state, { type: "settingsLoaded", ...settings, output });
  return request === null ? { state: loaded } : awaitCode(loaded, request, false);
}

export { createGeneratorState };
