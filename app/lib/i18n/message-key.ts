import { simplifyCompiled } from "./compiled-message";

/*
 * The key of a message in a translated page's catalog (docs/decisions/i18n-library.md): a short
 * hash of its compiled English, so the code carries no ids and the catalog no English. The
 * prerender makes the catalog with the same function (catalogs.server.ts), and fails the build if
 * two messages share a key.
 */

/** FNV-1a, 32 bits, in base 36: enough to tell a few thousand messages apart. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36);
}

/** The catalog key of a message's compiled English. */
export function messageKey(message: string | readonly unknown[]): string {
  const simple = simplifyCompiled(message);
  return hash(typeof simple === "string" ? simple : JSON.stringify(simple));
}
