import { rateGeneratedPassword } from "#core/strength/generator-rating";

import { INITIAL_MODE_ATTRIBUTE, INITIAL_OPTIONS_ATTRIBUTE } from "./contract";
import { fillOutput, fillRuns, fillStrength, type FilledOutput } from "./fill-output";
import { findCard, paintFirstValue, type Drawn, type FirstValueSource } from "./paint-first-value";

/*
 * The first value on a page made for one mode (docs/decisions/first-paint-password.md, "The
 * doors"): a PIN on the PIN page, a passphrase on the passphrase page, and so on, made by the
 * engine with the page's own starting options, which are the mode's defaults (a landing page's
 * card never reads the visitor's stored settings). Each mode's script is its own entry in
 * doors/, so a page carries the code of its mode only.
 */

/** Draws the first value of `source.mode` when the page's card opens in that mode. */
export function paintDoor(template: HTMLTemplateElement, source: FirstValueSource): void {
  const found = findCard();
  if (!found || found.card.getAttribute(INITIAL_MODE_ATTRIBUTE) !== source.mode) return;
  // A card given password options of its own is a password page's.
  if (found.card.hasAttribute(INITIAL_OPTIONS_ATTRIBUTE)) return;
  paintFirstValue(found, template, source);
}

/** A value rated as a password (PINs, memorable passwords), shown in runs as a password is. */
export function fillRated(
  root: Element,
  template: HTMLTemplateElement,
  drawn: Drawn,
): { filled: FilledOutput; label: string } {
  const rating = rateGeneratedPassword(drawn.value, drawn.entropyBits);
  const filled = fillOutput(root, template, drawn.value, fillRuns, (meter) =>
    fillStrength(meter, drawn.entropyBits, rating),
  );
  return { filled, label: rating.label };
}
