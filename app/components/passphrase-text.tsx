import { Fragment } from "react";

import { splitAtWordStarts } from "~/lib/word-starts";

import { PasswordRuns } from "./password-text";

export { splitAtWordStarts };

/**
 * Classes for a passphrase shown word by word: the outer span as `words` without its own break
 * opportunities, and one span per word with its separator. Each word's span is an inline block, so
 * a line can break between words (after a separator) and nowhere inside one, whatever the
 * separator is; one word wider than the line still wraps inside itself rather than overflow.
 * Each keeps `ks-password`, as an inline block orders its characters on its own.
 */
const WORD_TEXT_CLASSES = {
  root: "ks-password font-mono break-normal whitespace-break-spaces",
  word: "ks-password inline-block max-w-full wrap-anywhere",
};

/**
 * A passphrase as `PasswordText` shows a password (docs/design.md, "The password"), wrapping only
 * between its words: each word with the separator after it is one piece, cut at the engine's
 * `wordStarts`. Apart from `PasswordText` so that pages without passphrases do not load it.
 */
export function PassphraseText({
  value,
  wordStarts,
}: {
  value: string;
  /** Where each word after the first begins (the engine's `wordStarts`). */
  wordStarts: readonly number[];
}) {
  return (
    <span dir="ltr" className={WORD_TEXT_CLASSES.root}>
      {splitAtWordStarts(value, wordStarts).map((word, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className={WORD_TEXT_CLASSES.word}>
            <PasswordRuns value={word} />
          </span>
        </Fragment>
      ))}
    </span>
  );
}
