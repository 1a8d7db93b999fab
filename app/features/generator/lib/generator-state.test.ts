import * as rulesCode from "#core/password-rules";
import { DEFAULT_MODE_OPTIONS } from "#core/options/mode-options";
import { describe, expect, it } from "vitest";

import { DEFAULT_PASSPHRASE_OPTIONS, DEFAULT_PASSWORD_OPTIONS } from "#core";

import {
  WORD_LIST_FAILED_MESSAGE,
  createGeneratorState,
  generatorReducer,
  type GeneratorAction,
  type GeneratorState,
  type Produced,
  type SiteRules,
} from "./generator-state";

const password = (value: string): Produced => ({
  kind: "ready",
  mode: "password",
  values: [value],
  entropyBits: 100,
});
const passphrase = (value: string): Produced => ({
  kind: "ready",
  mode: "passphrase",
  values: [value],
  entropyBits: 77.5,
});

function run(...actions: GeneratorAction[]): GeneratorState {
  return actions.reduce(generatorReducer, createGeneratorState());
}

describe("generatorReducer", () => {
  it("starts in password mode with no password, before hydration", () => {
    expect(createGeneratorState({ length: 20 })).toMatchObject({
      mode: "password",
      options: { length: 20 },
      output: { kind: "empty" },
    });
  });

  it("starts from a door page's first-paint passphrase and keeps it once settings load", () => {
    const firstPaint = {
      mode: "passphrase" as const,
      password: "a-b",
      entropyBits: 25.9,
      wordStarts: [2],
    };
    const start = createGeneratorState(undefined, firstPaint, "passphrase");
    expect(start.output).toEqual({ ...passphrase("a-b"), entropyBits: 25.9, wordStarts: [[2]] });
    const loaded = generatorReducer(start, {
      type: "settingsLoaded",
      mode: "passphrase",
      options: DEFAULT_PASSWORD_OPTIONS,
      passphraseOptions: DEFAULT_PASSPHRASE_OPTIONS,
      modeOptions: DEFAULT_MODE_OPTIONS,
      output: null,
    });
    expect(loaded.output).toEqual(start.output);
    expect(loaded.settingsLoaded).toBe(true);
    // A first paint of another mode is not the card's: it opens empty.
    expect(createGeneratorState(undefined, firstPaint, "pin").output).toEqual({ kind: "empty" });
  });

  it("shows a loading line while the word list loads, then the passphrase", () => {
    const loading = run({
      type: "deferredModeChosen",
      mode: "passphrase",
      request: 1,
      output: null,
    });
    expect(loading).toMatchObject({ mode: "passphrase", output: { kind: "loading" } });
    const ready = generatorReducer(loading, {
      type: "wordListLoaded",
      request: 1,
      output: passphrase("alpha-beta"),
    });
    expect(ready.output).toEqual(passphrase("alpha-beta"));
  });

  it("ignores a word list that arrives after the visitor went back to Password", () => {
    const state = run(
      { type: "deferredModeChosen", mode: "passphrase", request: 1, output: null },
      { type: "instantModeChosen", mode: "password", output: password("Kx9!") },
      { type: "wordListLoaded", request: 1, output: passphrase("late-words") },
    );
    expect(state.mode).toBe("password");
    expect(state.output).toEqual(password("Kx9!"));
  });

  it("ignores a word list from an earlier request once another one is under way", () => {
    const state = run(
      { type: "deferredModeChosen", mode: "passphrase", request: 1, output: null },
      { type: "instantModeChosen", mode: "password", output: password("Kx9!") },
      { type: "deferredModeChosen", mode: "passphrase", request: 2, output: null },
      { type: "wordListLoaded", request: 1, output: passphrase("stale") },
    );
    expect(state.output.kind).toBe("loading");
    const done = generatorReducer(state, {
      type: "wordListLoaded",
      request: 2,
      output: passphrase("fresh"),
    });
    expect(done.output).toEqual(passphrase("fresh"));
  });

  it("ignores a failed load the visitor no longer waits for", () => {
    const state = run(
      { type: "deferredModeChosen", mode: "passphrase", request: 1, output: null },
      { type: "templateApplied", options: DEFAULT_PASSWORD_OPTIONS, output: password("T3mp!") },
      { type: "wordListFailed", mode: "passphrase", request: 1 },
    );
    expect(state.output).toEqual(password("T3mp!"));
  });

  it("goes back to passwords with the reason when the word list cannot load", () => {
    const state = run(
      { type: "deferredModeChosen", mode: "passphrase", request: 1, output: null },
      { type: "wordListFailed", mode: "passphrase", request: 1 },
    );
    expect(state).toMatchObject({
      mode: "password",
      output: { kind: "error", message: WORD_LIST_FAILED_MESSAGE },
    });
  });

  it("never shows an output made for the other mode", () => {
    const state = run(
      { type: "instantModeChosen", mode: "password", output: password("Kx9!") },
      { type: "generated", output: passphrase("wrong-mode") },
      {
        type: "passphraseOptionsChanged",
        passphraseOptions: { ...DEFAULT_PASSPHRASE_OPTIONS, words: 8 },
        output: passphrase("also-wrong"),
      },
    );
    expect(state.output).toEqual(password("Kx9!"));
    expect(state.passphraseOptions.words).toBe(8);
  });

  it("keeps which option fields the engine changed until the next edit", () => {
    const options = { ...DEFAULT_PASSWORD_OPTIONS, customCharset: "x".repeat(1000) };
    const state = run({
      type: "passwordOptionsChanged",
      options,
      adjusted: ["customCharset"],
      output: password("xxxxxxxxxxxxxxxx"),
    });
    expect(state.adjusted).toEqual(["customCharset"]);
    expect(createGeneratorState().adjusted).toEqual([]);
    const next = generatorReducer(state, {
      type: "passwordOptionsChanged",
      options: { ...options, length: 20 },
      adjusted: [],
      output: null,
    });
    expect(next.adjusted).toEqual([]);
  });

  it("keeps new password options in passphrase mode without touching the passphrase", () => {
    const state = run(
      { type: "deferredModeChosen", mode: "passphrase", request: 1, output: passphrase("one-two") },
      {
        type: "passwordOptionsChanged",
        options: { ...DEFAULT_PASSWORD_OPTIONS, length: 30 },
        adjusted: [],
        output: null,
      },
    );
    expect(state.options.length).toBe(30);
    expect(state.output).toEqual(passphrase("one-two"));
  });

  it("applies a template as one password in password mode (spec §4)", () => {
    const state = run(
      { type: "multipleChanged", multiple: true, output: null },
      { type: "deferredModeChosen", mode: "passphrase", request: 1, output: passphrase("a-b") },
      {
        type: "templateApplied",
        options: { ...DEFAULT_PASSWORD_OPTIONS, length: 24 },
        output: password("x".repeat(24)),
      },
    );
    expect(state).toMatchObject({ mode: "password", multiple: false, options: { length: 24 } });
    expect(state.output).toEqual(password("x".repeat(24)));
  });

  it("applies a saved set: its mode and every option, one value, multiple mode left", () => {
    const pin: Produced = { kind: "ready", mode: "pin", values: ["48151623"], entropyBits: 26.6 };
    const state = run(
      { type: "multipleChanged", multiple: true, output: null },
      {
        type: "optionSetApplied",
        mode: "pin",
        options: { ...DEFAULT_PASSWORD_OPTIONS, length: 40 },
        passphraseOptions: { ...DEFAULT_PASSPHRASE_OPTIONS, language: "de" },
        modeOptions: {
          memorable: { groups: 4 },
          pin: { length: 8 },
          username: DEFAULT_MODE_OPTIONS.username,
        },
        output: pin,
      },
    );
    expect(state).toMatchObject({
      mode: "pin",
      multiple: false,
      options: { length: 40 },
      passphraseOptions: { language: "de" },
      modeOptions: { memorable: { groups: 4 }, pin: { length: 8 } },
      output: pin,
    });
  });

  it("shows a generation error in the mode that asked for it", () => {
    const state = run({
      type: "generated",
      output: { kind: "error", mode: "password", message: "Custom charset cannot be empty" },
    });
    expect(state.output).toMatchObject({
      kind: "error",
      message: "Custom charset cannot be empty",
    });
  });
});

describe("generatorReducer with site rules", () => {
  // The reducer keeps rules; lib/generator-model.ts makes their passwords with their code.
  const ruled = (length: number): SiteRules => ({
    selection: {
      rules: { minLength: 8, maxLength: 16, maxConsecutive: null, required: [], allowed: [] },
      text: "minlength: 8; maxlength: 16;",
      domain: "example.com",
      description: "8 to 16 characters",
      lengthRange: { min: 8, max: 16, warning: null },
    },
    length,
    code: rulesCode,
  });

  it("starts with no rules and shows the rules' password once they are chosen", () => {
    expect(createGeneratorState().siteRules).toBeNull();
    const state = run(
      { type: "generated", output: password("normal") },
      { type: "siteRulesChanged", siteRules: ruled(16), output: password("ruled") },
    );
    expect(state.siteRules).toEqual(ruled(16));
    expect(state.output).toEqual(password("ruled"));
    expect(state.options).toEqual(createGeneratorState().options);
  });

  it("changes only the rules' length, keeping the normal options for when they are cleared", () => {
    const state = run(
      { type: "siteRulesChanged", siteRules: ruled(16), output: password("a") },
      { type: "rulesLengthChanged", length: 10, output: password("b") },
    );
    expect(state.siteRules?.length).toBe(10);
    expect(state.options.length).toBe(createGeneratorState().options.length);
    const cleared = generatorReducer(state, {
      type: "siteRulesChanged",
      siteRules: null,
      output: password("normal again"),
    });
    expect(cleared.siteRules).toBeNull();
    expect(cleared.output).toEqual(password("normal again"));
  });

  it("ignores a rules length when no rules are active", () => {
    const state = createGeneratorState();
    expect(
      generatorReducer(state, { type: "rulesLengthChanged", length: 10, output: password("x") }),
    ).toBe(state);
  });

  it("keeps the rules in passphrase mode without replacing the passphrase", () => {
    const state = run(
      {
        type: "deferredModeChosen",
        mode: "passphrase",
        request: 1,
        output: passphrase("correct horse"),
      },
      { type: "siteRulesChanged", siteRules: ruled(12), output: null },
    );
    expect(state.mode).toBe("passphrase");
    expect(state.siteRules?.length).toBe(12);
    expect(state.output).toEqual(passphrase("correct horse"));
    const back = generatorReducer(state, {
      type: "instantModeChosen",
      mode: "password",
      output: password("r"),
    });
    expect(back.siteRules).toEqual(ruled(12));
  });
});
