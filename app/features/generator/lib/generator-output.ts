import {
  MULTIPLE_COUNT,
  generatePasswords,
  rateGeneratedPassword,
  ratePassphraseStrength,
  type GeneratorRating,
  type PassphraseOptions,
  type PasswordOptions,
} from "../../../../src/core";

/** The generator's two modes (DECISIONS.md: passphrases beside passwords). */
export type GeneratorMode = "password" | "passphrase";

/** A strength to show: the engine's rating (label, tone, 0-7 score and bar fill). */
export type DisplayStrength = GeneratorRating;

/** What the card shows: passwords, or why there are none (spec §5: errors return no password). */
export type GeneratorOutput =
  | { kind: "empty" }
  | { kind: "error"; message: string }
  | { kind: "ready"; values: string[]; entropyBits: number };

/** The strength the card shows for an output: the first password's score, or the passphrase's. */
export function rateOutput(
  output: Extract<GeneratorOutput, { kind: "ready" }>,
  mode: GeneratorMode,
): DisplayStrength {
  return mode === "password"
    ? rateGeneratedPassword(output.values[0] ?? "", output.entropyBits)
    : ratePassphraseStrength(output.entropyBits);
}

/** Spec §4 Generate: one password, or five in multiple mode. */
export function producePasswords(options: PasswordOptions, multiple: boolean): GeneratorOutput {
  const result = generatePasswords(options, multiple ? MULTIPLE_COUNT : 1);
  if (!result.ok) return { kind: "error", message: result.error };
  return { kind: "ready", values: result.passwords, entropyBits: result.entropyBits };
}

export type PassphraseGenerator = (
  options: PassphraseOptions,
) => { ok: true; passphrase: string; entropyBits: number } | { ok: false; error: string };

/** One passphrase, or five in multiple mode. */
export function producePassphrases(
  generate: PassphraseGenerator,
  options: PassphraseOptions,
  multiple: boolean,
): GeneratorOutput {
  const values: string[] = [];
  let entropyBits = 0;
  for (let i = 0; i < (multiple ? MULTIPLE_COUNT : 1); i++) {
    const result = generate(options);
    if (!result.ok) return { kind: "error", message: result.error };
    values.push(result.passphrase);
    entropyBits = result.entropyBits;
  }
  return { kind: "ready", values, entropyBits };
}

/** "103.1 bits" style: one decimal, enough to compare options honestly. */
export function formatEntropy(bits: number): string {
  return `${(Math.round(bits * 10) / 10).toFixed(1)} bits`;
}
