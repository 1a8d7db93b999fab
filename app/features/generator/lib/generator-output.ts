import {
  MULTIPLE_COUNT,
  generatePasswords,
  type PassphraseOptions,
  type PasswordOptions,
} from "#core";
import { rateGeneratedPassword, type GeneratorRating } from "#core/strength/generator-rating";
import { ratePassphraseStrength } from "#core/strength/passphrase-strength";

import { generateMemorablePassword, type MemorableOptions } from "#core/generate/memorable";
import { generatePin, type PinOptions } from "#core/generate/pin";
import type { UsernameOptions, UsernameResult } from "#core/generate/username-options";

import { engineErrorText, passwordErrorText, usernameText } from "./engine-messages";
import type { GeneratorMode, Produced } from "./generator-state";

/** A strength to show: the engine's rating (label, tone, 0-7 score and bar fill). */
export type DisplayStrength = GeneratorRating;

type Ready = Extract<Produced, { kind: "ready" }>;

/**
 * The strength the card shows for an output, from the engine: the first password's rating (they
 * share options, so they share entropy), or the passphrase's. Memorable passwords and PINs are
 * rated as passwords: a PIN's few bits earn it Weak, which is what it is without a lock.
 */
export function rateOutput(output: Ready): DisplayStrength {
  return output.mode === "passphrase"
    ? ratePassphraseStrength(output.entropyBits)
    : rateGeneratedPassword(output.values[0] ?? "", output.entropyBits);
}

/** The username mode's generator, its word list loaded (./load-mode-code.ts). */
export type UsernameGenerator = (options: UsernameOptions) => UsernameResult;

/** One username, or five in multiple mode (docs/product-decisions.md, "Usernames"). */
export function produceUsernames(
  generate: UsernameGenerator,
  options: UsernameOptions,
  multiple: boolean,
): Produced {
  return produceEach("username", multiple, () => {
    const result = generate(options);
    return result.ok
      ? { value: result.username, entropyBits: result.entropyBits }
      : { ok: false, error: usernameText(result.error) };
  });
}

/** One memorable password, or five in multiple mode. */
export function produceMemorable(options: MemorableOptions, multiple: boolean): Produced {
  return produceEach("memorable", multiple, () => {
    const result = generateMemorablePassword(options);
    return result.ok ? { value: result.password, entropyBits: result.entropyBits } : result;
  });
}

/** One PIN, or five in multiple mode. */
export function producePins(options: PinOptions, multiple: boolean): Produced {
  return produceEach("pin", multiple, () => {
    const result = generatePin(options);
    return result.ok ? { value: result.pin, entropyBits: result.entropyBits } : result;
  });
}

function produceEach(
  mode: GeneratorMode,
  multiple: boolean,
  make: () => { value: string; entropyBits: number } | { ok: false; error: string },
): Produced {
  const values: string[] = [];
  let entropyBits = 0;
  for (let i = 0; i < (multiple ? MULTIPLE_COUNT : 1); i++) {
    const made = make();
    if ("error" in made) return { kind: "error", mode, message: engineErrorText(made.error) };
    values.push(made.value);
    entropyBits = made.entropyBits;
  }
  return { kind: "ready", mode, values, entropyBits };
}

/** Spec §4 Generate: one password, or five in multiple mode. */
export function producePasswords(options: PasswordOptions, multiple: boolean): Produced {
  const result = generatePasswords(options, multiple ? MULTIPLE_COUNT : 1);
  // The engine's error in the page's language (lib/engine-messages.ts).
  return passwordsOutput(
    result.ok ? result : { ok: false, error: passwordErrorText(result.error, options) },
  );
}

/** What the engine answered for a batch of passwords (from options or from a site's rules). */
export type PasswordsResult =
  { ok: true; passwords: string[]; entropyBits: number } | { ok: false; error: string };

/** The card's output for a batch of passwords: the values and their entropy, or the error. */
export function passwordsOutput(result: PasswordsResult): Produced {
  if (!result.ok) return { kind: "error", mode: "password", message: result.error };
  return {
    kind: "ready",
    mode: "password",
    values: result.passwords,
    entropyBits: result.entropyBits,
  };
}

export type PassphraseGenerator = (
  options: PassphraseOptions,
) =>
  | { ok: true; passphrase: string; entropyBits: number; wordStarts: number[] }
  | { ok: false; error: string };

/** One passphrase, or five in multiple mode. */
export function producePassphrases(
  generate: PassphraseGenerator,
  options: PassphraseOptions,
  multiple: boolean,
): Produced {
  const values: string[] = [];
  const wordStarts: number[][] = [];
  let entropyBits = 0;
  for (let i = 0; i < (multiple ? MULTIPLE_COUNT : 1); i++) {
    const result = generate(options);
    if (!result.ok) {
      return { kind: "error", mode: "passphrase", message: engineErrorText(result.error) };
    }
    values.push(result.passphrase);
    wordStarts.push(result.wordStarts);
    entropyBits = result.entropyBits;
  }
  return { kind: "ready", mode: "passphrase", values, entropyBits, wordStarts };
}

export { formatEntropy } from "./output-markup";
