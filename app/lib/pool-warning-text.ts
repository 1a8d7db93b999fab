import { t } from "@lingui/core/macro";

/**
 * The warning for a pool of one character (docs/decisions/visible-passwords.md) in the page's
 * language: the engine's `formatSingleCharacterPoolWarning`, said from the same data. The
 * generator's custom set and the Site Rules panel both show it.
 */
export function singleCharacterPoolText(
  character: string,
  length: number,
  entropyBits: number,
): string {
  const bits = Math.round(entropyBits * 10) / 10;
  return character === " "
    ? t`Only one character can be drawn, the space: every password is the same ${length} spaces, with ${bits} bits of entropy. Add other characters to make it hard to guess.`
    : t`Only one character can be drawn, "${character}": every password is the same, with ${bits} bits of entropy. Add other characters to make it hard to guess.`;
}
