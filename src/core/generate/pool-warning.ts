/**
 * The warning for a pool of one character (docs/decisions/visible-passwords.md): a custom set of
 * one character, of spaces only, or a site rule that allows one character. Every password drawn
 * from it is the same, so it has 0 bits of entropy. It is a warning, not an error: the person may
 * insist.
 */
export function formatSingleCharacterPoolWarning(
  character: string,
  length: number,
  entropyBits: number,
): string {
  const bits = `${Math.round(entropyBits * 10) / 10} bits of entropy`;
  return character === " "
    ? `Only one character can be drawn, the space: every password is the same ${length} spaces, with ${bits}. Add other characters to make it hard to guess.`
    : `Only one character can be drawn, "${character}": every password is the same, with ${bits}. Add other characters to make it hard to guess.`;
}
