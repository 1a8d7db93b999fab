import { generatePasswords } from "#core/generate/password";
import { DEFAULT_PASSWORD_OPTIONS, type PasswordOptions } from "#core/options/password-options";
import { STORAGE_KEYS } from "#core/options/storage-keys";
import { readStoredMode } from "#core/options/stored-mode";
import { readStoredPasswordOptions } from "#core/options/stored-password-options";
import { rateGeneratedPassword } from "#core/strength/generator-rating";
import { readStorage } from "~/lib/storage";

import {
  HOLD_ATTRIBUTE,
  INITIAL_MODE_ATTRIBUTE,
  INITIAL_OPTIONS_ATTRIBUTE,
  type HeldPart,
} from "./contract";
import { fillOutput, fillRuns, fillStrength } from "./fill-output";
import { findCard, paintFirstValue } from "./paint-first-value";
import { sameOptions } from "./same-options";

/*
 * The first password (docs/decisions/first-paint-password.md): the script of the home page and
 * the landing pages made for passwords. Pages made for another mode get their own script
 * (paint-door.ts).
 */

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
  const found = findCard();
  const options = found && readOptions(found.card);
  if (!found || !options || !template) return;
  paintFirstValue(found, template, {
    mode: "password",
    draw() {
      const result = generatePasswords(options, 1);
      const password = result.ok ? result.passwords[0] : undefined;
      return result.ok && password !== undefined
        ? { value: password, entropyBits: result.entropyBits }
        : null;
    },
    fill(root, template, drawn) {
      const rating = rateGeneratedPassword(drawn.value, drawn.entropyBits);
      const filled = fillOutput(root, template, drawn.value, fillRuns, (meter) =>
        fillStrength(meter, drawn.entropyBits, rating),
      );
      return { filled, label: rating.label };
    },
    handoff: { options, modeOptions: null },
  });
}
