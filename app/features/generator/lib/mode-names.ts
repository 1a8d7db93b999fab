import type { GeneratorModeName } from "#core/options/stored-mode";

/**
 * Each mode's names: the label of its toggle and saved sets, and the noun the screen-reader
 * announcement uses. No other imports, so the first-paint script carries only these words.
 */
export const MODE_NAMES: Readonly<Record<GeneratorModeName, { label: string; noun: string }>> = {
  password: { label: "Password", noun: "password" },
  passphrase: { label: "Passphrase", noun: "passphrase" },
  memorable: { label: "Memorable", noun: "memorable password" },
  pin: { label: "PIN", noun: "PIN" },
  username: { label: "Username", noun: "username" },
};
