import { paintFirstPassword } from "./paint-first-password";

// The entry of the inline first-paint script (scripts/first-paint.mjs). It removes its own
// element, so React hydrates exactly the document it prerendered.
try {
  paintFirstPassword();
} catch {
  // The first paint is a head start, never a requirement: the card makes its password once
  // React has loaded, as it always could.
}
document.currentScript?.remove();
