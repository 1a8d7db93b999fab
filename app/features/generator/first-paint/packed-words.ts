/*
 * A word list as the door pages carry it in their HTML for the first-paint script
 * (docs/decisions/first-paint-password.md, "The doors"): front coding, each word written as how
 * many of its first letters (0-9) it shares with the word before, then the rest. The engine's
 * lists are sorted, so this is about half their size, and a third smaller once compressed. The
 * build packs the engine's own list; the script unpacks it to exactly the same words.
 */

const MAX_SHARED = 9;

/** The list, packed. Throws for a word the format cannot carry (empty, or with a digit). */
export function packWords(words: readonly string[]): string {
  let previous = "";
  let packed = "";
  for (const word of words) {
    if (word === "" || /\d/.test(word)) throw new Error(`packWords: cannot pack "${word}"`);
    let shared = 0;
    while (shared < MAX_SHARED && shared < word.length - 1 && word[shared] === previous[shared]) {
      shared += 1;
    }
    packed += String(shared) + word.slice(shared);
    previous = word;
  }
  return packed;
}

/** The words of a packed list, in their order. */
export function unpackWords(packed: string): string[] {
  const words: string[] = [];
  let previous = "";
  for (const [, shared, rest] of packed.matchAll(/(\d)(\D+)/g)) {
    previous = previous.slice(0, Number(shared)) + rest;
    words.push(previous);
  }
  return words;
}
