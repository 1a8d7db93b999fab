import { t } from "@lingui/core/macro";
import { Info } from "lucide-react";

import { BREACH_API_URL } from "~/lib/breach-api";

import { formatLocalCount } from "~/lib/i18n/format-number";

import { BLOCKLIST_SIZE_ROUNDED, breachService } from "../lib/checker-texts";

/** The password the note's example names, a word, a year and two symbols. */
const EXAMPLE = "Summer2024!!";

/** The name of the NIST publication the note links to. */
const NIST_NAME = "SP 800-63B";

/** `text` split around `part` (a name the message carries as a placeholder), to mark it up. */
function around(text: string, part: string): [string, string] {
  const at = text.indexOf(part);
  return at < 0 ? [text, ""] : [text.slice(0, at), text.slice(at + part.length)];
}

/**
 * Why the crack time matters more than the eight checks (docs/product-decisions.md, "Entropy and
 * crack time"), and why the label can be lower than the score (docs/decisions/checker-verdict.md).
 * NIST SP 800-63B asks verifiers to check length and blocklists and not to impose composition
 * rules.
 */
export function CheckerNote() {
  const example = EXAMPLE;
  const [beforeExample, afterExample] = around(
    t`The eight checks are a quick rule of thumb: they reward length and a mix of character types. A password such as ${example} passes six of them, yet it is a word, a year and two symbols, exactly what attackers try early.`,
    EXAMPLE,
  );
  const size = formatLocalCount(BLOCKLIST_SIZE_ROUNDED);
  const service = breachService(BREACH_API_URL, "short");
  const nist = NIST_NAME;
  const [beforeNist, afterNist] = around(
    t`The crack-time estimate is the better measure, because it looks for the dictionary words, names, dates and keyboard patterns that attackers try first. Current NIST guidance (${nist}) favors length and blocking known weak passwords over rules about character types.`,
    NIST_NAME,
  );
  return (
    <aside
      aria-label={t`About these measures`}
      className="flex gap-3 rounded-ks border border-border bg-accent-soft p-4 text-sm sm:p-5"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
      <div className="max-w-[70ch] space-y-2">
        <p className="font-semibold">{t`Which measure to trust`}</p>
        <p>
          {beforeExample}
          <code className="font-mono">{EXAMPLE}</code>
          {afterExample}
        </p>
        <p>
          {t`That is why the label can be lower than the score. NIST requires checking a password against a list of common, expected or breached ones, so a password on our list of ${size} is at most Weak, whatever its score. One the crack-time estimate finds easy to guess is at most Weak too, and one it finds somewhat easy at most Fair.`}
          {BREACH_API_URL === null
            ? null
            : ` ${t`With the breach check on, one found in known data breaches is Very Weak, the lowest label; that check sends only the first 5 characters of the password’s SHA-1 hash, to ${service}.`}`}{" "}
          {t`The result then says why.`}
        </p>
        <p>
          {beforeNist}
          <a
            href="https://pages.nist.gov/800-63-4/sp800-63b.html"
            className="font-medium text-accent-text underline underline-offset-4 hover:no-underline"
          >
            {NIST_NAME}
          </a>
          {afterNist}
        </p>
      </div>
    </aside>
  );
}
