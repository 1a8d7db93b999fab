import type { GeneratorRating } from "#core/strength/generator-rating";
import { splitPasswordRuns } from "~/lib/password-runs";
import { splitAtWordStarts } from "~/lib/word-starts";

import {
  formatEntropy,
  meterValueText,
  scoreSuffix,
  strengthBarClass,
  strengthLabelClass,
  strengthLabelText,
} from "../lib/output-markup";

/*
 * Fills a copy of the template React prerendered in the empty output (first-paint/contract.ts)
 * with one value and what the card shows under it: the elements, classes and icons are React's
 * own, and only the texts and the values the rating sets change. The template is the output of
 * the page's own mode (a password's, a passphrase's, a username's), so each filler here knows one
 * shape; first-paint.test.tsx hydrates the result with React's development build, which fails on
 * any difference.
 */

export interface FilledOutput {
  copyButton: HTMLElement;
  /** The element that holds the value's text. */
  text: HTMLElement;
  /** The copy button's icons, to show the copied state as the React button does. */
  copyIcon: Element;
  checkIcon: Element;
}

/** Puts the value into the text element of the template's copy. */
export type TextFiller = (text: HTMLElement, value: string) => void;

function part<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`first-paint: the template has no ${selector}`);
  return element;
}

/** The sample's runs in `parent`, one of each kind; a letter's span has no kind. */
function runSamples(parent: Element): Map<string, Element> {
  return new Map(
    Array.from(parent.children, (run) => [(run as HTMLElement).dataset.kind ?? "letter", run]),
  );
}

/** `value` cut into runs of one kind, each a copy of the sample's span of that kind. */
function runsOf(samples: Map<string, Element>, value: string): HTMLElement[] {
  return splitPasswordRuns(value).map((run) => {
    const span = samples.get(run.kind);
    if (!span) throw new Error(`first-paint: no sample run of kind ${run.kind}`);
    const copy = span.cloneNode(false) as HTMLElement;
    copy.textContent = run.text;
    return copy;
  });
}

/** A password, PIN, memorable password or username: the runs of `PasswordText`. */
export const fillRuns: TextFiller = (text, value) => {
  const runs = part<HTMLElement>(text, "span");
  runs.replaceChildren(...runsOf(runSamples(runs), value));
};

/**
 * A passphrase, as `PassphraseText` shows it: one span per word with its separator, cut at
 * `wordStarts`, a `<wbr>` between two; the template holds one word with a run of each kind.
 */
export function fillWords(wordStarts: readonly number[]): TextFiller {
  return (text, value) => {
    const root = part<HTMLElement>(text, "span");
    const word = part<HTMLElement>(root, "span");
    const samples = runSamples(word);
    root.replaceChildren(
      ...splitAtWordStarts(value, wordStarts).flatMap((piece, index) => {
        const copy = word.cloneNode(false) as HTMLElement;
        copy.replaceChildren(...runsOf(samples, piece));
        return index > 0 ? [document.createElement("wbr"), copy] : [copy];
      }),
    );
  };
}

/** The strength meter for a rating, as `StrengthMeter` renders it. */
export function fillStrength(meter: Element, entropyBits: number, rating: GeneratorRating): void {
  const label = part<HTMLElement>(meter, '[data-testid="strength-label"]');
  label.className = strengthLabelClass(rating.tone);
  label.textContent = strengthLabelText(rating.label);
  if (label.nextElementSibling) label.nextElementSibling.textContent = scoreSuffix(rating.score);
  part(meter, '[data-testid="entropy"]').textContent = formatEntropy(entropyBits);
  const bar = part<HTMLElement>(meter, '[role="meter"]');
  const percent = Math.round(rating.fill * 100);
  bar.setAttribute("aria-valuenow", String(percent));
  bar.setAttribute("aria-valuetext", meterValueText(rating.label, entropyBits));
  const fill = part<HTMLElement>(bar, "div");
  fill.className = strengthBarClass(rating.tone);
  // As React serialises `style={{ width }}`, to the character.
  fill.setAttribute("style", `width:${percent}%`);
}

/** What a username is worth, in the meter's place: its entropy only (`UsernameWorth`). */
export function fillWorth(meter: Element, entropyBits: number): void {
  part(meter, "p").lastElementChild?.replaceChildren(formatEntropy(entropyBits));
}

/**
 * Replaces the children of the output's root with the template's output for `value`: its text
 * by `fillText`, its meter by `fillMeter`.
 */
export function fillOutput(
  root: Element,
  template: HTMLTemplateElement,
  value: string,
  fillText: TextFiller,
  fillMeter: (meter: Element) => void,
): FilledOutput {
  const content = template.content.cloneNode(true) as DocumentFragment;
  const [frame, meter, checkIcon] = Array.from(content.children);
  if (!frame || !meter || !checkIcon) throw new Error("first-paint: an incomplete template");
  const text = part<HTMLElement>(frame, '[data-testid="password"]');
  fillText(text, value);
  fillMeter(meter);
  root.replaceChildren(frame, meter);
  const copyButton = part<HTMLElement>(frame, "button");
  return { copyButton, text, copyIcon: part(copyButton, "svg"), checkIcon };
}
