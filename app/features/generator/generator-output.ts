import {
  MULTIPLE_COUNT,
  generatePasswords,
  scoreGeneratorStrength,
  type GeneratorStrengthLabel,
  type GeneratorStrengthTone,
  type PassphraseOptions,
  type PasswordOptions,
} from "../../../src/core";

/** The generator's two modes (DECISIONS.md: passphrases beside passwords). */
export type GeneratorMode = "password" | "passphrase";

/** A strength to show: the label, its tone and how full the bar is (0-1). */
export interface DisplayStrength {
  label: GeneratorStrengthLabel;
  tone: GeneratorStrengthTone;
  /** Bar fill from 0 to 1. */
  fill: number;
  /** The spec's 0-7 score, for passwords. */
  score?: number;
}

/** What the card shows: passwords, or why there are none (spec §5: errors return no password). */
export type GeneratorOutput =
  | { kind: "empty" }
  | { kind: "error"; message: string }
  | { kind: "ready"; values: string[]; entropyBits: number };

/** Spec §5: the generator's score, with the bar filled score/7. */
export function ratePassword(password: string): DisplayStrength {
  const { score, label, tone } = scoreGeneratorStrength(password);
  return { score, label, tone, fill: score / 7 };
}

/**
 * A passphrase's strength, from its exact entropy: the 0-7 character-class score would call a
 * 77-bit, all-lower-case passphrase "Fair", which is not true. The bands follow common guidance
 * (about 80 bits resists offline attack on fast hashes for the foreseeable future).
 */
export function ratePassphrase(entropyBits: number): DisplayStrength {
  if (entropyBits >= 80) return { label: "Strong", tone: "strong", fill: 1 };
  if (entropyBits >= 64) return { label: "Good", tone: "good", fill: 0.75 };
  if (entropyBits >= 48) return { label: "Fair", tone: "fair", fill: 0.5 };
  return { label: "Weak", tone: "weak", fill: 0.25 };
}

/** The strength the card shows for an output: the first password's score, or the passphrase's. */
export function rateOutput(
  output: Extract<GeneratorOutput, { kind: "ready" }>,
  mode: GeneratorMode,
): DisplayStrength {
  return mode === "password"
    ? ratePassword(output.values[0] ?? "")
    : ratePassphrase(output.entropyBits);
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
