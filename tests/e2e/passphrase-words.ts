import { getEffLargeWordList } from "#core/generate/eff-large-wordlist";

const englishWords = new Set(getEffLargeWordList());

/**
 * The words of `phrase` when it reads as exactly `count` words of the English list joined by
 * `separator`, else null. Four of the list's words carry a hyphen of their own (drop-down,
 * felt-tip, t-shirt, yo-yo), so splitting a hyphen-joined phrase on its hyphens miscounts about
 * one six-word phrase in 300. Any reading that gives `count` words of the list will do. Case is
 * ignored, so capitalised phrases read too.
 */
export function englishPassphraseWords(
  phrase: string,
  count: number,
  separator = "-",
): string[] | null {
  const parts = phrase.split(separator);
  const read = (from: number, left: number): string[] | null => {
    if (from === parts.length) return left === 0 ? [] : null;
    if (left === 0) return null;
    // A word of the list holds at most one hyphen: it spans one part or two.
    for (const end of [from + 1, from + 2]) {
      if (end > parts.length) break;
      const word = parts.slice(from, end).join(separator);
      if (!englishWords.has(word.toLowerCase())) continue;
      const rest = read(end, left - 1);
      if (rest) return [word, ...rest];
    }
    return null;
  };
  return read(0, count);
}
