import type { StoredRead } from "./stored-json";

/*
 * The generator's mode, kept across visits (docs/decisions/first-paint-password.md): the card opens
 * making what the visitor made last. A module of its own and no imports, so the first-paint script
 * can read it and draw a password only when the visitor's mode is passwords.
 */

/** The generator's five modes. */
export const GENERATOR_MODES = ["password", "passphrase", "memorable", "pin", "username"] as const;
export type GeneratorModeName = (typeof GENERATOR_MODES)[number];

export function isGeneratorMode(value: unknown): value is GeneratorModeName {
  return typeof value === "string" && (GENERATOR_MODES as readonly string[]).includes(value);
}

/** Reads `generatorMode`, stored as the mode's name; anything else is passwords, and said so. */
export function readStoredMode(raw: string | null): StoredRead<GeneratorModeName> {
  if (raw === null) return { value: "password", problem: null };
  return isGeneratorMode(raw)
    ? { value: raw, problem: null }
    : { value: "password", problem: "wrong-shape" };
}
