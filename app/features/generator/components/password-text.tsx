import { splitGraphemes } from "../../../../src/core";
import { cn } from "~/lib/cn";

type CharacterKind = "letter" | "digit" | "symbol";

function classify(character: string): CharacterKind {
  if (/^\p{Nd}$/u.test(character)) return "digit";
  if (/^\p{L}/u.test(character)) return "letter";
  return "symbol";
}

/**
 * A password in monospace with digits and symbols told apart, as password managers do, so
 * `l`, `1`, `I`, `O` and `0` can be read aloud without mistakes (DESIGN.md). Digits are also
 * bold and symbols sit on a tint, so the kinds stay distinct without colour. Runs of one kind
 * share a span to keep the DOM small for 128 characters.
 */
export function PasswordText({
  value,
  className,
  breakAnywhere = true,
}: {
  value: string;
  className?: string;
  /** Break a long password at any character (the default) or keep it on its line. */
  breakAnywhere?: boolean;
}) {
  const runs: Array<{ kind: CharacterKind; text: string }> = [];
  // The engine's splitter: a cached segmenter and a fast path for ASCII (a new Intl.Segmenter
  // per render was the largest single cost of hydrating the home page, issue 8).
  for (const segment of splitGraphemes(value)) {
    const kind = classify(segment);
    const last = runs.at(-1);
    if (last && last.kind === kind) last.text += segment;
    else runs.push({ kind, text: segment });
  }
  return (
    <span className={cn("font-mono", breakAnywhere ? "break-all" : "break-normal", className)}>
      {runs.map((run, index) =>
        run.kind === "letter" ? (
          <span key={index}>{run.text}</span>
        ) : (
          <span
            key={index}
            data-kind={run.kind}
            className={
              run.kind === "digit" ? "font-bold text-digit" : "rounded-sm bg-subtle text-symbol"
            }
          >
            {run.text}
          </span>
        ),
      )}
    </span>
  );
}
