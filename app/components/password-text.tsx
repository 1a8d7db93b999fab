import { cn } from "~/lib/cn";

import {
  PASSWORD_TEXT_CLASSES,
  RUN_CLASSES,
  splitPasswordRuns,
  type PasswordWrap,
} from "~/lib/password-runs";

/**
 * A password in monospace with digits and symbols told apart, as password managers do, so `l`, `1`,
 * `I`, `O` and `0` can be read aloud without mistakes (docs/design.md, "The password"). Digits are
 * also bold and symbols sit on a tint, so the kinds stay distinct without colour. Spaces are real
 * spaces marked with a drawn ␣, and the characters show left to right in the order they are copied,
 * so what is seen is what is copied (docs/decisions/visible-passwords.md). A passphrase is shown by
 * `PassphraseText`, which wraps only between its words.
 */
export function PasswordText({
  value,
  className,
  wrap = "anywhere",
}: {
  value: string;
  className?: string;
  /** Where a long password may break onto the next line (see `PasswordWrap`). */
  wrap?: PasswordWrap;
}) {
  return (
    <span dir="ltr" className={cn(PASSWORD_TEXT_CLASSES[wrap], className)}>
      <PasswordRuns value={value} />
    </span>
  );
}

/** The spans of a password's runs: letters bare, digits, symbols and spaces marked. */
export function PasswordRuns({ value }: { value: string }) {
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
