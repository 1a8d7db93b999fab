import type { GeneratorRating } from "#core/strength/generator-rating";
import { splitPasswordRuns } from "~/lib/password-runs";

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
 * with one password and its rating: the elements, classes and icons are React's own, and only
 * the texts and the values the rating sets change. first-paint.test.tsx hydrates the result with
 * React's development build, which fails on any difference.
 */

export interface FilledOutput {
  copyButton: HTMLElement;
  /** The element that holds the password's text. */
  text: HTMLElement;
  /** The copy button's icons, to show the copied state as the React button does. */
  copyIcon: Element;
  checkIcon: Element;
}

function part<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`first-paint: the template has no ${selector}`);
  return element;
}

/**
 * Replaces the children of the output's root with the template's output for `password`: its
 * runs of letters, digits, symbols and spaces cloned from the sample's, its strength and entropy.
 */
export function fillPasswordOutput(
  root: Element,
  template: HTMLTemplateElement,
  password: string,
  entropyBits: number,
  rating: GeneratorRating,
): FilledOutput {
  const content = template.content.cloneNode(true) as DocumentFragment;
  const [frame, meter, checkIcon] = Array.from(content.children);
  if (!frame || !meter || !checkIcon) throw new Error("first-paint: an incomplete template");

  const text = part<HTMLElement>(frame, '[data-testid="password"]');
  const runs = part<HTMLElement>(text, "span");
  // The sample's runs, one of each kind; a letter's span has no kind.
  const samples = new Map(
    Array.from(runs.children, (run) => [(run as HTMLElement).dataset.kind ?? "letter", run]),
  );
  runs.replaceChildren(
    ...splitPasswordRuns(password).map((run) => {
      const span = samples.get(run.kind);
      if (!span) throw new Error(`first-paint: no sample run of kind ${run.kind}`);
      const copy = span.cloneNode(false) as HTMLElement;
      copy.textContent = run.text;
      return copy;
    }),
  );

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

  root.replaceChildren(frame, meter);
  const copyButton = part<HTMLElement>(frame, "button");
  return { copyButton, text, copyIcon: part(copyButton, "svg"), checkIcon };
}
