import { Fragment } from "react";

import { cn } from "~/lib/cn";

import {
  PASSWORD_TEXT_CLASSES,
  RUN_CLASSES,
  WORD_TEXT_CLASSES,
  splitAtWordStarts,
  splitPasswordRuns,
  type PasswordWrap,
} from "~/lib/password-runs";

/**
 * A password in monospace with digits and symbols told apart, as password managers do, so
 * `l`, `1`, `I`, `O` and `0` can be read aloud without mistakes (docs/design.md, "The password").
 * Digits are also bold and symbols sit on a tint, so the kinds stay distinct without colour.
 * Spaces are real spaces marked with a drawn ␣, and the characters show left to right in the
 * order they are copied, so what is seen is what is copied (issue 18). A passphrase given its
 * `wordStarts` wraps only between words, after a separator.
 */
export function PasswordText({
  value,
  className,
  wrap = "anywhere",
  wordStarts,
}: {
  value: string;
  className?: string;
  /** Where a long password may break onto the next line (see `PasswordWrap`). */
  wrap?: PasswordWrap;
  /**
   * A passphrase's word starts (the engine's `wordStarts`): the text then wraps only there, and
   * `wrap` is not used.
   */
  wordStarts?: readonly number[];
}) {
  if (wordStarts !== undefined) {
    return (
      <span dir="ltr" className={cn(WORD_TEXT_CLASSES.root, className)}>
        {splitAtWordStarts(value, wordStarts).map((word, index) => (
          <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            <span className={WORD_TEXT_CLASSES.word}>
              <Runs value={word} />
            </span>
          </Fragment>
        ))}
      </span>
    );
  }
  return (
    <span dir="ltr" className={cn(PASSWORD_TEXT_CLASSES[wrap], className)}>
      <Runs value={value} />
    </span>
  );
}

function Runs({ value }: { value: string }) {
  return splitPasswordRuns(value).map((run, index) => {
    const runClass = RUN_CLASSES[run.kind];
    return runClass === null ? (
      <span key={index}>{run.text}</span>
    ) : (
      <span key={index} data-kind={run.kind} className={runClass}>
        {run.text}
      </span>
    );
  });
}
