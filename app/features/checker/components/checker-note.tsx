import { Info } from "lucide-react";

import { BREACH_API_URL, breachServiceName } from "~/lib/breach-api";

/**
 * Why the crack time matters more than the eight checks (docs/product-decisions.md, "Entropy and
 * crack time"), and why the label can be lower than the score (docs/decisions/checker-verdict.md).
 * NIST SP 800-63B asks verifiers to check length and blocklists and not to impose composition
 * rules.
 */
export function CheckerNote() {
  return (
    <aside
      aria-label="About these measures"
      className="flex gap-3 rounded-ks border border-border bg-accent-soft p-4 text-sm sm:p-5"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
      <div className="max-w-[70ch] space-y-2">
        <p className="font-semibold">Which measure to trust</p>
        <p>
          The eight checks are a quick rule of thumb: they reward length and a mix of character
          types. A password such as <code className="font-mono">Summer2024!!</code> passes six of
          them, yet it is a word, a year and two symbols, exactly what attackers try early.
        </p>
        <p>
          That is why the label can be lower than the score. NIST requires checking a password
          against a list of common, expected or breached ones, so a password on our list of 49,000
          is at most Weak, whatever its score. One the crack-time estimate finds easy to guess is at
          most Weak too, and one it finds somewhat easy at most Fair.
          {BREACH_API_URL === null
            ? null
            : ` With the breach check on, one found in known data breaches is Very Weak, the lowest label; that check sends only the first 5 characters of the password’s SHA-1 hash, to ${breachServiceName(BREACH_API_URL, "short")}.`}{" "}
          The result then says why.
        </p>
        <p>
          The crack-time estimate is the better measure, because it looks for the dictionary words,
          names, dates and keyboard patterns that attackers try first. Current NIST guidance (
          <a
            href="https://pages.nist.gov/800-63-4/sp800-63b.html"
            className="font-medium text-accent-text underline underline-offset-4 hover:no-underline"
          >
            SP 800-63B
          </a>
          ) favors length and blocking known weak passwords over rules about character types.
        </p>
      </div>
    </aside>
  );
}
