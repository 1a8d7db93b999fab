import {
  Braces,
  CircleCheck,
  FlaskConical,
  Globe,
  Info,
  Shuffle,
  Sigma,
  Terminal,
  TriangleAlert,
  type LucideIcon,
} from "lucide-react";

import { symbolName, symbolsAccepted, symbolsInGroup } from "#core/generate/symbol-table";

import type { FaqEntry } from "~/components/faq-list";

import {
  FACTS,
  PRINTABLE_ASCII_SIZE,
  bitsPerCharacter,
  formatBits,
  generatedPasswordBits,
} from "~/lib/facts/product-facts";

import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

import { FaqSection, FigureTable } from "./door-parts.server";

import {
  FeatureCards,
  Note,
  PointList,
  type LandingCard,
  type LandingPoint,
} from "./landing-parts";

/** The page's example length, and the two characters more that beat symbols with length. */
const EXAMPLE_LENGTH = 16;
const LONGER_ALNUM_LENGTH = EXAMPLE_LENGTH + 2;
const ALNUM_TYPES = ["uppercase", "lowercase", "numbers"] as const;

/** Questions the page answers, shown as a list and also emitted as FAQPage data. */

export const symbolsFaq: ReadonlyArray<FaqEntry> = [
  {
    question: "Which symbols does the generator use?",
    answer: `The symbols option uses these ${FACTS.symbolCount} characters: ${FACTS.symbols} It leaves out the space, quotes, backslash, slash, backtick and tilde, which many systems reject or treat specially.`,
  },
  {
    question: "How much stronger do symbols make a password?",
    answer: `A little per character: with Keysmith’s ${FACTS.symbolCount} symbols each character is drawn from ${FACTS.pools.all} instead of ${FACTS.pools.alphanumeric}, about ${formatBits(bitsPerCharacter(FACTS.pools.all), 2)} bits instead of ${formatBits(bitsPerCharacter(FACTS.pools.alphanumeric), 2)}. Length does more: a ${LONGER_ALNUM_LENGTH}-character password of letters and digits (${formatBits(generatedPasswordBits(LONGER_ALNUM_LENGTH, ALNUM_TYPES))} bits) beats a ${EXAMPLE_LENGTH}-character one with symbols too (${formatBits(generatedPasswordBits(EXAMPLE_LENGTH))} bits).`,
  },
  {
    question: "What if a site rejects some of the symbols?",
    answer: `Generate a new password with a custom character set: letters, digits and exactly the symbols the site accepts (up to ${FACTS.customCharsetMax} characters, each equally likely). Add a couple of characters to make up for the smaller pool, rather than deleting characters from a generated password.`,
  },
  {
    question: "Can I use symbols that are not in the default set, such as ~ or /?",
    answer:
      "Yes, through a custom character set. The tilde, backtick, quotes, backslash and slash are left out of the default set only because many systems handle them badly; add them wherever the system you use accepts them.",
  },
];

/** One symbol as a key-like chip: visible glyph, spoken name. */
function SymbolChips({ symbols }: { symbols: ReadonlyArray<string> }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {symbols.map((symbol) => (
        <li
          key={symbol}
          title={symbolName(symbol)}
          className="inline-flex min-w-9 items-center justify-center rounded-ks border border-border bg-subtle px-2 py-1 font-mono text-base text-fg"
        >
          <span aria-hidden="true">{symbol === " " ? "space" : symbol}</span>
          <span className="sr-only">{symbolName(symbol)}</span>
        </li>
      ))}
    </ul>
  );
}

const {
  alphanumeric: ALNUM,
  all: ALL,
  uppercase: UPPER,
  lowercase: LOWER,
  digits: DIGIT_COUNT,
} = FACTS.pools;
const SYMBOL_COUNT = FACTS.symbolCount;
const LETTERS = UPPER + LOWER;
/** Printable ASCII symbols other than the space: what is left after letters and digits. */
const ASCII_SYMBOLS = PRINTABLE_ASCII_SIZE - LETTERS - DIGIT_COUNT;
const bits = (size: number, length = 1) => length * bitsPerCharacter(size);
/** Extra bits of 16 characters from all printable ASCII over letters and digits. */
const ASCII_EXTRA_BITS = bits(PRINTABLE_ASCII_SIZE, EXAMPLE_LENGTH) - bits(ALNUM, EXAMPLE_LENGTH);

const CARDS: ReadonlyArray<LandingCard> = [
  {
    title: "Enhanced Security",
    text: `Symbols widen the pool every character is drawn from. With letters and digits alone there are ${ALNUM} choices per character; Keysmith’s ${SYMBOL_COUNT} symbols raise that to ${ALL}, about ${formatBits(bits(ALL), 2)} bits per character instead of ${formatBits(bits(ALNUM), 2)}.`,
    icon: Sigma,
  },
  {
    title: "Custom Symbol Sets",
    text: `Need only the symbols a site accepts? Enter your own character set of up to ${FACTS.customCharsetMax} characters: letters, digits and exactly the symbols you want. Every character in it is equally likely.`,
    icon: Braces,
  },
  {
    title: "Universal Compatibility",
    text: "The default set leaves out the characters that cause the most trouble: space, quotes, backslash, slash, backtick and tilde. It does include the pipe and angle brackets, which a few systems reject.",
    icon: Globe,
  },
];

interface SymbolGroup {
  title: string;
  text: string;
  symbols: ReadonlyArray<string>;
}

/** The generator's symbols (FACTS.symbols) in three groups, then the rest. */
const SYMBOL_GROUPS: ReadonlyArray<SymbolGroup> = [
  {
    title: "Basic symbols",
    text: "Shift and 1 to 8 on a US keyboard: accepted almost everywhere.",
    symbols: symbolsInGroup("basic"),
  },
  {
    title: "Brackets and connectors",
    text: "Brackets, dashes and math signs, accepted by most systems.",
    symbols: symbolsInGroup("brackets"),
  },
  {
    title: "Extended symbols",
    text: "Punctuation, the pipe and angle brackets. Check these against the system’s rules.",
    symbols: symbolsInGroup("extended"),
  },
];

const NOT_IN_DEFAULT_SET: ReadonlyArray<string> = symbolsInGroup("outside");

interface ImpactRow {
  set: string;
  size: number;
  bitsPerCharacter: string;
  bitsAt16: string;
}

function impactRow(set: string, size: number): ImpactRow {
  return {
    set,
    size,
    bitsPerCharacter: `≈\u00a0${formatBits(bits(size), 2)}`,
    bitsAt16: `≈\u00a0${formatBits(bits(size, EXAMPLE_LENGTH))}`,
  };
}

/** Bits per character and for EXAMPLE_LENGTH characters, from the engine's pools. */
const IMPACT_ROWS: ReadonlyArray<ImpactRow> = [
  impactRow("Letters and digits", ALNUM),
  impactRow(`Letters, digits and Keysmith’s ${SYMBOL_COUNT} symbols`, ALL),
  impactRow("All printable ASCII (no space)", PRINTABLE_ASCII_SIZE),
];

interface CompatibilityLevel {
  title: string;
  icon: LucideIcon;
  text: string;
  symbols: ReadonlyArray<string>;
  notes?: ReadonlyArray<string>;
}

const COMPATIBILITY: ReadonlyArray<CompatibilityLevel> = [
  {
    title: "Safe almost everywhere",
    icon: CircleCheck,
    text: "Accepted by nearly every site and app that allows symbols.",
    symbols: symbolsAccepted("safe"),
  },
  {
    title: "Mostly safe",
    icon: Info,
    text: "Fine on most modern systems; some older ones accept only a short list of symbols.",
    symbols: symbolsAccepted("mostly"),
  },
  {
    title: "Use with caution",
    icon: TriangleAlert,
    text: "These have special meanings in code, command lines, files and web forms:",
    symbols: symbolsAccepted("caution"),
    notes: [
      "Backslash: an escape character in code, JSON and shells; it may be doubled or dropped.",
      "Pipe: joins commands in a shell and separates fields in some data files.",
      "Quotes and backtick: end strings in code, SQL and configuration files; some forms strip them.",
      "Angle brackets: some web forms reject them as a guard against HTML injection.",
      "Slash: separates paths and URLs, and breaks connection strings unless encoded.",
      "Space: trimmed at the start or end by some forms, and invisible when read aloud.",
    ],
  },
];

const BEST_PRACTICES: ReadonlyArray<LandingPoint> = [
  {
    title: "Distribute symbols through the password",
    icon: Shuffle,
    text: "Let the generator place them at random. A word with “!” or “123!” on the end is one of the first patterns attackers try, and editing a generated password by hand makes it less random.",
  },
  {
    title: "Know the system’s quirks",
    icon: Terminal,
    text: "Older and banking systems sometimes accept only a short list of symbols. On a command line, in a configuration file or in a connection string, quote or escape the password. On TVs, consoles and phone keyboards some symbols take extra steps to type.",
  },
  {
    title: "Test it, then regenerate if needed",
    icon: FlaskConical,
    text: "Sign out and back in with the new password before you rely on it. If the system rejects it, generate a new one with a more restrictive custom character set rather than deleting characters, and add a couple of characters to make up for the smaller pool.",
  },
];

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function SymbolsLandingDetails() {
  return (
    <>
      <Section id="symbols-features" title="Why add symbols">
        <FeatureCards cards={CARDS} />
      </Section>

      <Section
        id="symbol-groups"
        title="Symbol groups"
        intro={
          <p>
            Keysmith’s symbols option uses these {SYMBOL_COUNT} characters. With {UPPER} uppercase
            letters, {LOWER} lowercase letters and {DIGIT_COUNT} digits, that makes a pool of {ALL}{" "}
            characters, and each type you select appears at least once.
          </p>
        }
      >
        <CardGrid>
          {SYMBOL_GROUPS.map((group) => (
            <Card as="li" key={group.title}>
              <h3 className="font-semibold text-fg">{group.title}</h3>
              <p className="mt-1 text-sm text-muted">{group.text}</p>
              <div className="mt-3">
                <SymbolChips symbols={group.symbols} />
              </div>
            </Card>
          ))}
        </CardGrid>
        <Card padding="lg" className="mt-4">
          <h3 className="font-semibold text-fg">Not in the default set</h3>
          <p className="mt-1 text-sm text-muted">
            The other printable ASCII symbols, left out because so many systems handle them badly.
            Add them through a custom character set if you need them.
          </p>
          <div className="mt-3">
            <SymbolChips symbols={NOT_IN_DEFAULT_SET} />
          </div>
        </Card>
      </Section>

      <Section
        id="security-impact"
        title={`Security impact: ${PRINTABLE_ASCII_SIZE} characters vs ${ALNUM}`}
        intro={
          <>
            <p>
              Printable ASCII has {PRINTABLE_ASCII_SIZE} characters without the space: {LETTERS}{" "}
              letters, {DIGIT_COUNT} digits and {ASCII_SYMBOLS} symbols. That is about{" "}
              {Math.round((PRINTABLE_ASCII_SIZE / ALNUM - 1) * 100)}% more characters to choose from
              than letters and digits alone ({PRINTABLE_ASCII_SIZE} ÷ {ALNUM} ≈{" "}
              {(PRINTABLE_ASCII_SIZE / ALNUM).toFixed(2)}), but not that much more entropy: each
              character carries about {formatBits(bits(PRINTABLE_ASCII_SIZE), 2)} bits instead of{" "}
              {formatBits(bits(ALNUM), 2)}, roughly{" "}
              {Math.round((bits(PRINTABLE_ASCII_SIZE) / bits(ALNUM) - 1) * 100)}% more.
            </p>
            <p>
              Over {EXAMPLE_LENGTH} characters that adds up to about{" "}
              {formatBits(bits(PRINTABLE_ASCII_SIZE, EXAMPLE_LENGTH))} bits against about{" "}
              {formatBits(bits(ALNUM, EXAMPLE_LENGTH))}, and those extra{" "}
              {formatBits(ASCII_EXTRA_BITS, 1)} bits mean about{" "}
              {Math.round(2 ** ASCII_EXTRA_BITS / 10) * 10} times as many possible passwords.
            </p>
          </>
        }
      >
        <FigureTable
          caption={`Entropy by character set: pool size, bits per character and bits for a ${EXAMPLE_LENGTH}-character password`}
          columns={["Character set", "Pool size", "Bits per char.", `At ${EXAMPLE_LENGTH} chars`]}
          rows={IMPACT_ROWS.map((row) => ({
            key: String(row.size),
            cells: [row.set, row.size, row.bitsPerCharacter, row.bitsAt16],
          }))}
        />
        <div className="mt-4">
          <Note icon={Info} title="Length does even more">
            <p>
              Two extra characters of letters and digits alone ({LONGER_ALNUM_LENGTH} characters,
              about {formatBits(bits(ALNUM, LONGER_ALNUM_LENGTH))} bits) beat {EXAMPLE_LENGTH}{" "}
              characters drawn from all {PRINTABLE_ASCII_SIZE}. Add symbols where they are accepted,
              and add length everywhere.
            </p>
          </Note>
        </div>
      </Section>

      <Section
        id="compatibility"
        title="Symbol compatibility guide"
        intro={<p>Most systems accept most symbols, but a few characters cause real trouble.</p>}
      >
        <ul className="grid items-start gap-4 lg:grid-cols-3">
          {COMPATIBILITY.map((level) => (
            <Card as="li" key={level.title}>
              <h3 className="flex items-center gap-2 font-semibold text-fg">
                <level.icon className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
                {level.title}
              </h3>
              <p className="mt-1 text-sm text-muted">{level.text}</p>
              <div className="mt-3">
                <SymbolChips symbols={level.symbols} />
              </div>
              {level.notes ? (
                <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm leading-relaxed text-fg marker:text-muted">
                  {level.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              ) : null}
            </Card>
          ))}
        </ul>
      </Section>

      <Section id="symbols-best-practices" title="Best practices for symbols">
        <Card padding="lg" className="max-w-3xl">
          <PointList points={BEST_PRACTICES} />
        </Card>
      </Section>

      <FaqSection
        id="symbols-faq"
        title="Password symbols FAQ"
        intro="Quick answers about the symbol set, strength and picky systems."
        items={symbolsFaq}
      />
    </>
  );
}
