import { useCallback, useRef } from "react";

import type { PassphraseLanguage } from "#core";

import type { PassphraseGenerator } from "../lib/generator-output";
import { loadPassphraseGenerator } from "../lib/load-passphrase-generator";

export interface PassphraseLoader {
  /** The passphrase generator of a language, once its word list has loaded; null before. */
  loaded: (language: PassphraseLanguage) => PassphraseGenerator | null;
  /**
   * Asks for a language's word list. Each request has a token that the generator state compares
   * with the latest one, so a list that arrives late for a request the visitor left is ignored.
   */
  request: (language: PassphraseLanguage) => {
    token: number;
    generator: Promise<PassphraseGenerator>;
  };
  /** Whether `token` is still the latest request: not followed by another, nor cancelled. */
  isLatest: (token: number) => boolean;
  /** The visitor left passphrase mode: no request pending is the latest any more. */
  cancel: () => void;
}

/** The passphrase generators and their word lists, each loaded the first time it is needed. */
export function usePassphraseLoader(): PassphraseLoader {
  const generatorsRef = useRef(new Map<PassphraseLanguage, PassphraseGenerator>());
  const tokenRef = useRef(0);

  const loaded = useCallback(
    (language: PassphraseLanguage) => generatorsRef.current.get(language) ?? null,
    [],
  );

  const request = useCallback((language: PassphraseLanguage) => {
    tokenRef.current += 1;
    const generator = loadPassphraseGenerator(language).then((loadedGenerator) => {
      generatorsRef.current.set(language, loadedGenerator);
      return loadedGenerator;
    });
    return { token: tokenRef.current, generator };
  }, []);

  const isLatest = useCallback((token: number) => token === tokenRef.current, []);
  const cancel = useCallback(() => {
    tokenRef.current += 1;
  }, []);

  return { loaded, request, isLatest, cancel };
}
