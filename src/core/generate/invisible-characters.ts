/**
 * Characters a person cannot see (docs/decisions/visible-passwords.md): a password made of them
 * cannot be read, typed or checked, and a bidi control even reorders the characters around it, so
 * what is shown is no longer what is copied. See docs/decisions/visible-passwords.md.
 */

/**
 * Controls, format characters (zero-width, bidi embeddings, overrides and isolates, tags), every
 * separator but the ASCII space (no-break and other spaces look like a space and are not one),
 * default-ignorable code points (fillers, variation selectors) and unpaired surrogates.
 */
const UNSEEN = /^[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\p{Cs}]$/u;
/**
 * Letters and symbols drawn as nothing at all: the braille blank and the Hangul fillers (the
 * fillers are default-ignorable too; they are named here because they are a known way to make a
 * blank-looking name).
 */
const BLANK = /^[\u2800\u3164\u115f\u1160\uffa0]$/u;
/**
 * Code points with no character of their own, drawn as a box, a font's private glyph or nothing:
 * unassigned ones (Cn, which includes the 66 noncharacters) and private use (Co). Unassigned is
 * judged by the JavaScript engine's own Unicode version, the one its fonts and text layout know.
 */
const UNREADABLE = /^[\p{Cn}\p{Co}]$/u;
/** Format characters drawn as a visible sign (U+0600 ARABIC NUMBER SIGN and the like). */
const PREPENDED_CONCATENATION_MARK =
  /^[\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}]$/u;
/**
 * Variation selectors, each with the characters it can visibly change: a presentation selector
 * (text U+FE0E, emoji U+FE0F) an emoji, an ideographic one a CJK ideograph, a Mongolian free
 * variation selector a Mongolian letter, the others (standardized variants) a non-ASCII
 * character. Anywhere else they change nothing a person can see.
 */
const VARIATION_SELECTORS: readonly (readonly [selector: RegExp, base: RegExp])[] = [
  [/^[\ufe0e\ufe0f]$/u, /^\p{Emoji}$/u],
  [/^[\u{e0100}-\u{e01ef}]$/u, /^\p{Ideographic}$/u],
  [/^[\u180b-\u180d\u180f]$/u, /^\p{Script=Mongolian}$/u],
  [/^[\ufe00-\ufe0d]$/u, /^[^\0-\x7f]$/u],
];
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
/** What may sit between an emoji and the zero-width joiner that links it to the next. */
const BEFORE_JOINER = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f]$/u;
const ZERO_WIDTH_JOINER = "\u200d";
const TAG = /^[\u{e0020}-\u{e007f}]$/u;
/** A subdivision flag such as Scotland's: a black flag, tag letters, a cancel tag. */
const TAG_SEQUENCE = /^\u{1f3f4}[\u{e0020}-\u{e007e}]+\u{e007f}$/u;

/** Whether a code point (one, as `for…of` yields them) shows nothing by itself. */
export function isInvisibleCodePoint(point: string): boolean {
  return (
    (point !== " " && UNSEEN.test(point) && !PREPENDED_CONCATENATION_MARK.test(point)) ||
    BLANK.test(point)
  );
}

/** Whether a code point is unassigned or private use: no character a person can read. */
export function isUnreadableCodePoint(point: string): boolean {
  return UNREADABLE.test(point);
}

/**
 * The code points of one grapheme cluster a person cannot see or read: invisible ones that are
 * not part of a visible character, and every unreadable one. Kept: a zero-width joiner between
 * two emoji (👨‍👩‍👧), a variation selector right after a character it can change (❤️, an
 * ideographic variant) and the tags of a subdivision flag. Everything else is returned, in order.
 */
export function findInvisibleCodePoints(grapheme: string): string[] {
  const points = [...grapheme];
  const found: string[] = [];
  for (const [index, point] of points.entries()) {
    const unseen = isInvisibleCodePoint(point) && !isAttached(points, index, grapheme);
    if (unseen || isUnreadableCodePoint(point)) found.push(point);
  }
  return found;
}

function isAttached(points: readonly string[], index: number, grapheme: string): boolean {
  const point = points[index] ?? "";
  const previous = points[index - 1];
  if (previous === undefined) return false;
  const selector = VARIATION_SELECTORS.find(([pattern]) => pattern.test(point));
  if (selector !== undefined) return !isInvisibleCodePoint(previous) && selector[1].test(previous);
  if (point === ZERO_WIDTH_JOINER) {
    return BEFORE_JOINER.test(previous) && PICTOGRAPHIC.test(points[index + 1] ?? "");
  }
  return TAG.test(point) && TAG_SEQUENCE.test(grapheme);
}
