import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

import { createHistoryEntry, type PasswordOptions } from "#core";
import {
  COPY_BLOCKED_DESCRIPTION,
  PASSWORD_COPY_MESSAGES,
  toastText,
} from "~/components/copy-button";
import { toast } from "~/lib/toast";
import { whenIdle } from "~/lib/when-idle";

import { finishFirstPaint, keepsFirstPaint, readFirstPaint } from "../first-paint/handoff";
import { rateOutput } from "../lib/generator-output";
import {
  codeArrived,
  createGeneratorState,
  runCommand,
  settingsLoaded,
  type GeneratorCommand,
  type LoadedCode,
  type Step,
} from "../lib/generator-model";
import { generatorReducer, type GeneratorMode, type GeneratorState } from "../lib/generator-state";
import { announceOutput } from "../lib/output-markup";
import { useGeneratorSettings } from "./use-generator-settings";
import { useModeCode } from "./use-mode-code";
import type { PasswordHistory } from "./use-password-history";
import { sayText, type UiText } from "../lib/ui-text";

/** Where a card starts: a page's own mode or options, else the visitor's stored settings. */
export interface GeneratorStart {
  /** The mode to open in, e.g. on a page made for PINs. */
  mode?: GeneratorMode;
  /** Password options to start from, e.g. a landing page's suggestion. */
  options?: Partial<PasswordOptions>;
}

export interface Generator {
  /** Everything the card shows; see lib/generator-state.ts. */
  state: GeneratorState;
  /** For screen readers: that something new is there and its strength, never the secret. */
  announcement: string;
  /** Stored settings unreadable, or storage refusing to save. */
  notice: UiText | null;
  /**
   * Does what the visitor asked (lib/generator-model.ts). A live preview follows every change;
   * only Generate, a template, a saved set or a copy keeps a value in the history.
   */
  run: (command: GeneratorCommand) => void;
  /** A copied value goes into the history, rated as the card rated it. */
  recordCopied: (value: string) => void;
}

function announce(output: GeneratorState["output"]): string {
  if (output.kind !== "ready") return "";
  return announceOutput(output.mode, output.values.length, rateOutput(output).label);
}

/** The options of the mode a card starts in, when it is not passwords. */
function startingModeOptions(
  starting: Pick<GeneratorState, "mode" | "passphraseOptions" | "modeOptions">,
): Readonly<object> | null {
  switch (starting.mode) {
    case "password":
      return null;
    case "passphrase":
      return starting.passphraseOptions;
    default:
      return starting.modeOptions[starting.mode];
  }
}

/**
 * The generator card's behaviour: the model (lib/generator-model.ts) run in event handlers, its
 * state kept here, its settings stored by one effect. A card given a start of its own neither
 * reads nor writes the visitor's stored settings.
 */
export function useGenerator(
  start: GeneratorStart | undefined,
  history: PasswordHistory,
): Generator {
  const persist = start === undefined;
  // Hydration starts from the password the first-paint script drew, if it drew one
  // (docs/decisions/first-paint-password.md).
  const [firstPaint] = useState(readFirstPaint);
  const [state, setState] = useState(() =>
    createGeneratorState(start?.options, firstPaint, start?.mode),
  );
  // The state the next command starts from: set with every step, so two commands in one event
  // build on each other.
  const latest = useRef(state);
  const settings = useGeneratorSettings(persist, history.incognito, state);
  // On a passphrase or username page, the first-paint script's engine and list go on drawing.
  const code = useModeCode(firstPaint);
  // The history as last rendered: `run` and `recordCopied` stay the same functions for the card's
  // life, so the parts that take them are not drawn again on every Generate
  // (docs/product-decisions.md, "Fast everywhere").
  const historyRef = useRef(history);
  useLayoutEffect(() => {
    historyRef.current = history;
  }, [history]);

  /** Shows a step's state, keeps what it asks to keep, and loads the code it waits for. */
  const take = useCallback(
    function take(step: Step) {
      latest.current = step.state;
      setState(step.state);
      record(historyRef.current, step.keep);
      const { load } = step;
      if (load === undefined) return;
      const request = step.state.wordListRequest;
      code.load(load.request).then(
        () => {
          const arrived = codeArrived(latest.current, request, code.loaded);
          take(load.keep ? arrived : { state: arrived.state });
        },
        () => {
          const failed = generatorReducer(latest.current, {
            type: "wordListFailed",
            mode: load.request.mode,
            request,
          });
          take({ state: failed });
        },
      );
    },
    [code],
  );

  // The first value is made in the visitor's browser, never at build time: by the first-paint
  // script while the page is parsed, or here once hydrated. Stored settings are read first; the
  // script's password is kept when it was made with the same options.
  const { load } = settings;
  const startOptions = start?.options;
  const startMode = start?.mode;
  useEffect(() => {
    const early = firstPaint ? finishFirstPaint(firstPaint) : null;
    if (early?.copyFailed) {
      toast.error(toastText(PASSWORD_COPY_MESSAGES.failure.title), {
        description: toastText(COPY_BLOCKED_DESCRIPTION),
      });
    }
    // A transition: React renders the first value in slices, so hydrating a phone's page
    // leaves no long task behind (docs/product-decisions.md, "Fast everywhere").
    startTransition(() => {
      const initial = createGeneratorState(startOptions, null, startMode);
      const stored = load();
      const starting = {
        mode: stored?.mode ?? initial.mode,
        options: stored?.options ?? initial.options,
        passphraseOptions: stored?.passphraseOptions ?? initial.passphraseOptions,
        modeOptions: stored?.modeOptions ?? initial.modeOptions,
      };
      const keepShown =
        firstPaint !== null &&
        keepsFirstPaint(firstPaint, {
          mode: starting.mode,
          options: starting.options,
          modeOptions: startingModeOptions(starting),
        });
      take(settingsLoaded(latest.current, starting, keepShown, code.loaded));
    });
  }, [firstPaint, startOptions, startMode, load, code, take]);

  // The first Generate answers as fast as the next ones: once the card shows the visitor's
  // settings, the idle page makes one value with them and drops it, so the engine's code is
  // compiled and its random source and character plan are ready before the click
  // (docs/product-decisions.md, "Fast everywhere"). The value is never shown, kept or stored.
  const settled = state.settingsLoaded;
  useEffect(() => {
    if (!settled) return;
    return whenIdle(() => rehearse(latest.current, code.loaded));
  }, [settled, code]);

  const recordCopied = useCallback((value: string) => {
    const { output } = latest.current;
    const history = historyRef.current;
    if (output.kind !== "ready") return;
    if (history.entries.some((entry) => entry.password === value)) return;
    const now = Date.now();
    history.record([{ ...createHistoryEntry(value, now, rateOutput(output)), id: String(now) }]);
  }, []);

  const run = useCallback(
    (command: GeneratorCommand) => take(runCommand(latest.current, command, code.loaded)),
    [take, code],
  );

  return {
    state,
    announcement: announce(state.output),
    notice: settings.notice ?? history.notice,
    run,
    recordCopied,
  };
}

/** Runs a Generate and its rating without taking the step: the code's first run, off the click. */
function rehearse(state: GeneratorState, loaded: LoadedCode) {
  announce(runCommand(state, { type: "generate" }, loaded).state.output);
}

/** Keeps in the history what a step asks to keep, or says why there is nothing to keep. */
function record(history: PasswordHistory, output: Step["keep"]) {
  if (output === undefined) return;
  if (output.kind === "error") {
    toast.error(sayText(output.message));
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
