import { msg } from "@lingui/core/macro";
import {
  DEFAULT_PASSPHRASE_OPTIONS,
  DEFAULT_PASSWORD_OPTIONS,
  type PassphraseOptions,
  type PasswordOptions,
} from "#core";
import { isPassphraseLanguage } from "#core/generate/passphrase-languages";
import { DEFAULT_MODE_OPTIONS, type ModeOptions } from "#core/options/mode-options";
import type { GeneratorModeName } from "#core/options/stored-mode";
import type * as PasswordRulesCode from "#core/password-rules";
import type { SiteRulesSelection } from "~/features/site-rules";
import type { FirstPaint } from "../first-paint/handoff";
import { i18n } from "~/lib/i18n/runtime";
import type { UiText } from "./ui-text";

/**
 * The generator's modes: passwords, passphrases (docs/product-decisions.md, "Passphrases"),
 * memorable passwords, PINs and usernames ("Usernames").
 */
export type GeneratorMode = GeneratorModeName;

/**
 * The modes whose code loads the first time it is used: a passphrase's word list, the username
 * mode's words. The card says it is loading until the code is here.
 */
export type DeferredMode = Extract<GeneratorMode, "passphrase" | "username">;

/** The modes whose values are made at once. */
export type InstantMode = Exclude<GeneratorMode, DeferredMode>;

export function isDeferredMode(mode: GeneratorMode): mode is DeferredMode {
  return mode === "passphrase" || mode === "username";
}

/** What the engine made for one mode: values to show, or why there are none (spec §5). */
export type Produced =
  | {
      kind: "ready";
      mode: GeneratorMode;
      values: string[];
      entropyBits: number;
      /**
       * Passphrases: for each value, where its words after the first begin, the only places it
       * may wrap onto a new line (docs/design.md, "The password"). Absent for the other modes.
       */
      wordStarts?: number[][];
    }
  | { kind: "error"; mode: GeneratorMode; message: UiText };

/**
 * What the card shows, exactly one of four things. A ready output always belongs to the mode the
 * card is in, so a passphrase never sits under the Password toggle.
 */
export type GeneratorOutput = { kind: "empty" } | { kind: "loading"; message: UiText } | Produced;

/**
 * A site's password rules in force for passwords (docs/product-decisions.md, "Site password rules"): what
 * the Site Rules panel picked, the length chosen for them, and the engine's rules code that makes
 * their passwords (it arrives with the panel, so rules are never in force without it). The
 * normal options stay untouched.
 */
export interface SiteRules {
  selection: SiteRulesSelection;
  /** The length chosen, always within `selection.lengthRange`. */
  length: number;
  code: RulesCode;
}

/** The engine's rules code, loaded with the Site Rules panel, never with the page. */
export type RulesCode = Pick<
  typeof PasswordRulesCode,
  "constrainRulesLength" | "generatePasswordsFromRules"
>;

export interface GeneratorState {
  mode: GeneratorMode;
  /**
   * Site rules in force for passwords, or null for the normal options. Passphrases ignore them
   * (the mode is kept; the panel says so).
   */
  siteRules: SiteRules | null;
  options: PasswordOptions;
  /** Fields of the password options the engine changed at the last edit (e.g. a cut charset). */
  adjusted: ReadonlyArray<keyof PasswordOptions>;
  passphraseOptions: PassphraseOptions;
  /** The memorable and PIN modes' options. */
  modeOptions: ModeOptions;
  /** Spec §4: five at once. */
  multiple: boolean;
  /**
   * Whether the visitor's stored settings have been read. Until then the options shown are the
   * prerendered defaults, and the form says it is busy.
   */
  settingsLoaded: boolean;
  output: GeneratorOutput;
  /**
   * The token of the latest word-list request. A list that arrives for an older request, or after
   * the visitor left passphrase mode, is ignored.
   */
  wordListRequest: number;
}

export type GeneratorAction =
  /**
   * Stored settings read after hydration, with the first output made from them, or null to keep
   * the first-paint password made with the same options.
   */
  | {
      type: "settingsLoaded";
      /**
       * The mode the visitor was last in. `output` belongs to it; in passphrase mode it is null
       * while the word list of `wordListRequest` loads.
       */
      mode: GeneratorMode;
      wordListRequest?: number;
      options: PasswordOptions;
      passphraseOptions: PassphraseOptions;
      modeOptions: ModeOptions;
      output: Produced | null;
    }
  /** New password options; `output` is the live preview when the card is in password mode. */
  | {
      type: "passwordOptionsChanged";
      options: PasswordOptions;
      /** The fields the engine changed to bring the visitor's edit within its limits. */
      adjusted: ReadonlyArray<keyof PasswordOptions>;
      output: Produced | null;
    }
  | {
      type: "passphraseOptionsChanged";
      passphraseOptions: PassphraseOptions;
      output: Produced | null;
    }
  | { type: "modeOptionsChanged"; modeOptions: ModeOptions; output: Produced | null }
  | { type: "multipleChanged"; multiple: boolean; output: Produced | null }
  /** Password, memorable or PIN chosen: made at once, no code to wait for. */
  | { type: "instantModeChosen"; mode: InstantMode; output: Produced }
  /** Generate pressed, or anything else that made a new output for the current mode. */
  | { type: "generated"; output: Produced }
  /** A passphrase or username chosen; `output` is null while its code loads under `request`. */
  | { type: "deferredModeChosen"; mode: DeferredMode; request: number; output: Produced | null }
  | { type: "wordListLoaded"; request: number; output: Produced }
  | { type: "wordListFailed"; mode: DeferredMode; request: number }
  /** Spec §4: a template sets the options, makes one password and leaves multiple mode. */
  | { type: "templateApplied"; options: PasswordOptions; output: Produced }
  /**
   * A saved set: its mode and options, one value made with them (null while a
   * word list loads), and multiple mode left, as a template does.
   */
  | {
      type: "optionSetApplied";
      mode: GeneratorMode;
      options: PasswordOptions;
      passphraseOptions: PassphraseOptions;
      modeOptions: ModeOptions;
      output: Produced | null;
    }
  /** Rules chosen in the Site Rules panel, or null when cleared; `output` for password mode. */
  | { type: "siteRulesChanged"; siteRules: SiteRules | null; output: Produced | null }
  /** The length changed while rules are active (already within the rules' range). */
  | { type: "rulesLengthChanged"; length: number; output: Produced | null };

// Messages, said when they render (lib/ui-text.ts).
export const WORD_LIST_LOADING_MESSAGE = msg`Loading the word list…`;
export const WORD_LIST_FAILED_MESSAGE = msg`The word list could not be loaded. Check your connection, then choose Passphrase again.`;
export const USERNAME_WORDS_FAILED_MESSAGE = msg`The username words could not be loaded. Check your connection, then choose Username again.`;

const LOAD_FAILED_MESSAGES: Readonly<Record<DeferredMode, UiText>> = {
  passphrase: WORD_LIST_FAILED_MESSAGE,
  username: USERNAME_WORDS_FAILED_MESSAGE,
};

/**
 * What the first-paint script drew, as the card's output (docs/decisions/first-paint-password.md):
 * a password, or the first value of a page made for another mode.
 */
export function firstPaintOutput(
  firstPaint: Pick<FirstPaint, "password" | "entropyBits" | "wordStarts"> & {
    mode?: GeneratorMode;
  },
): Produced {
  const { wordStarts } = firstPaint;
  return {
    kind: "ready",
    mode: firstPaint.mode ?? "password",
    values: [firstPaint.password],
    entropyBits: firstPaint.entropyBits,
    ...(wordStarts === undefined ? {} : { wordStarts: [wordStarts] }),
  };
}

/**
 * The passphrase options a card starts from: on a page in a language with its own word list, that
 * list (docs/decisions/i18n-library.md, "Language-aware defaults"), so the passphrase page in
 * German opens with German words, and its first-paint script draws them.
 */
export function pagePassphraseOptions(): PassphraseOptions {
  const locale = i18n.locale;
  return isPassphraseLanguage(locale) && locale !== DEFAULT_PASSPHRASE_OPTIONS.language
    ? { ...DEFAULT_PASSPHRASE_OPTIONS, language: locale }
    : DEFAULT_PASSPHRASE_OPTIONS;
}

/**
 * The card as prerendered: defaults (or a landing page's options) and no password yet, or, when
 * hydrating a page whose first-paint script drew one, that password. The options stay the
 * prerendered defaults until the stored ones are read, so hydration matches the page.
 */
export function createGeneratorState(
  initialOptions?: Partial<PasswordOptions>,
  firstPaint?: Parameters<typeof firstPaintOutput>[0] | null,
  initialMode: GeneratorMode = "password",
): GeneratorState {
  return {
    mode: initialMode,
    siteRules: null,
    options: { ...DEFAULT_PASSWORD_OPTIONS, ...initialOptions },
    adjusted: [],
    passphraseOptions: pagePassphraseOptions(),
    modeOptions: DEFAULT_MODE_OPTIONS,
    multiple: false,
    settingsLoaded: false,
    output:
      firstPaint && (firstPaint.mode ?? "password") === initialMode
        ? firstPaintOutput(firstPaint)
        : { kind: "empty" },
    wordListRequest: 0,
  };
}

/** Replaces the output only with one made for the card's current mode. */
function showIfCurrent(state: GeneratorState, produced: Produced | null): GeneratorState {
  return produced === null || produced.mode !== state.mode ? state : { ...state, output: produced };
}

/**
 * The generator card's state machine: pure, so every transition, including the race
 * between a slow word list and the visitor's next choice, is pinned by tests.
 */
export function generatorReducer(state: GeneratorState, action: GeneratorAction): GeneratorState {
  switch (action.type) {
    case "settingsLoaded": {
      const next: GeneratorState = {
        ...state,
        mode: action.mode,
        options: action.options,
        passphraseOptions: action.passphraseOptions,
        modeOptions: action.modeOptions,
        settingsLoaded: true,
      };
      // A deferred mode's first-paint value, kept (docs/decisions/first-paint-password.md).
      const kept = state.output.kind === "ready" && state.output.mode === action.mode;
      if (isDeferredMode(action.mode) && action.output === null && !kept) {
        return {
          ...next,
          wordListRequest: action.wordListRequest ?? state.wordListRequest,
          output: { kind: "loading", message: WORD_LIST_LOADING_MESSAGE },
        };
      }
      return showIfCurrent(next, action.output);
    }
    case "passwordOptionsChanged":
      return showIfCurrent(
        { ...state, options: action.options, adjusted: action.adjusted },
        action.output,
      );
    case "passphraseOptionsChanged":
      return showIfCurrent(
        { ...state, passphraseOptions: action.passphraseOptions },
        action.output,
      );
    case "modeOptionsChanged":
      return showIfCurrent({ ...state, modeOptions: action.modeOptions }, action.output);
    case "instantModeChosen":
      return showIfCurrent({ ...state, mode: action.mode }, action.output);
    case "multipleChanged":
      return showIfCurrent({ ...state, multiple: action.multiple }, action.output);
    case "generated":
      return showIfCurrent(state, action.output);
    case "deferredModeChosen": {
      const next = { ...state, mode: action.mode, wordListRequest: action.request };
      if (action.output === null) {
        return { ...next, output: { kind: "loading", message: WORD_LIST_LOADING_MESSAGE } };
      }
      return showIfCurrent(next, action.output);
    }
    case "wordListLoaded":
      if (action.request !== state.wordListRequest) return state;
      return showIfCurrent(state, action.output);
    case "wordListFailed":
      if (state.mode !== action.mode || action.request !== state.wordListRequest) return state;
      // Back to passwords, saying why: the card never waits on code that will not come.
      return {
        ...state,
        mode: "password",
        output: { kind: "error", mode: "password", message: LOAD_FAILED_MESSAGES[action.mode] },
      };
    case "templateApplied":
      return showIfCurrent(
        { ...state, mode: "password", multiple: false, options: action.options },
        action.output,
      );
    case "optionSetApplied":
      return showIfCurrent(
        {
          ...state,
          mode: action.mode,
          multiple: false,
          options: action.options,
          passphraseOptions: action.passphraseOptions,
          modeOptions: action.modeOptions,
        },
        action.output,
      );
    case "siteRulesChanged":
      return showIfCurrent({ ...state, siteRules: action.siteRules }, action.output);
    case "rulesLengthChanged":
      if (state.siteRules === null) return state;
      return showIfCurrent(
        { ...state, siteRules: { ...state.siteRules, length: action.length } },
        action.output,
      );
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
