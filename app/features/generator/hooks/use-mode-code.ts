import { useState } from "react";

import type { PassphraseLanguage } from "#core";

import type { PassphraseGenerator, UsernameGenerator } from "../lib/generator-output";
import type { CodeRequest, LoadedCode } from "../lib/generator-model";
import { loadPassphraseGenerator, loadUsernameGenerator } from "../lib/load-mode-code";

export interface ModeCode {
  /** The code loaded so far, for the generator model to make values with. */
  loaded: LoadedCode;
  /** Loads the code a request names; one load at a time for each, tried again after a failure. */
  load: (request: CodeRequest) => Promise<void>;
}

function createModeCode(): ModeCode {
  const passphrases = new Map<PassphraseLanguage, PassphraseGenerator>();
  let username: UsernameGenerator | null = null;
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
export function useModeCode(): ModeCode {
  const [code] = useState(createModeCode);
  return code;
}
