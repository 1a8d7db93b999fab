import type { PassphraseLanguage } from "#core";

import type { PassphraseGenerator, UsernameGenerator } from "./generator-output";

/*
 * The code of the modes that load on first use rather than with every page: a passphrase
 * generator with one language's word list (60-70 KB for English and German, 15-20 KB for the
 * BIP39 lists), and the username generator with its words (drawn from the English list). The
 * module system keeps what has loaded; a failed load can be tried again.
 */

export function loadPassphraseGenerator(
  language: PassphraseLanguage,
): Promise<PassphraseGenerator> {
  return Promise.all([
    import("#core/generate/passphrase"),
    import("#core/generate/load-word-list").then((module) => module.loadWordList(language)),
  ]).then(
    ([module, words]): PassphraseGenerator =>
      (options) =>
        module.generatePassphrase(options, undefined, words),
  );
}

export function loadUsernameGenerator(): Promise<UsernameGenerator> {
  return import("#core/generate/username").then((module) => {
    // Filtered once, not for every username.
    const words = module.getUsernameWordList();
    return (options) => module.generateUsername(options, undefined, words);
  });
}
