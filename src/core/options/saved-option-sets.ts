import type { PassphraseOptions } from "../generate/passphrase-options";
import { listCodePoints } from "../generate/invisible-characters-message";
import { findInvisibleInText } from "../generate/visible-text";
import { SAVED_SETS_MAX, SAVED_SET_NAME_MAX } from "./limits";
import { modeOptionsFrom, type ModeOptions } from "./mode-options";
import type { PasswordOptions } from "./password-options";
import { passphraseOptionsFrom } from "./stored-generator-data";
import { GENERATOR_MODES, isGeneratorMode, type GeneratorModeName } from "./stored-mode";
import { passwordOptionsFrom } from "./stored-password-options";
import { decodeJson, isRecord, problemOf, type StoredRead } from "./stored-json";

/*
 * Named sets of options (docs/product-decisions.md, "Memorable passwords and PINs"): "Bank",
 * "Office WiFi", each the generator's whole settings and its mode, kept in this browser under
 * `savedOptionSets` and applied in one click. Read like every other stored key: each set field by
 * field, a set that cannot be used dropped and reported, never a throw.
 */

/** The modes a set can start in: the generator's four. */
export const OPTION_SET_MODES = GENERATOR_MODES;
export type OptionSetMode = GeneratorModeName;

// At most SAVED_SETS_MAX sets are kept (saving another asks the visitor to delete one first),
// each name at most SAVED_SET_NAME_MAX characters (code points) after trimming.
export { SAVED_SETS_MAX, SAVED_SET_NAME_MAX };

export interface SavedOptionSet {
  name: string;
  mode: OptionSetMode;
  options: PasswordOptions;
  passphraseOptions: PassphraseOptions;
  modeOptions: ModeOptions;
}

export const SET_NAME_MESSAGES = Object.freeze({
  empty: "Give the set a name, such as “Bank” or “Office WiFi”.",
  tooLong: `A name can have at most ${SAVED_SET_NAME_MAX} characters.`,
  /** Followed by the code points, named: "…: U+2800 BRAILLE PATTERN BLANK." */
  invisible: "A name cannot contain characters that cannot be seen or read",
  full: `You can keep up to ${SAVED_SETS_MAX} saved sets. Delete one to save another.`,
  taken: "Another saved set already has this name.",
  gone: "This set is no longer saved.",
});

/**
 * A name as it is kept: trimmed, runs of spaces as one; or the message saying what is wrong. A
 * name follows the custom set's visible-character rule (docs/decisions/visible-passwords.md), so
 * it reads as it is stored: no control, format, blank, unassigned or private-use code point.
 */
export function checkSetName(input: string): { name: string } | { error: string } {
  const name = input.trim().replace(/\s+/gu, " ");
  if (name === "") return { error: SET_NAME_MESSAGES.empty };
  const unseen = findInvisibleInText(name);
  if (unseen.length > 0) {
    return { error: `${SET_NAME_MESSAGES.invisible}: ${listCodePoints(unseen)}.` };
  }
  if ([...name].length > SAVED_SET_NAME_MAX) return { error: SET_NAME_MESSAGES.tooLong };
  return { name };
}

/**
 * The form a name is compared in: composed (NFC) and case-folded with Unicode's default case
 * mappings, which no locale changes, so "PHONE", "Phone" and "phone" are one name in every
 * browser (a collator's idea of case follows the browser's locale, and under a POSIX locale WebKit
 * told "PHONE" from "Phone"). Upper then lower case folds "ß" with "ss" and "ς" with "σ", as
 * Unicode's full case folding does; accents still count ("Cafe" is not "Café").
 */
export function setNameKey(name: string): string {
  return name.normalize("NFC").toUpperCase().toLowerCase().normalize("NFC");
}

/** Whether two names are one name (see `setNameKey`). */
export function sameSetName(a: string, b: string): boolean {
  return setNameKey(a) === setNameKey(b);
}

export type SaveSetResult =
  { sets: SavedOptionSet[]; replaced: boolean; name: string } | { error: string };

/**
 * `sets` with `set` saved under its checked name: a set of the same name (ignoring case) is
 * replaced in place, a new one goes first. Refused when the name is unusable or the list is full.
 */
export function saveOptionSet(sets: readonly SavedOptionSet[], set: SavedOptionSet): SaveSetResult {
  const checked = checkSetName(set.name);
  if ("error" in checked) return checked;
  const saved = { ...set, name: checked.name };
  const index = sets.findIndex((existing) => sameSetName(existing.name, checked.name));
  if (index >= 0) {
    return {
      sets: sets.map((existing, i) => (i === index ? saved : existing)),
      replaced: true,
      name: checked.name,
    };
  }
  if (sets.length >= SAVED_SETS_MAX) return { error: SET_NAME_MESSAGES.full };
  return { sets: [saved, ...sets], replaced: false, name: checked.name };
}

export type RenameSetResult = { sets: SavedOptionSet[]; name: string } | { error: string };

/**
 * `sets` with the set named `from` renamed to `to`, in its place. The new name follows the rules of
 * saving (`checkSetName`); it may differ from the old only in case, but may not be another set's:
 * renaming never replaces a set.
 */
export function renameOptionSet(
  sets: readonly SavedOptionSet[],
  from: string,
  to: string,
): RenameSetResult {
  const checked = checkSetName(to);
  if ("error" in checked) return checked;
  const index = sets.findIndex((existing) => existing.name === from);
  if (index < 0) return { error: SET_NAME_MESSAGES.gone };
  if (sets.some((existing, i) => i !== index && sameSetName(existing.name, checked.name))) {
    return { error: SET_NAME_MESSAGES.taken };
  }
  return {
    sets: sets.map((existing, i) => (i === index ? { ...existing, name: checked.name } : existing)),
    name: checked.name,
  };
}

/** `sets` without the one named `name`. */
export function deleteOptionSet(sets: readonly SavedOptionSet[], name: string): SavedOptionSet[] {
  return sets.filter((set) => set.name !== name);
}

/** One stored set, or null when it has no usable name or mode. Options are read field by field. */
function readSet(value: unknown): SavedOptionSet | null {
  if (!isRecord(value)) return null;
  const { name, mode, options, passphraseOptions, modeOptions } = value;
  if (typeof name !== "string" || name.length > SAVED_SET_NAME_MAX * 2) return null;
  const checked = checkSetName(name);
  if ("error" in checked || checked.name !== name || !isGeneratorMode(mode)) return null;
  return {
    name,
    mode,
    options: passwordOptionsFrom(isRecord(options) ? options : {}),
    passphraseOptions: passphraseOptionsFrom(isRecord(passphraseOptions) ? passphraseOptions : {}),
    modeOptions: modeOptionsFrom(isRecord(modeOptions) ? modeOptions : {}),
  };
}

/**
 * Reads `savedOptionSets`; never throws. Sets without a usable name or mode, repeated names and
 * any beyond the first 20 are dropped, and the read says so; a bad option inside a set takes its
 * default, as stored settings do.
 */
export function readStoredOptionSets(raw: string | null): StoredRead<SavedOptionSet[]> {
  const decoded = decodeJson(raw);
  if (!Array.isArray(decoded)) {
    return { value: [], problem: problemOf(decoded, false) };
  }
  const sets: SavedOptionSet[] = [];
  for (const entry of decoded.slice(0, SAVED_SETS_MAX)) {
    const set = readSet(entry);
    if (set && !sets.some((kept) => sameSetName(kept.name, set.name))) sets.push(set);
  }
  return { value: sets, problem: sets.length < decoded.length ? "dropped-entries" : null };
}
