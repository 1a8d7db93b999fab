import { useCallback, useRef } from "react";

import type { PassphraseGenerator } from "../lib/generator-output";
import { loadPassphraseGenerator } from "../lib/load-passphrase-generator";

export interface PassphraseLoader {
  /** The passphrase generator, once its word list has loaded; null before. */
  loaded: () => PassphraseGenerator | null;
  /**
   * Asks for the word list. Each request has a token that the generator state compares with the
   * latest one, so a list that arrives late for a request the visitor left is ignored.
   */
  request: () => { token: number; generator: Promise<PassphraseGenerator> };
}

/** The passphrase generator and its 60 KB word list, loaded the first time it is needed. */
export function usePassphraseLoader(): PassphraseLoader {
  const generatorRef = useRef<PassphraseGenerator | null>(null);
  const tokenRef = useRef(0);

  const loaded = useCallback(() => generatorRef.current, []);

  const request = useCallback(() => {
    tokenRef.current += 1;
    const generator = loadPassphraseGenerator().then((loadedGenerator) => {
      generatorRef.current = loadedGenerator;
      return loadedGenerator;
    });
    return { token: tokenRef.current, generator };
  }, []);

  return { loaded, request };
}
