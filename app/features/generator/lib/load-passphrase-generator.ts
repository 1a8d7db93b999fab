import type { PassphraseGenerator } from "./generator-output";

let loader: Promise<PassphraseGenerator> | undefined;

/**
 * The passphrase generator with its 60 KB word list, loaded the first time passphrase mode is
 * chosen rather than with every page. A failed load (offline before it was cached) can be
 * tried again.
 */
export function loadPassphraseGenerator(): Promise<PassphraseGenerator> {
  loader ??= import("../../../../src/core/generate/passphrase").then(
    (module): PassphraseGenerator =>
      (options) =>
        module.generatePassphrase(options),
  );
  loader.catch(() => {
    loader = undefined;
  });
  return loader;
}
