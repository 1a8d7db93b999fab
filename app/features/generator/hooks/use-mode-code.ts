import { useState } from "react";

import type { PassphraseLanguage } from "#core";
import { isPassphraseLanguage } from "#core/generate/passphrase-languages";

import type { FirstPaint } from "../first-paint/handoff";
import type { PassphraseGenerator, UsernameGenerator } from "../lib/generator-output";
import type { CodeRequest, LoadedCode } from "../lib/generator-model";
import { loadPassphraseGenerator, loadUsernameGenerator } from "../lib/load-mode-code";

export interface ModeCode {
  /** The code loaded so far, for the generator model to make values with. */
  loaded: LoadedCode;
  /** Loads the code a request names; one load at a time for each, tried again after a failure. */
  load: (request: CodeRequest) => Promise<void>;
}

/**
 * The code a card starts with: the engine and list the first-paint script carried on a passphrase
 * page (in the page's language) or the username page (docs/decisions/first-paint-password.md, "The doors"), so
 * the card draws on without fetching a list the page already holds.
 */
export type InitialModeCode = Pick<FirstPaint, "passphraseGenerator" | "usernameGenerator"> &
  Partial<Pick<FirstPaint, "modeOptions">>;

/** The language of the list the first-paint script drew from: its options say (English else). */
function initialLanguage(initial: InitialModeCode): PassphraseLanguage {
  const options = initial.modeOptions as { language?: unknown } | null | undefined;
  return isPassphraseLanguage(options?.language) ? options.language : "en";
}

function createModeCode(initial: InitialModeCode | null): ModeCode {
  const passphrases = new Map<PassphraseLanguage, PassphraseGenerator>();
  if (initial?.passphraseGenerator) {
    passphrases.set(initialLanguage(initial), initial.passphraseGenerator);
  }
  let username: UsernameGenerator | null = initial?.usernameGenerator ?? null;
  const pending = new Map<string, Promise<void>>();

  function start(request: CodeRequest): Promise<void> {
    switch (request.mode) {
      case "passphrase":
        return loadPassphraseGenerator(request.language).then((generator) => {
          passphrases.set(request.language, generator);
        });
      case "username":
        return loadUsernameGenerator().then((generator) => {
          username = generator;
        });
      default: {
        const unknown: never = request;
        throw new Error(`Unknown code request: ${JSON.stringify(unknown)}`);
      }
    }
  }

  return {
    loaded: {
      passphrase: (language) => passphrases.get(language) ?? null,
      username: () => username,
    },
    load(request) {
      const key = request.mode === "passphrase" ? `passphrase:${request.language}` : request.mode;
      let loading = pending.get(key);
      if (loading === undefined) {
        loading = start(request).finally(() => pending.delete(key));
        pending.set(key, loading);
      }
      return loading;
    },
  };
}

/** The deferred modes' code for one card, kept for as long as the card is on the page. */
export function useModeCode(initial: InitialModeCode | null = null): ModeCode {
  const [code] = useState(() => createModeCode(initial));
  return code;
}
