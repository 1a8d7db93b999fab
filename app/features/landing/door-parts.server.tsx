import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";

import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";

import { FaqList, type FaqEntry } from "~/components/faq-list";
import { TOOL_LINKS } from "~/components/nav-links";
import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { formatBits, formatCount } from "~/lib/facts/derive";
import { SOURCE_LOCALE, linkInLocale } from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";

/*
 * What the pages made for one kind of secret (passphrases, PINs, memorable passwords, usernames)
 * share below their generator (the figure table and the FAQ section serve every landing page), rendered to HTML when they are prerendered like the rest of their
 * details (app/features/landing/landing-parts.tsx), so none of it ships as script.
 */

/** What each page is for, in a line, in the page's language: the links between the pages say it. */
function doorSummaries(): Readonly<Record<string, string>> {
  const others = PASSPHRASE_LANGUAGES.length - 1;
  return {
    "/": t`Random passwords of letters, digits and symbols, for everything a password manager fills in.`,
    "/passphrase-generator": t`Random words in a row: long, easy to type, in English and ${others} other languages.`,
    "/memorable-password-generator": t`Syllables you can say, with one capital and one digit: easy to read out and type on a phone.`,
    "/pin-generator": t`Random digits for a phone, a card or a door: every PIN equally likely.`,
    "/username-generator": t`A handle, random words, or a tagged email address that shows which site leaked it.`,
  };
}

const DOORS: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: "/", label: msg`Password Generator` },
  ...TOOL_LINKS,
];

/**
 * A count as the page's language writes it: English groups thousands with commas as the rest of
 * the copy does (formatCount); the other languages through `Intl`, which costs nothing here: the
 * details are rendered when the page is prerendered (docs/decisions/i18n-library.md).
 */
export function countIn(value: number): string {
  const locale = i18n.locale;
  return locale === SOURCE_LOCALE ? formatCount(value) : value.toLocaleString(locale);
}

/** A figure in bits, rounded to `decimals` places, with the page's language's decimal sign. */
export function bitsIn(bits: number, decimals = 0): string {
  const locale = i18n.locale;
  if (locale === SOURCE_LOCALE) return formatBits(bits, decimals);
  return bits.toLocaleString(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
}

/** Links to the generator and to the other pages made for one kind of secret. */
export function OtherDoors({ current }: { current: string }) {
  const summaries = doorSummaries();
  return (
    <Section id="other-generators" title={t`Other generators`}>
      <CardGrid columns={4}>
        {DOORS.filter((door) => door.to !== current).map((door) => {
          const link = linkInLocale(i18n.locale, door.to);
          return (
            <li key={door.to}>
              <a
                href={link.to}
                hrefLang={link.hrefLang}
                className="flex h-full flex-col gap-2 rounded-ks border border-border bg-surface p-5 transition-colors hover:border-accent"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-fg">
                  {i18n._(door.label)}
                  <ArrowRight className="size-4 shrink-0 text-accent-text" aria-hidden="true" />
                </span>
                <span className="text-sm leading-relaxed text-muted">{summaries[door.to]}</span>
              </a>
            </li>
          );
        })}
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
  if (rounded >= 1000) return countIn(Math.round(rounded));
  return i18n.locale === SOURCE_LOCALE ? String(rounded) : rounded.toLocaleString(i18n.locale);
}

/** A duration in words, to two significant figures: "under a second", "about 19 years". */
export function describeDuration(seconds: number): string {
  if (seconds < 1) return t`under a second`;
  const [unit, size] =
    seconds < 2 * MINUTE
      ? (["second", 1] as const)
      : seconds < 2 * HOUR
        ? (["minute", MINUTE] as const)
        : seconds < 2 * DAY
          ? (["hour", HOUR] as const)
          : seconds < 2 * YEAR
            ? (["day", DAY] as const)
            : (["year", YEAR] as const);
  const value = Number((seconds / size).toPrecision(2));
  const amount = roughly(seconds / size);
  // The plural follows the rounded figure; `amount` is that figure as the language writes it.
  switch (unit) {
    case "second":
      return plural(value, { one: `about ${amount} second`, other: `about ${amount} seconds` });
    case "minute":
      return plural(value, { one: `about ${amount} minute`, other: `about ${amount} minutes` });
    case "hour":
      return plural(value, { one: `about ${amount} hour`, other: `about ${amount} hours` });
    case "day":
      return plural(value, { one: `about ${amount} day`, other: `about ${amount} days` });
    case "year":
      return plural(value, { one: `about ${amount} year`, other: `about ${amount} years` });
  }
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
