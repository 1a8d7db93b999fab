import { RANDOM_SOURCE_UNAVAILABLE_MESSAGE, type Randomizer } from "../random/randomizer";
import { DIGITS } from "./charsets";
import { resolveRandomizer } from "./password";

/*
 * PINs (docs/product-decisions.md, "Memorable passwords and PINs"): 4 to 12 digits, each drawn
 * uniformly, so every PIN of the length is equally likely and the entropy is exactly length ×
 * log2(10). Leading zeros included: "0042" is a PIN.
 */

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 12;
export const PIN_DEFAULT_LENGTH = 6;

/** Wrong tries a typical lock allows before it stops taking guesses (phones, bank cards). */
export const PIN_LOCKOUT_TRIES = 10;

/**
 * Guesses a second against a PIN stored with a fast hash, for one modern graphics card: the
 * order of magnitude published hashcat benchmarks give for MD5 and SHA-1.
 */
export const OFFLINE_GUESSES_PER_SECOND = 1e10;

export interface PinOptions {
  /** Digits, 4-12. */
  length: number;
}

export const DEFAULT_PIN_OPTIONS: Readonly<PinOptions> = Object.freeze({
  length: PIN_DEFAULT_LENGTH,
});

export type PinResult =
  | { ok: true; pin: string; entropyBits: number }
  | { ok: false; error: typeof RANDOM_SOURCE_UNAVAILABLE_MESSAGE };

/** A PIN length within 4-12 (a whole number; anything else becomes the default). */
export function constrainPinLength(length: number): number {
  if (!Number.isFinite(length)) return PIN_DEFAULT_LENGTH;
  return Math.min(PIN_MAX_LENGTH, Math.max(PIN_MIN_LENGTH, Math.round(length)));
}

export function calculatePinEntropyBits(length: number): number {
  return constrainPinLength(length) * Math.log2(DIGITS.length);
}

/** Generates a PIN; the length is brought within 4-12 first. */
export function generatePin(options: Readonly<PinOptions>, randomizer?: Randomizer): PinResult {
  const source = resolveRandomizer(randomizer);
  if (source === null) return { ok: false, error: RANDOM_SOURCE_UNAVAILABLE_MESSAGE };
  const length = constrainPinLength(options.length);
  const indices = new Uint32Array(length);
  source.fillInts(indices, DIGITS.length);
  let pin = "";
  for (const index of indices) pin += DIGITS.charAt(index);
  return { ok: true, pin, entropyBits: calculatePinEntropyBits(length) };
}

/**
 * What a PIN of this length resists, honestly: fine behind a lock that stops after a few wrong
 * tries, no protection against offline guessing.
 */
export function describePinStrength(length: number): string {
  const { digits, combinations, tries, odds, offline } = describePinFacts(length);
  return `A ${digits}-digit PIN is one of ${combinations.toLocaleString("en-US")}. Behind a lock that allows ${tries} wrong tries, a guesser's chance is 1 in ${odds.toLocaleString("en-US")}. Without such a lock (a file, or a stolen copy someone can attack offline), one graphics card tries every ${digits}-digit PIN in ${describeSeconds(offline)}: use a password or a passphrase there.`;
}

/** How long one graphics card takes to try every PIN, rounded as a sentence says it. */
export type OfflineTime =
  | { unit: "under-a-second" }
  | { unit: "seconds"; amount: number }
  | { unit: "minutes"; amount: number };

/** The figures `describePinStrength` states, for a sentence in another language. */
export function describePinFacts(length: number): {
  digits: number;
  combinations: number;
  tries: number;
  odds: number;
  offline: OfflineTime;
} {
  const digits = constrainPinLength(length);
  const combinations = 10 ** digits;
  const seconds = combinations / OFFLINE_GUESSES_PER_SECOND;
  return {
    digits,
    combinations,
    tries: PIN_LOCKOUT_TRIES,
    odds: Math.round(combinations / PIN_LOCKOUT_TRIES),
    offline:
      seconds < 1
        ? { unit: "under-a-second" }
        : seconds < 90
          ? { unit: "seconds", amount: Math.round(seconds) }
          : { unit: "minutes", amount: Math.round(seconds / 60) },
  };
}

function describeSeconds(time: OfflineTime): string {
  switch (time.unit) {
    case "under-a-second":
      return "under a second";
    case "seconds":
      return `about ${time.amount} seconds`;
    case "minutes":
      return `about ${time.amount} minutes`;
  }
}
