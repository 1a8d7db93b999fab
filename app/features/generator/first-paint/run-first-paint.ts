import { TEMPLATE_ATTRIBUTE, WORDS_ATTRIBUTE } from "./contract";

/**
 * What every first-paint script does around its drawing (docs/decisions/first-paint-password.md):
 * it takes the template React prerendered out of the page, and removes its own element, whatever
 * happens, so React hydrates exactly the document it renders in the browser.
 */
export function runFirstPaint(paint: (template: HTMLTemplateElement) => void): void {
  const template = document.querySelector<HTMLTemplateElement>(`template[${TEMPLATE_ATTRIBUTE}]`);
  template?.remove();
  try {
    if (template) paint(template);
  } catch {
    // The first paint is a head start, never a requirement: the card makes its value once
    // React has loaded, as it always could.
  }
  document.currentScript?.remove();
}

/**
 * The packed word list the build put before the script on a page whose mode draws words, taken
 * out of the page like the template ("" when there is none).
 */
export function takeWords(): string {
  const list = document.querySelector(`script[${WORDS_ATTRIBUTE}]`);
  list?.remove();
  return list?.textContent ?? "";
}
