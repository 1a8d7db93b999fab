import { splitGraphemes } from "./custom-charset";
import { findInvisibleCodePoints } from "./invisible-characters";

/**
 * The code points of `text` that a person cannot see or read, distinct, in the order they come:
 * the custom set's rule (docs/decisions/visible-passwords.md) applied to any text a password or a
 * name is made of, such as a passphrase's separator or a saved set's name. The ASCII space counts
 * as visible; a line break does not.
 */
export function findInvisibleInText(text: string): string[] {
  const found = new Set<string>();
  for (const grapheme of splitGraphemes(text)) {
    for (const point of findInvisibleCodePoints(grapheme)) found.add(point);
  }
  return [...found];
}
