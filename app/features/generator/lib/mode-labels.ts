import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { GeneratorModeName } from "#core/options/stored-mode";

/**
 * Each mode's label as a message, for the mode toggle (mode-names.ts keeps the English words the
 * first-paint script needs without a message runtime).
 */
export const MODE_LABELS: Readonly<Record<GeneratorModeName, MessageDescriptor>> = {
  password: msg`Password`,
  passphrase: msg`Passphrase`,
  memorable: msg`Memorable`,
  pin: msg`PIN`,
  username: msg`Username`,
};
