import { GENERATOR_MAX_SCORE } from "#core/options/limits";
import type { GeneratorModeName } from "#core/options/stored-mode";
import { TONE_BAR, TONE_TEXT, type Tone } from "~/components/ui/tone";

import { MODE_NAMES } from "./mode-names";
import { fillText, outputTexts } from "./output-texts";

/*
 * The classes and texts of the card's output that two renderers share: the React components
 * (PasswordOutput, StrengthMeter) and the first-paint script, which draws the first password
 * before React loads and must leave exactly the DOM React would have made, or hydration fails
 * (docs/decisions/first-paint-password.md). A test hydrates the script's DOM and fails on any difference.
 */

// Marked pure so that the first-paint scripts, which read none of these, leave them out.
export const OUTPUT_CLASSES = /* @__PURE__ */ Object.freeze({
  root: "space-y-3",
  frame: "flex min-h-24 items-center rounded-ks border border-border bg-subtle/60 px-4 py-3",
  frameContent: "grid w-full self-stretch items-center",
  single: "flex items-start gap-3",
  password: "min-w-0 flex-1 text-2xl leading-snug sm:text-[1.7rem]",
  meter: "space-y-1.5",
  meterRow: "flex items-baseline justify-between gap-3 text-sm",
  muted: "text-muted",
  entropy: "font-mono text-muted",
  bar: "h-2 overflow-hidden rounded-full bg-subtle ring-1 ring-border ring-inset",
});

export const SINGLE_PASSWORD_LABEL = "Generated password:";
export const COPY_PASSWORD_LABEL = "Copy password";

/** The copy button's name in the page's language (output-texts.ts). */
export function copyPasswordLabel(): string {
  return outputTexts().copyPassword;
}

/** A copy button's name once it has copied. */
export function copiedLabel(label: string): string {
  return fillText(outputTexts().copied, { label });
}

/** An engine's strength label ("Strong") in the page's language. */
export function strengthLabelText(label: string): string {
  return outputTexts().labels[label] ?? label;
}

/** The strength label's classes in its tone. */
export function strengthLabelClass(tone: Tone): string {
  return `font-semibold ${TONE_TEXT[tone]}`;
}

/** The bar's fill in its tone. */
export function strengthBarClass(tone: Tone): string {
  return `h-full rounded-full transition-[width] ${TONE_BAR[tone]}`;
}

/** " (6/7)" after a password's label; passphrases have no 0-7 score. */
export function scoreSuffix(score: number): string {
  return ` (${score}/${GENERATOR_MAX_SCORE})`;
}

/**
 * An entropy as the card shows it, "103.1 bits" (one decimal, as `~/lib/format-entropy`), in the
 * page's language.
 */
export function formatEntropy(bits: number): string {
  const { bits: text, decimal } = outputTexts();
  return fillText(text, { bits: (Math.round(bits * 10) / 10).toFixed(1).replace(".", decimal) });
}

/** The meter's spoken value: "Very Strong, 103.1 bits of entropy". */
export function meterValueText(label: string, entropyBits: number): string {
  return fillText(outputTexts().meterValue, {
    label: strengthLabelText(label),
    entropy: formatEntropy(entropyBits),
  });
}

/**
 * For screen readers: that something new is there and its strength, never the secret. A username
 * is not a secret, so it has no strength to announce.
 */
export function announceOutput(mode: GeneratorModeName, count: number, label: string): string {
  const local = outputTexts().announce[mode][count > 1 ? "many" : "one"];
  if (local) return fillText(local, { label: strengthLabelText(label) });
  const { noun } = MODE_NAMES[mode];
  const made = `${count > 1 ? `${count} new ${noun}s` : `New ${noun}`} generated.`;
  return mode === "username" ? made : `${made} Strength: ${label}.`;
}
