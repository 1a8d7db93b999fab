import type { getEffLargeWordList as GetEffLargeWordList } from "#core/generate/eff-large-wordlist";

/*
 * What the passphrase and username pages' first-paint scripts bundle in place of the engine's
 * English list as a module (src/core/generate/eff-large-wordlist.ts): they hand the engine the
 * list the page carries, packed (packed-words.ts), which is a third smaller, so the module's
 * default list is never read there. The script catches this error and leaves the card as
 * prerendered.
 */

export const getEffLargeWordList: typeof GetEffLargeWordList = () => {
  throw new Error("The first-paint script draws from the list the page carries");
};
