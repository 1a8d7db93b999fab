import type { MessageDescriptor } from "@lingui/core";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";

import { FaqList, type FaqEntry } from "~/components/faq-list";
import { TOOL_LINKS } from "~/components/nav-links";
import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { formatCount } from "~/lib/facts/derive";
import { i18n } from "~/lib/i18n/runtime";

/*
 * What the pages made for one kind of secret (passphrases, PINs, memorable passwords, usernames)
 * share below their generator (the figure table and the FAQ section serve every landing page), rendered to HTML when they are prerendered like the rest of their
 * details (app/features/landing/landing-parts.tsx), so none of it ships as script.
 */

/** What each page is for, in a line: the links between the pages say it. */
const DOOR_SUMMARIES: Readonly<Record<string, string>> = {
  "/": "Random passwords of letters, digits and symbols, for everything a password manager fills in.",
  "/passphrase-generator": `Random words in a row: long, easy to type, in English and ${PASSPHRASE_LANGUAGES.length - 1} other languages.`,
  "/memorable-password-generator":
    "Syllables you can say, with one capital and one digit: easy to read out and type on a phone.",
  "/pin-generator": "Random digits for a phone, a card or a door: every PIN equally likely.",
  "/username-generator":
    "A handle, random words, or a tagged email address that shows which site leaked it.",
};

const DOORS: ReadonlyArray<{ to: string; label: string | MessageDescriptor }> = [
  { to: "/", label: "Password Generator" },
  ...TOOL_LINKS,
];

/** Links to the generator and to the other pages made for one kind of secret. */
export function OtherDoors({ current }: { current: string }) {
  return (
    <Section id="other-generators" title="Other generators">
      <CardGrid columns={4}>
        {DOORS.filter((door) => door.to !== current).map((door) => (
          <li key={door.to}>
            <a
              href={door.to}
              className="flex h-full flex-col gap-2 rounded-ks border border-border bg-surface p-5 transition-colors hover:border-accent"
            >
              <span className="flex items-center justify-between gap-2 font-semibold text-fg">
                {typeof door.label === "string" ? door.label : i18n._(door.label)}
                <ArrowRight className="size-4 shrink-0 text-accent-text" aria-hidden="true" />
              </span>
              <span className="text-sm leading-relaxed text-muted">{DOOR_SUMMARIES[door.to]}</span>
            </a>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365.25 * DAY;

/** Two significant figures, written as the copy writes counts ("330,000", "19", "2.4"). */
function roughly(value: number): string {
  const rounded = Number(value.toPrecision(2));
  return rounded >= 1000 ? formatCount(Math.round(rounded)) : String(rounded);
}

/** A duration in words, to two significant figures: "under a second", "about 19 years". */
export function describeDuration(seconds: number): string {
  if (seconds < 1) return "under a second";
  const [unit, size] =
    seconds < 2 * MINUTE
      ? ["second", 1]
      : seconds < 2 * HOUR
        ? ["minute", MINUTE]
        : seconds < 2 * DAY
          ? ["hour", HOUR]
          : seconds < 2 * YEAR
            ? ["day", DAY]
            : ["year", YEAR];
  const amount = roughly(seconds / size);
  return `about ${amount} ${unit}${amount === "1" ? "" : "s"}`;
}

/** A table of figures: a header row, then rows whose first cell names the row. */
export function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: ReadonlyArray<string>;
  rows: ReadonlyArray<{ key: string; cells: ReadonlyArray<ReactNode> }>;
}) {
  const cell = "px-2 py-3 sm:px-4";
  return (
    <Card padding="none" className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-subtle">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`${cell} font-semibold ${index > 0 ? "text-right" : ""}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-border">
              {row.cells.map((value, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={`${cell} font-medium`}>
                    {value}
                  </th>
                ) : (
                  <td key={index} className={`${cell} text-right font-mono tabular-nums`}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** A landing page's FAQ: its questions, under a heading and a one-line intro. */
export function FaqSection({
  id,
  title,
  intro,
  items,
}: {
  id: string;
  title: string;
  intro: string;
  items: ReadonlyArray<FaqEntry>;
}) {
  return (
    <Section id={id} title={title} intro={<p>{intro}</p>}>
      <div className="max-w-3xl">
        <FaqList items={items} />
      </div>
    </Section>
  );
}
