/*
 * The first-paint contract (docs/decisions/first-paint-password.md): the names the generator
 * card renders, the inline first-paint script reads and the build looks for. Plain strings and
 * no imports, so the script carries a few bytes of it and scripts/first-paint.mjs can load it.
 */

/** Marks the card; a landing page's card also carries its own options as JSON. */
export const CARD_ATTRIBUTE = "data-generator-card";
export const INITIAL_OPTIONS_ATTRIBUTE = "data-initial-options";
/**
 * A page made for one mode (PINs, say) names it: the build gives that page the script that draws
 * the mode's first value with the page's own starting options.
 */
export const INITIAL_MODE_ATTRIBUTE = "data-initial-mode";
/**
 * A data block the build puts before the script on a page whose mode draws words (passphrases,
 * usernames): the engine's list, packed (packed-words.ts). The script reads and removes it.
 */
export const WORDS_ATTRIBUTE = "data-first-paint-words";
/** The Generate button, the output's root and the screen-reader announcement. */
export const GENERATE_ATTRIBUTE = "data-generate";
export const OUTPUT_ATTRIBUTE = "data-output";
export const ANNOUNCEMENT_ATTRIBUTE = "data-announcement";

/**
 * The `<template>` React prerenders in the empty output: one password's output with a sample of
 * each kind of character, its strength meter, and the copied icon. The script fills a copy of it
 * and always removes it, so the card React hydrates never holds one.
 */
export const TEMPLATE_ATTRIBUTE = "data-first-paint-template";
/** The template's sample: a letter, a digit, a symbol and a space, one run of each kind. */
export const TEMPLATE_SAMPLE = "a1- ";

/** Parts of the card that show stored settings, held back while they would show defaults. */
export type HeldPart = "mode" | "output" | "options";
/** On a held part of the card. */
export const PART_ATTRIBUTE = "data-first-paint-part";
/**
 * On `<html>` (which React leaves alone, `suppressHydrationWarning`), the parts held back: the
 * card removes it once it shows the visitor's stored settings. app/app.css hides them.
 */
export const HOLD_ATTRIBUTE = "data-first-paint-hold";

/** The rule app/app.css carries for one held part (a unit test compares the two). */
export function holdSelector(part: HeldPart): string {
  return `html[${HOLD_ATTRIBUTE}~="${part}"] [${PART_ATTRIBUTE}="${part}"]`;
}

/** The global the script hands the first password over in (see types.ts). */
export const HANDOFF_GLOBAL = "__keysmithFirstPaint";

/** JSX props that mark an element with one of the names above. */
export const cardMark = { [CARD_ATTRIBUTE]: "" } as const;
export const generateMark = { [GENERATE_ATTRIBUTE]: "" } as const;
export const outputMark = { [OUTPUT_ATTRIBUTE]: "" } as const;
export const announcementMark = { [ANNOUNCEMENT_ATTRIBUTE]: "" } as const;
export const templateMark = { [TEMPLATE_ATTRIBUTE]: "" } as const;
export function partMark(part: HeldPart) {
  return { [PART_ATTRIBUTE]: part } as const;
}
