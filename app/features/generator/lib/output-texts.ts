import type { GeneratorModeName } from "#core/options/stored-mode";

/*
 * The words of the card's output in the page's language, as data: the React card sets them from
 * its messages (output-texts-messages.ts), and the first-paint script reads the same object from
 * the prerendered template (docs/decisions/first-paint-password.md), so both write the same text
 * in every language without the script carrying a message runtime (docs/decisions/i18n-library.md).
 * Placeholders in braces are filled in by output-markup.ts.
 */
export interface OutputTexts {
  /** The engine's strength labels ("Strong") in the page's language. */
  labels: Readonly<Record<string, string>>;
  /** A number of bits: "{bits} bits". */
  bits: string;
  /** The decimal separator of the page's language. */
  decimal: string;
  /** The meter's spoken value: "{label}, {entropy} of entropy". */
  meterValue: string;
  /** The announcement after one value (`one`) or several (`many`) of each mode, with "{label}". */
  announce: Readonly<Record<GeneratorModeName, { one: string; many: string }>>;
  /** The copy button's name, and its name once copied ("{label}: copied"). */
  copyPassword: string;
  copied: string;
}

/**
 * English, the texts of a page whose card has set none: an empty announcement or label falls back
 * to output-markup.ts's own English.
 */
export const ENGLISH_OUTPUT_TEXTS: OutputTexts = {
  labels: {},
  bits: "{bits} bits",
  decimal: ".",
  meterValue: "{label}, {entropy} of entropy",
  announce: {
    password: { one: "", many: "" },
    passphrase: { one: "", many: "" },
    memorable: { one: "", many: "" },
    pin: { one: "", many: "" },
    username: { one: "", many: "" },
  },
  copyPassword: "Copy password",
  copied: "{label}: copied",
};

let current: OutputTexts = ENGLISH_OUTPUT_TEXTS;

/** The texts in force. */
export function outputTexts(): OutputTexts {
  return current;
}

/** Sets the texts of the page's language (the card as it renders, the script from its template). */
export function setOutputTexts(texts: OutputTexts): void {
  current = texts;
}

/** A text with its `{name}` placeholders filled in. */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
