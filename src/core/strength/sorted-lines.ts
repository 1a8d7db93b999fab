/**
 * A word list kept as one text, its words sorted and one per line, looked up by binary search. It
 * answers `has` as a `Set` of the same words would, with no set to build: the checker's page gets
 * its 49,233-password blocklist this way from a worker, where building a `Set` of it took a long
 * task on the page's main thread (docs/decisions/checker-verdict.md, "Loaded ahead of Check").
 */

/** The part of a `Set` that a word lookup needs. */
export interface WordLookup {
  has(word: string): boolean;
}

/**
 * A lookup over `text`: words separated by "\n", in the order of JavaScript's default sort (UTF-16
 * code units, as `<` compares). No word may contain "\n"; duplicates are harmless. The empty
 * word is never on the list: the text of an empty list and of a list of "" are the same.
 */
export function sortedLines(text: string): WordLookup {
  return {
    has(word) {
      if (word === "" || word.includes("\n")) return false;
      // Positions [low, high) of `text` that may still hold the word's line.
      let low = 0;
      let high = text.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        const start = middle === 0 ? 0 : text.lastIndexOf("\n", middle - 1) + 1;
        const newline = text.indexOf("\n", start);
        const end = newline === -1 ? text.length : newline;
        const line = text.slice(start, end);
        if (line === word) return true;
        if (line < word) low = end + 1;
        else high = start;
      }
      return false;
    },
  };
}
