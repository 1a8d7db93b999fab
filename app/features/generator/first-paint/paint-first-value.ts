import type { GeneratorModeName } from "#core/options/stored-mode";
import { copyText } from "~/lib/clipboard";

import { announceOutput, copiedLabel } from "../lib/output-markup";
import { setOutputTexts } from "../lib/output-texts";
import {
  ANNOUNCEMENT_ATTRIBUTE,
  CARD_ATTRIBUTE,
  GENERATE_ATTRIBUTE,
  HANDOFF_GLOBAL,
  OUTPUT_ATTRIBUTE,
} from "./contract";
import type { FilledOutput } from "./fill-output";
import type { FirstPaint, FirstPaintEvent } from "./types";

/*
 * Inlined into the pages that embed the generator, after their content, and run while the page
 * is parsed (docs/decisions/first-paint-password.md): the visitor's first value (a password, or
 * on a page made for one mode, a PIN, a passphrase…) is in the first paint instead of seconds
 * later, after React. Built from src/core when the site is built, so the same engine makes it;
 * never run at build time, so no prerendered page holds one. Until React takes over it answers
 * Generate and Copy itself and holds back clicks on the card's other controls for React to
 * replay, so no click is lost or handled twice.
 */

const COPIED_MS = 2000;

/** One value the engine made, with its exact entropy (and a passphrase's word starts). */
export interface Drawn {
  value: string;
  entropyBits: number;
  wordStarts?: number[];
}

/** What one mode's script draws and how the card shows it. */
export interface FirstValueSource {
  mode: GeneratorModeName;
  /** A new value; null when the options allow none (the app will say why). */
  draw: () => Drawn | null;
  /** The output's root filled from the template with `drawn`, and the strength to announce. */
  fill: (
    root: Element,
    template: HTMLTemplateElement,
    drawn: Drawn,
  ) => { filled: FilledOutput; label: string };
  /** What the card is told besides the value (first-paint/types.ts). */
  handoff: Pick<
    FirstPaint,
    "options" | "modeOptions" | "passphraseGenerator" | "usernameGenerator"
  >;
}

/** The page's generator card, with its output and announcement, if it has one. */
export interface Card {
  card: Element;
  output: Element;
  status: Element;
}

export function findCard(): Card | null {
  const card = document.querySelector(`[${CARD_ATTRIBUTE}]`);
  const output = card?.querySelector(`[${OUTPUT_ATTRIBUTE}]`);
  const status = card?.querySelector(`[${ANNOUNCEMENT_ATTRIBUTE}]`);
  return card && output && status ? { card, output, status } : null;
}

/**
 * Draws the first value into `card`, filling `template` (React's own output for one value of the
 * mode), answers Generate and Copy until React arrives, and hands the value to React.
 */
export function paintFirstValue(
  { card, output, status }: Card,
  template: HTMLTemplateElement,
  source: FirstValueSource,
): void {
  // A page in another language: the card's words as its template carries them (output-texts.ts).
  if (template.dataset.texts) setOutputTexts(JSON.parse(template.dataset.texts));
  const events: FirstPaintEvent[] = [];
  let copyButton: HTMLElement | null = null;
  let copyLabel = "";
  let valueElement: HTMLElement | null = null;
  let icons: { copy: Element; check: Element } | null = null;
  let copiedTimer = 0;
  // Once React hydrates, the DOM is its own: nothing here touches it again.
  let stopped = false;

  /** Draws a new value; false when the options allow none. */
  function draw(): boolean {
    const drawn = source.draw();
    if (drawn === null) return false;
    const { filled, label } = source.fill(output, template, drawn);
    ({ copyButton, text: valueElement } = filled);
    copyLabel = copyButton.getAttribute("aria-label") ?? "";
    icons = { copy: filled.copyIcon, check: filled.checkIcon };
    status.textContent = announceOutput(source.mode, 1, label);
    handoff.password = drawn.value;
    handoff.entropyBits = drawn.entropyBits;
    handoff.wordStarts = drawn.wordStarts;
    return true;
  }

  function clearCopied(): void {
    window.clearTimeout(copiedTimer);
    if (!copyButton || copyButton.getAttribute("aria-label") === copyLabel) return;
    copyButton.setAttribute("aria-label", copyLabel);
    if (icons) copyButton.replaceChildren(icons.copy);
  }

  async function copy(): Promise<void> {
    const value = handoff.password;
    const button = copyButton;
    if (await copyText(value)) {
      events.push({ kind: "copied", value, at: Date.now() });
      if (stopped || button !== copyButton || !button || !icons) return;
      // The copied state the React button shows, for as long as it shows it.
      button.replaceChildren(icons.check);
      button.setAttribute("aria-label", copiedLabel(copyLabel));
      copiedTimer = window.setTimeout(clearCopied, COPIED_MS);
    } else {
      events.push({ kind: "copyFailed", at: Date.now() });
      handoff.copyFailed = true;
      // Blocked: the value is selected, ready to copy by hand (React says so on arrival).
      if (stopped || !valueElement) return;
      window.getSelection()?.selectAllChildren(valueElement);
    }
  }

  function onClick(event: MouseEvent): void {
    if (!(event.target instanceof Element) || !card.contains(event.target)) return;
    if (event.target.closest(`[${GENERATE_ATTRIBUTE}]`)) {
      event.preventDefault();
      event.stopPropagation();
      clearCopied();
      if (draw()) events.push({ kind: "generated", value: handoff.password, at: Date.now() });
      return;
    }
    if (copyButton && copyButton.contains(event.target)) {
      event.preventDefault();
      event.stopPropagation();
      void copy();
      return;
    }
    const control = event.target.closest<HTMLElement>("button, input, label, select, summary");
    if (control) {
      // React has not hydrated the card yet: keep the click for it (a checkbox stays as it was).
      event.preventDefault();
      event.stopPropagation();
      handoff.held.push(control);
    }
  }

  const handoff: FirstPaint = {
    ...source.handoff,
    mode: source.mode,
    password: "",
    entropyBits: 0,
    events,
    copyFailed: false,
    held: [],
    historyTaken: false,
    adopted: false,
    stop() {
      window.removeEventListener("click", onClick, true);
      clearCopied();
      stopped = true;
    },
  };
  if (!draw()) return;
  // On the window, capturing: before React's own listener on the document, which would stop a
  // click on a card it has not hydrated yet.
  window.addEventListener("click", onClick, true);
  window[HANDOFF_GLOBAL] = handoff;
}
