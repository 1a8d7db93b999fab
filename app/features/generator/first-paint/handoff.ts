import { createHistoryEntry, type HistoryEntry } from "#core";
import type { PasswordOptions } from "#core/options/password-options";
import type { GeneratorModeName } from "#core/options/stored-mode";
import { rateGeneratedPassword } from "#core/strength/generator-rating";
import { ratePassphraseStrength } from "#core/strength/passphrase-strength";

import { HOLD_ATTRIBUTE } from "./contract";
import type { FirstPaint, FirstPaintEvent } from "./types";

export type { FirstPaint, FirstPaintEvent };
import { sameOptions } from "./same-options";

export { sameOptions };

/*
 * The first password is drawn by an inline script while the page is parsed, before React has
 * loaded (docs/decisions/first-paint-password.md), and handed over here: the card hydrates with that password instead of the
 * empty placeholder, so the visitor sees one password, never two.
 */

/** The first-paint password not yet taken by a card, or null (prerender, other pages, later). */
export function readFirstPaint(): FirstPaint | null {
  if (typeof window === "undefined") return null;
  const firstPaint = window.__keysmithFirstPaint;
  return firstPaint && !firstPaint.adopted ? firstPaint : null;
}

/**
 * Shows the parts of the card the script held back because they would have shown defaults
 * instead of the visitor's stored settings: called once the card shows those.
 */
export function releaseFirstPaintHold(): void {
  document.documentElement.removeAttribute(HOLD_ATTRIBUTE);
}

/**
 * The history entries the visitor's early actions owe, as the app would have recorded them:
 * every Generate, and a copy of a password not already recorded (spec §4). Takes the events, so
 * they are recorded once.
 */
export function takeFirstPaintHistory(): HistoryEntry[] {
  const firstPaint = readFirstPaint();
  if (!firstPaint || firstPaint.historyTaken) return [];
  firstPaint.historyTaken = true;
  // Read once; the passwords in them need not stay on the page any longer.
  return historyEntriesFor(firstPaint.events.splice(0), firstPaint.entropyBits, firstPaint.mode);
}

/**
 * Marks the password taken and hands the clicks the script held back to React, which is
 * listening by the time a card's effects run. Whether a copy failed before React arrived is
 * returned, so the card can say so as it would have.
 */
export function finishFirstPaint(firstPaint: FirstPaint): { copyFailed: boolean } {
  if (firstPaint.adopted) return { copyFailed: false };
  firstPaint.adopted = true;
  // The card holds the password now; the handoff need not.
  firstPaint.password = "";
  const held = firstPaint.held.splice(0);
  if (held.length > 0) {
    window.setTimeout(() => {
      for (const control of held) if (control.isConnected) control.click();
    }, 0);
  }
  return { copyFailed: firstPaint.copyFailed };
}

/** Newest first, as the history stores them. */
export function historyEntriesFor(
  events: ReadonlyArray<FirstPaintEvent>,
  entropyBits: number,
  mode: GeneratorModeName = "password",
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  events.forEach((event, index) => {
    if (event.kind === "copyFailed") return;
    if (event.kind === "copied" && entries.some((entry) => entry.password === event.value)) return;
    // Rated as the card rates its output (lib/generator-output.ts, `rateOutput`).
    const rating =
      mode === "passphrase"
        ? ratePassphraseStrength(entropyBits)
        : rateGeneratedPassword(event.value, entropyBits);
    entries.unshift({
      ...createHistoryEntry(event.value, event.at, rating),
      id: `${event.at}-${index}`,
    });
  });
  return entries;
}

/** The settings a card starts from, to compare with those the first value was made with. */
export interface StartSettings {
  mode: GeneratorModeName;
  options: PasswordOptions;
  /** The options of `mode` when it is not passwords (a PIN's, a passphrase's…). */
  modeOptions: Readonly<object> | null;
}

/**
 * Whether the card keeps the first-paint value: it is of the mode the card starts in and was made
 * with the same options, field by field.
 */
export function keepsFirstPaint(firstPaint: FirstPaint, start: StartSettings): boolean {
  if (firstPaint.mode !== start.mode) return false;
  if (start.mode === "password") {
    return firstPaint.options !== null && sameOptions(firstPaint.options, start.options);
  }
  const made = firstPaint.modeOptions;
  const wanted = start.modeOptions;
  if (made === null || wanted === null) return false;
  const fields = new Map(Object.entries(wanted));
  const entries = Object.entries(made);
  return (
    entries.length === fields.size &&
    entries.every(([field, value]) => fields.has(field) && Object.is(fields.get(field), value))
  );
}
