import { splitGraphemes } from "#core/generate/custom-charset";

/**
 * How a character of a password is shown: letters plain, digits and symbols set apart, spaces
 * marked: a space must never pass unseen or collapse (docs/decisions/visible-passwords.md).
 */
export type CharacterKind = "letter" | "digit" | "symbol" | "space";

/** A run of consecutive characters of one kind, shown in one span. */
export interface PasswordRun {
  kind: CharacterKind;
  text: string;
}

/**
 * Classes of each kind's span; letters get a bare span (docs/design.md, "The password": digits
 * bold, symbols tinted). Marked pure, like the next, so the first-paint scripts leave them out.
 */
export const RUN_CLASSES: Readonly<Record<CharacterKind, string | null>> =
  /* @__PURE__ */ Object.freeze({
    letter: null,
    digit: "font-bold text-digit",
    symbol: "rounded-sm bg-subtle text-symbol",
    space: "ks-space",
  });

/** How a shown password may wrap: at any character, between words, or not at all (a list row). */
export type PasswordWrap = "anywhere" | "words" | "never";

/**
 * Classes of the password's own span. `ks-password` keeps the characters in copy order; the
 * white-space value keeps every space, leading and trailing ones too, and lets a long run of
 * spaces wrap like other characters instead of hanging past the edge.
 */
export const PASSWORD_TEXT_CLASSES: Readonly<Record<PasswordWrap, string>> =
  /* @__PURE__ */ Object.freeze({
    anywhere: "ks-password font-mono break-all whitespace-break-spaces",
    words: "ks-password font-mono break-normal whitespace-break-spaces",
    never: "ks-password font-mono whitespace-pre",
  });

function classify(character: string): CharacterKind {
  if (character === " ") return "space";
  if (/^\p{Nd}$/u.test(character)) return "digit";
  if (/^\p{L}/u.test(character)) return "letter";
  return "symbol";
}

/**
 * A password cut into runs of one kind, so `l`, `1`, `I`, `O` and `0` can be told apart and the
 * DOM stays small for 128 characters. The one source of how a password is split for display:
 * the React component and the first-paint script both render these runs.
 */
export function splitPasswordRuns(value: string): PasswordRun[] {
  const runs: PasswordRun[] = [];
  // The engine's splitter: a cached segmenter and a fast path for ASCII (a new Intl.Segmenter
  // per render was the largest single cost of hydrating the home page).
  for (const segment of splitGraphemes(value)) {
    const kind = classify(segment);
    const last = runs.at(-1);
    if (last && last.kind === kind) last.text += segment;
    else runs.push({ kind, text: segment });
  }
  return runs;
}
