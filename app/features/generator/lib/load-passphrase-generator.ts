import type { PassphraseLanguage } from "#core";

import type { PassphraseGenerator } from "./generator-output";

const loaders = new Map<PassphraseLanguage, Promise<PassphraseGenerator>>();

/**
 * The passphrase generator with a language's word list (60-70 KB for English and German, 15-20 KB
 * for the BIP39 lists), loaded the first time that language is used rather than with every page.
 * A failed load (offline before it was cached) can be tried again.
 */
export function loadPassphraseGenerator(
  language: PassphraseLanguage,
): Promise<PassphraseGenerator> {
  let loader = loaders.get(language);
  if (loader === undefined) {
    loader = Promise.all([
      import("#core/generate/passphrase"),
      import("#core/generate/load-word-list").then((module) => module.loadWordList(language)),
    ]).then(
      ([module, words]): PassphraseGenerator =>
        (options) =>
          module.generatePassphrase(options, undefined, words),
    );
    loaders.set(language, loader);
    loader.catch(() => loaders.delete(language));
  }
  return loader;
}
