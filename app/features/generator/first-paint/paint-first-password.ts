import { generatePasswords } from "#core/generate/password";
import { DEFAULT_PASSWORD_OPTIONS, type PasswordOptions } from "#core/options/password-options";
import { STORAGE_KEYS } from "#core/options/storage-keys";
import { readStoredMode } from "#core/options/stored-mode";
import { readStoredPasswordOptions } from "#core/options/stored-password-options";
import { rateGeneratedPassword } from "#core/strength/generator-rating";
import { copyText } from "~/lib/clipboard";
import { readStorage } from "~/lib/storage";

import { announceOutput, copiedLabel, copyPasswordLabel } from "../lib/output-markup";
import { setOutputTexts } from "../lib/output-texts";
import {
  ANNOUNCEMENT_ATTRIBUTE,
  CARD_ATTRIBUTE,
  GENERATE_ATTRIBUTE,
  HANDOFF_GLOBAL,
  HOLD_ATTRIBUTE,
  INITIAL_MODE_ATTRIBUTE,
  INITIAL_OPTIONS_ATTRIBUTE,
  OUTPUT_ATTRIBUTE,
  type HeldPart,
} from "./contract";
import { fillPasswordOutput } from "./fill-output";
import { sameOptions } from "./same-options";
import type { FirstPaint, FirstPaintEvent } from "./types";

/*
 * Inlined into the pages that embed the generator, after their content, and run while the page
 * is parsed (docs/decisions/first-paint-password.md): the visitor's first password is in the first paint instead of seconds
 * later, after React. Built from src/core when the site is built, so the same engine makes it;
 * never run at build time, so no prerendered page holds a password. Until React takes over it
 * answers Generate and Copy itself and holds back clicks on the card's other controls for React
 * to replay, so no click is lost or handled twice.
 */

const COPIED_MS = 2000;

/** Hides the parts of the card that would show defaults, until the card shows the stored ones. */
function hold(parts: HeldPart[]): void {
  document.documentElement.setAttribute(HOLD_ATTRIBUTE, parts.join(" "));
}

/**
 * The card's options as the app reads them: the page's own (a landing page's card never reads the
 * visitor's), else the visitor's stored ones; null when the visitor's card opens in another mode
 * (a passphrase, say) or the page opens it in another mode, which the app makes itself. The parts of the card the prerendered
 * defaults would misstate are held back: the mode, the output and the options in another mode,
 * the options alone when the stored ones are not the defaults. A corrupted entry reads as the
 * defaults, field by field as in the app, so it holds nothing back that it need not.
 */
function readOptions(card: Element): PasswordOptions | null {
  const mode = card.getAttribute(INITIAL_MODE_ATTRIBUTE);
  if (mode !== null && mode !== "password") return null;
  const own = card.getAttribute(INITIAL_OPTIONS_ATTRIBUTE) ?? (mode === null ? null : "{}");
  if (own === null) {
    if (readStoredMode(readStorage(STORAGE_KEYS.generatorMode)).value !== "password") {
      hold(["mode", "output", "options"]);
      return null;
    }
    const stored = readStoredPasswordOptions(readStorage(STORAGE_KEYS.passwordOptions)).value;
    if (!sameOptions(stored, DEFAULT_PASSWORD_OPTIONS)) hold(["options"]);
    return stored;
  }
  const parsed: unknown = JSON.parse(own);
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  return { ...DEFAULT_PASSWORD_OPTIONS, ...parsed };
}

/**
 * Draws the first password into the page's generator card, filling `template` (React's own
 * output for one password), and hands it to React.
 */
export function paintFirstPassword(template: HTMLTemplateElement | null): void {
  const card = document.querySelector(`[${CARD_ATTRIBUTE}]`);
  const output = card?.querySelector(`[${OUTPUT_ATTRIBUTE}]`);
  const status = card?.querySelector(`[${ANNOUNCEMENT_ATTRIBUTE}]`);
  if (!card || !output || !status) return;
  const options = readOptions(card);
  if (options === null || !template) return;
  // A page in another language: the card's words as its template carries them (output-texts.ts).
  if (template.dataset.texts) setOutputTexts(JSON.parse(template.dataset.texts));

  const events: FirstPaintEvent[] = [];
  let copyButton: HTMLElement | null = null;
  let passwordElement: HTMLElement | null = null;
  let icons: { copy: Element; check: Element } | null = null;
  let copiedTimer = 0;
  // Once React hydrates, the DOM is its own: nothing here touches it again.
  let stopped = false;

  /** Draws a new password; false when the options allow none (the app will say why). */
  function draw(): boolean {
    if (!output || !status || options === null || !template) return false;
    const result = generatePasswords(options, 1);
    const password = result.ok ? result.passwords[0] : undefined;
    if (!result.ok || password === undefined) return false;
    const rating = rateGeneratedPassword(password, result.entropyBits);
    const filled = fillPasswordOutput(output, template, password, result.entropyBits, rating);
    ({ copyButton, text: passwordElement } = filled);
    icons = { copy: filled.copyIcon, check: filled.checkIcon };
    status.textContent = announceOutput("password", 1, rating.label);
    handoff.password = password;
    handoff.entropyBits = result.entropyBits;
    return true;
  }

  function clearCopied(): void {
    window.clearTimeout(copiedTimer);
    if (!copyButton || copyButton.getAttribute("aria-label") === copyPasswordLabel()) return;
    copyButton.setAttribute("aria-label", copyPasswordLabel());
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
      button.setAttribute("aria-label", copiedLabel(copyPasswordLabel()));
      copiedTimer = window.setTimeout(clearCopied, COPIED_MS);
    } else {
      events.push({ kind: "copyFailed", at: Date.now() });
      handoff.copyFailed = true;
      // Blocked: the password is selected, ready to copy by hand (React says so on arrival).
      if (stopped || !passwordElement) return;
      window.getSelection()?.selectAllChildren(passwordElement);
    }
  }

  function onClick(event: MouseEvent): void {
    if (!(event.target instanceof Element) || !card?.contains(event.target)) return;
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
    options,
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
