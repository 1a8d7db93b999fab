import { t } from "@lingui/core/macro";
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

import { symbolsAccepted, symbolsInGroup } from "#core/generate/symbol-table";
import { CUSTOM_CHARSET_MAX } from "#core/options/limits";

import type { FaqEntry } from "~/components/faq-list";

import {
  FACTS,
  PRINTABLE_ASCII_SIZE,
  bitsPerCharacter,
  generatedPasswordBits,
} from "~/lib/facts/product-facts";
import { symbolNameText } from "~/lib/symbol-names";

import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

import { FaqSection, FigureTable, bitsIn, countIn } from "./door-parts.server";

import {
  FeatureCards,
  Note,
  PointList,
  type LandingCard,
  type LandingPoint,
} from "./landing-parts";

/*
 * Every figure below comes from the engine (app/lib/facts): its symbols, its pools and its
 * custom set's limit; the texts are read in the language in force when the page is prerendered,
 * and the figures are written as that language writes them (countIn, bitsIn).
 */

/** The page's example length, and the two characters more that beat symbols with length. */
const EXAMPLE_LENGTH = 16;
const LONGER_ALNUM_LENGTH = EXAMPLE_LENGTH + 2;
const ALNUM_TYPES = ["uppercase", "lowercase", "numbers"] as const;

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

/** What search results and the page's head say of it. */
export const symbolsDescription = () =>
  t`Generate random passwords with special characters in your browser. See which symbols add strength, which ones systems reject, and how to pick a safe set.`;

/** Questions the page answers, shown as a list and also emitted as FAQPage data. */
export function symbolsFaq(): ReadonlyArray<FaqEntry> {
  const symbolCount = SYMBOL_COUNT;
  const symbols = FACTS.symbols;
  const allPool = ALL;
  const alnumPool = ALNUM;
  const allBits = bitsIn(bits(ALL), 2);
  const alnumBits = bitsIn(bits(ALNUM), 2);
  const longer = LONGER_ALNUM_LENGTH;
  const longerBits = bitsIn(generatedPasswordBits(LONGER_ALNUM_LENGTH, ALNUM_TYPES));
  const length = EXAMPLE_LENGTH;
  const lengthBits = bitsIn(generatedPasswordBits(EXAMPLE_LENGTH));
  const customMax = countIn(CUSTOM_CHARSET_MAX);
  return [
    {
      question: t`Which symbols does the generator use?`,
      answer: t`The symbols option uses these ${symbolCount} characters: ${symbols} It leaves out the space, quotes, backslash, slash, backtick and tilde, which many systems reject or treat specially.`,
    },
    {
      question: t`How much stronger do symbols make a password?`,
      answer: t`A little per character: with Keysmith’s ${symbolCount} symbols each character is drawn from ${allPool} instead of ${alnumPool}, about ${allBits} bits instead of ${alnumBits}. Length does more: a ${longer}-character password of letters and digits (${longerBits} bits) beats a ${length}-character one with symbols too (${lengthBits} bits).`,
    },
    {
      question: t`What if a site rejects some of the symbols?`,
      answer: t`Generate a new password with a custom character set: letters, digits and exactly the symbols the site accepts (up to ${customMax} characters, each equally likely). Add a couple of characters to make up for the smaller pool, rather than deleting characters from a generated password.`,
    },
    {
      question: t`Can I use symbols that are not in the default set, such as ~ or /?`,
      answer: t`Yes, through a custom character set. The tilde, backtick, quotes, backslash and slash are left out of the default set only because many systems handle them badly; add them wherever the system you use accepts them.`,
    },
  ];
}

/** One symbol as a key-like chip: visible glyph, spoken name, both in the page's language. */
function SymbolChips({ symbols }: { symbols: ReadonlyArray<string> }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {symbols.map((symbol) => (
        <li
          key={symbol}
          title={symbolNameText(symbol)}
          className="inline-flex min-w-9 items-center justify-center rounded-ks border border-border bg-subtle px-2 py-1 font-mono text-base text-fg"
        >
          <span aria-hidden="true">{symbol === " " ? symbolNameText(symbol) : symbol}</span>
          <span className="sr-only">{symbolNameText(symbol)}</span>
        </li>
      ))}
    </ul>
  );
}

function cards(): ReadonlyArray<LandingCard> {
  const alnumPool = ALNUM;
  const allPool = ALL;
  const symbolCount = SYMBOL_COUNT;
  const allBits = bitsIn(bits(ALL), 2);
  const alnumBits = bitsIn(bits(ALNUM), 2);
  const customMax = countIn(CUSTOM_CHARSET_MAX);
  return [
    {
      title: t`Enhanced Security`,
      text: t`Symbols widen the pool every character is drawn from. With letters and digits alone there are ${alnumPool} choices per character; Keysmith’s ${symbolCount} symbols raise that to ${allPool}, about ${allBits} bits per character instead of ${alnumBits}.`,
      icon: Sigma,
    },
    {
      title: t`Custom Symbol Sets`,
      text: t`Need only the symbols a site accepts? Enter your own character set of up to ${customMax} characters: letters, digits and exactly the symbols you want. Every character in it is equally likely.`,
      icon: Braces,
    },
    {
      title: t`Universal Compatibility`,
      text: t`The default set leaves out the characters that cause the most trouble: space, quotes, backslash, slash, backtick and tilde. It does include the pipe and angle brackets, which a few systems reject.`,
      icon: Globe,
    },
  ];
}

interface SymbolGroup {
  title: string;
  text: string;
  symbols: ReadonlyArray<string>;
}

/** The generator's symbols (FACTS.symbols) in three groups, then the rest. */
const symbolGroups = (): ReadonlyArray<SymbolGroup> => [
  {
    title: t`Basic symbols`,
    text: t`Shift and 1 to 8 on a US keyboard: accepted almost everywhere.`,
    symbols: symbolsInGroup("basic"),
  },
  {
    title: t`Brackets and connectors`,
    text: t`Brackets, dashes and math signs, accepted by most systems.`,
    symbols: symbolsInGroup("brackets"),
  },
  {
    title: t`Extended symbols`,
    text: t`Punctuation, the pipe and angle brackets. Check these against the system’s rules.`,
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
    bitsPerCharacter: `≈\u00a0${bitsIn(bits(size), 2)}`,
    bitsAt16: `≈\u00a0${bitsIn(bits(size, EXAMPLE_LENGTH))}`,
  };
}

/** Bits per character and for EXAMPLE_LENGTH characters, from the engine's pools. */
function impactRows(): ReadonlyArray<ImpactRow> {
  const symbolCount = SYMBOL_COUNT;
  return [
    impactRow(t`Letters and digits`, ALNUM),
    impactRow(t`Letters, digits and Keysmith’s ${symbolCount} symbols`, ALL),
    impactRow(t`All printable ASCII (no space)`, PRINTABLE_ASCII_SIZE),
  ];
}

interface CompatibilityLevel {
  title: string;
  icon: LucideIcon;
  text: string;
  symbols: ReadonlyArray<string>;
  notes?: ReadonlyArray<string>;
}

const compatibility = (): ReadonlyArray<CompatibilityLevel> => [
  {
    title: t`Safe almost everywhere`,
    icon: CircleCheck,
    text: t`Accepted by nearly every site and app that allows symbols.`,
    symbols: symbolsAccepted("safe"),
  },
  {
    title: t`Mostly safe`,
    icon: Info,
    text: t`Fine on most modern systems; some older ones accept only a short list of symbols.`,
    symbols: symbolsAccepted("mostly"),
  },
  {
    title: t`Use with caution`,
    icon: TriangleAlert,
    text: t`These have special meanings in code, command lines, files and web forms:`,
    symbols: symbolsAccepted("caution"),
    notes: [
      t`Backslash: an escape character in code, JSON and shells; it may be doubled or dropped.`,
      t`Pipe: joins commands in a shell and separates fields in some data files.`,
      t`Quotes and backtick: end strings in code, SQL and configuration files; some forms strip them.`,
      t`Angle brackets: some web forms reject them as a guard against HTML injection.`,
      t`Slash: separates paths and URLs, and breaks connection strings unless encoded.`,
      t`Space: trimmed at the start or end by some forms, and invisible when read aloud.`,
    ],
  },
];

const bestPractices = (): ReadonlyArray<LandingPoint> => [
  {
    title: t`Distribute symbols through the password`,
    icon: Shuffle,
    text: t`Let the generator place them at random. A word with “!” or “123!” on the end is one of the first patterns attackers try, and editing a generated password by hand makes it less random.`,
  },
  {
    title: t`Know the system’s quirks`,
    icon: Terminal,
    text: t`Older and banking systems sometimes accept only a short list of symbols. On a command line, in a configuration file or in a connection string, quote or escape the password. On TVs, consoles and phone keyboards some symbols take extra steps to type.`,
  },
  {
    title: t`Test it, then regenerate if needed`,
    icon: FlaskConical,
    text: t`Sign out and back in with the new password before you rely on it. If the system rejects it, generate a new one with a more restrictive custom character set rather than deleting characters, and add a couple of characters to make up for the smaller pool.`,
  },
];

/** The symbol groups' intro: the generator's symbols and the pool they make with the letters. */
function groupsIntro(): string {
  const symbolCount = SYMBOL_COUNT;
  const upper = UPPER;
  const lower = LOWER;
  const digits = DIGIT_COUNT;
  const allPool = ALL;
  return t`Keysmith’s symbols option uses these ${symbolCount} characters. With ${upper} uppercase letters, ${lower} lowercase letters and ${digits} digits, that makes a pool of ${allPool} characters, and each type you select appears at least once.`;
}

/** What printable ASCII adds over letters and digits, per character and over the example. */
function impactIntro(): [string, string] {
  const ascii = PRINTABLE_ASCII_SIZE;
  const letters = LETTERS;
  const digits = DIGIT_COUNT;
  const asciiSymbols = ASCII_SYMBOLS;
  const alnumPool = ALNUM;
  const morePercent = Math.round((PRINTABLE_ASCII_SIZE / ALNUM - 1) * 100);
  const ratio = bitsIn(PRINTABLE_ASCII_SIZE / ALNUM, 2);
  const asciiBits = bitsIn(bits(PRINTABLE_ASCII_SIZE), 2);
  const alnumBits = bitsIn(bits(ALNUM), 2);
  const moreBitsPercent = Math.round((bits(PRINTABLE_ASCII_SIZE) / bits(ALNUM) - 1) * 100);
  const length = EXAMPLE_LENGTH;
  const asciiTotal = bitsIn(bits(PRINTABLE_ASCII_SIZE, EXAMPLE_LENGTH));
  const alnumTotal = bitsIn(bits(ALNUM, EXAMPLE_LENGTH));
  const extraBits = bitsIn(ASCII_EXTRA_BITS, 1);
  const times = countIn(Math.round(2 ** ASCII_EXTRA_BITS / 10) * 10);
  return [
    t`Printable ASCII has ${ascii} characters without the space: ${letters} letters, ${digits} digits and ${asciiSymbols} symbols. That is about ${morePercent}% more characters to choose from than letters and digits alone (${ascii} ÷ ${alnumPool} ≈ ${ratio}), but not that much more entropy: each character carries about ${asciiBits} bits instead of ${alnumBits}, roughly ${moreBitsPercent}% more.`,
    t`Over ${length} characters that adds up to about ${asciiTotal} bits against about ${alnumTotal}, and those extra ${extraBits} bits mean about ${times} times as many possible passwords.`,
  ];
}

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function SymbolsLandingDetails() {
  const ascii = PRINTABLE_ASCII_SIZE;
  const alnumPool = ALNUM;
  const length = EXAMPLE_LENGTH;
  const longer = LONGER_ALNUM_LENGTH;
  const longerBits = bitsIn(bits(ALNUM, LONGER_ALNUM_LENGTH));
  const [impactCount, impactLength] = impactIntro();
  return (
    <>
      <Section id="symbols-features" title={t`Why add symbols`}>
        <FeatureCards cards={cards()} />
      </Section>

      <Section id="symbol-groups" title={t`Symbol groups`} intro={<p>{groupsIntro()}</p>}>
        <CardGrid>
          {symbolGroups().map((group) => (
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
          <h3 className="font-semibold text-fg">{t`Not in the default set`}</h3>
          <p className="mt-1 text-sm text-muted">
            {t`The other printable ASCII symbols, left out because so many systems handle them badly. Add them through a custom character set if you need them.`}
          </p>
          <div className="mt-3">
            <SymbolChips symbols={NOT_IN_DEFAULT_SET} />
          </div>
        </Card>
      </Section>

      <Section
        id="security-impact"
        title={t`Security impact: ${ascii} characters vs ${alnumPool}`}
        intro={
          <>
            <p>{impactCount}</p>
            <p>{impactLength}</p>
          </>
        }
      >
        <FigureTable
          caption={t`Entropy by character set: pool size, bits per character and bits for a ${length}-character password`}
          columns={[t`Character set`, t`Pool size`, t`Bits per char.`, t`At ${length} chars`]}
          rows={impactRows().map((row) => ({
            key: String(row.size),
            cells: [row.set, row.size, row.bitsPerCharacter, row.bitsAt16],
          }))}
        />
        <div className="mt-4">
          <Note icon={Info} title={t`Length does even more`}>
            <p>
              {t`Two extra characters of letters and digits alone (${longer} characters, about ${longerBits} bits) beat ${length} characters drawn from all ${ascii}. Add symbols where they are accepted, and add length everywhere.`}
            </p>
          </Note>
        </div>
      </Section>

      <Section
        id="compatibility"
        title={t`Symbol compatibility guide`}
        intro={
          <p>{t`Most systems accept most symbols, but a few characters cause real trouble.`}</p>
        }
      >
        <ul className="grid items-start gap-4 lg:grid-cols-3">
          {compatibility().map((level) => (
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

      <Section id="symbols-best-practices" title={t`Best practices for symbols`}>
        <Card padding="lg" className="max-w-3xl">
          <PointList points={bestPractices()} />
        </Card>
      </Section>

      <FaqSection
        id="symbols-faq"
        title={t`Password symbols FAQ`}
        intro={t`Quick answers about the symbol set, strength and picky systems.`}
        items={symbolsFaq()}
      />
    </>
  );
}
