import { CUSTOM_CHARSET_MAX, CUSTOM_CHARSET_WARN } from "../options/limits";
import { PRINTABLE_ASCII, splitGraphemes } from "./custom-charset";
import { findInvisibleCodePoints } from "./invisible-characters";

/** A custom charset read the way a person reads it (docs/decisions/password-engine-sampling.md). */
export interface ParsedCustomCharset {
  /** The distinct user-perceived characters, in first-seen order: the generator's pool. */
  characters: readonly string[];
  /** User-perceived characters in the input, repeats included: the n of the "n/1000" counter. */
  count: number;
  /** More than `CUSTOM_CHARSET_MAX` characters: generation refuses it (spec §5). */
  tooLong: boolean;
  /** Above `CUSTOM_CHARSET_WARN`: the counter turns orange (spec §5). */
  nearLimit: boolean;
  /** No usable character at all: 'Cannot be empty' (spec §5). */
  empty: boolean;
  /**
   * Code points typed that a person cannot see (zero-width, bidi controls, tabs, lone surrogates,
   * blanks and fillers…) or read (unassigned, private use), distinct, in first-seen order.
   * Generation refuses a set with any (docs/decisions/visible-passwords.md); `characters` never
   * holds them.
   */
  invisible: readonly string[];
  /**
   * Pieces that are not characters on their own (a combining mark with no base, half of a flag, a
   * leading jamo), distinct, in first-seen order: left out of `characters`, and named when they
   * are all the set holds.
   */
  joinersOnly: readonly string[];
}

/**
 * Line breaks in the field only lay the set out on several lines: they are seen as breaks, not as
 * characters, and are skipped. Every other control character is refused as invisible.
 */
const LINE_BREAK = /^(?:\r\n|\r|\n)$/;
/**
 * Neighbours that show whether a cluster fuses with the one beside it (UAX #29): a Hangul syllable
 * before it takes a combining mark, a spacing mark, a joiner or a vowel or final jamo (GB6-GB9a);
 * after it, the syllable, a Devanagari consonant, an emoji and a regional-indicator letter join a
 * leading jamo, a prepended mark, a virama, a zero-width joiner or half a flag (GB6-GB9c,
 * GB11-GB13). Asking the runtime's own segmenter keeps the rule exactly the one that will read
 * the password.
 */
const LEFT_PROBE = "\uac00";
const RIGHT_PROBES = ["\uac00", "\u0915", "\u{1f44d}", "\u{1f1eb}"];

/**
 * Whether a cluster is a character that stays itself next to any other character kept in a custom
 * set (spec §5: each character has equal probability; docs/product-decisions.md, "Custom
 * charsets").
 */
function isStandaloneCharacter(grapheme: string): boolean {
  if (PRINTABLE_ASCII.test(grapheme)) return true;
  const alone = (text: string) => splitGraphemes(text).length === 2;
  return alone(LEFT_PROBE + grapheme) && RIGHT_PROBES.every((probe) => alone(grapheme + probe));
}

/**
 * Reads a custom charset: distinct grapheme clusters of the NFC-normalised input (so `é` typed as
 * one code point or as e + accent is one character), in first-seen order, without line breaks,
 * without clusters holding an invisible code point (listed in `invisible`) and without the pieces
 * that are not characters on their own (see isStandaloneCharacter). `count` still counts every
 * grapheme typed, as the n/1000 counter does.
 */
export function parseCustomCharset(input: string): ParsedCustomCharset {
  const ascii = PRINTABLE_ASCII.test(input);
  const graphemes = splitGraphemes(ascii ? input : input.normalize("NFC"));
  const invisible = new Set<string>();
  const joinersOnly = new Set<string>();
  const kept = ascii
    ? graphemes
    : graphemes.filter((grapheme) => {
        if (LINE_BREAK.test(grapheme)) return false;
        const unseen = findInvisibleCodePoints(grapheme);
        for (const point of unseen) invisible.add(point);
        if (unseen.length > 0) return false;
        if (isStandaloneCharacter(grapheme)) return true;
        joinersOnly.add(grapheme);
        return false;
      });
  const characters = [...new Set(kept)];
  return {
    characters,
    count: graphemes.length,
    tooLong: graphemes.length > CUSTOM_CHARSET_MAX,
    nearLimit: graphemes.length > CUSTOM_CHARSET_WARN,
    empty: characters.length === 0,
    invisible: [...invisible],
    joinersOnly: [...joinersOnly],
  };
}
