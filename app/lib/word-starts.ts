// Apart from the component (~/components/passphrase-text.tsx) so that the first-paint script,
// which carries no React, cuts a passphrase into words exactly as the component does
// (docs/decisions/first-paint-password.md, "The doors").

/**
 * `value` cut at `starts` (ascending UTF-16 offsets, the engine's `wordStarts`): each piece a word
 * with the separator after it. Offsets outside the text or out of order are skipped, so a
 * piece is never empty and the pieces always join to `value`.
 */
export function splitAtWordStarts(value: string, starts: readonly number[]): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const start of starts) {
    if (!Number.isInteger(start) || start <= from || start >= value.length) continue;
    pieces.push(value.slice(from, start));
    from = start;
  }
  pieces.push(value.slice(from));
  return pieces;
}
