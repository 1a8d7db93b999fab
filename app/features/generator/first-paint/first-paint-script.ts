import { TEMPLATE_ATTRIBUTE } from "./contract";
import { paintFirstPassword } from "./paint-first-password";

// The entry of the inline first-paint script (scripts/first-paint.mjs). It takes the template
// React prerendered out of the page and removes its own element, whatever happens, so React
// hydrates exactly the document it renders in the browser.
const template = document.querySelector<HTMLTemplateElement>(`template[${TEMPLATE_ATTRIBUTE}]`);
template?.remove();
try {
  paintFirstPassword(template);
} catch {
  // The first paint is a head start, never a requirement: the card makes its password once
  // React has loaded, as it always could.
}
document.currentScript?.remove();
