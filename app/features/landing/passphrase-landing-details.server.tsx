import { t } from "@lingui/core/macro";
import { Hash, Info, Shuffle, SpellCheck, Type, Plus, KeyRound, Laptop, Wifi } from "lucide-react";

import { OFFLINE_GUESSES_PER_SECOND } from "#core/generate/pin";
import {
  PASSPHRASE_LANGUAGES,
  type PassphraseLanguageInfo,
} from "#core/generate/passphrase-language-names";
import {
  DEFAULT_PASSPHRASE_OPTIONS,
  PASSPHRASE_SYMBOLS,
  RANDOM_SEPARATORS,
  calculatePassphraseEntropyBits,
  type PassphraseOptions,
} from "#core/generate/passphrase-options";
import type { PassphraseLanguage } from "#core/generate/passphrase-languages";
import { PASSPHRASE_MAX_WORDS, PASSPHRASE_MIN_WORDS } from "#core/options/limits";
import { ratePassphraseStrength } from "#core/strength/passphrase-strength";

import type { FaqEntry } from "~/components/faq-list";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { generatedPasswordBits } from "~/lib/facts/derive";
import { SOURCE_LOCALE } from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";

import {
  FaqSection,
  FigureTable,
  OtherDoors,
  bitsIn as formatBits,
  countIn as formatCount,
  describeDuration,
} from "./door-parts.server";
import { Note, PointList, type LandingPoint } from "./landing-parts";
import { PASSPHRASE_PATH } from "./passphrase-landing";

/*
 * Every figure below comes from the engine (docs/product-decisions.md, "Passphrases"): the list
 * sizes, the exact entropy of each setting, the bands the strength meter uses, and the offline
 * guessing rate the PIN mode also quotes.
 */

const WORDS = DEFAULT_PASSPHRASE_OPTIONS.words;

/** Languages named in the page's language ("German" on the English page, "Deutsch" on the German). */
function languageNames(): Intl.DisplayNames {
  return new Intl.DisplayNames([i18n.locale], { type: "language" });
}

/** The exact bits of a passphrase of the default settings, with some of them changed. */
function bitsOf(changes: Partial<PassphraseOptions> = {}): number {
  return calculatePassphraseEntropyBits({ ...DEFAULT_PASSPHRASE_OPTIONS, ...changes });
}

/** The fewest words the strength meter rates Strong in this language. */
function wordsForStrong(language: PassphraseLanguage): number {
  for (let words = PASSPHRASE_MIN_WORDS; words <= PASSPHRASE_MAX_WORDS; words++) {
    if (ratePassphraseStrength(bitsOf({ language, words })).label === "Strong") return words;
  }
  return PASSPHRASE_MAX_WORDS;
}

/** "German (Deutsch)": the language in the page's language, and as the generator's menu names it. */
function languageName(info: PassphraseLanguageInfo): string {
  const local = languageNames().of(info.code) ?? info.name;
  return local.toLowerCase() === info.name.toLowerCase() ? local : `${local} (${info.name})`;
}

/** The time one graphics card takes to try half of all the passphrases of these bits. */
function halfSearch(bits: number): string {
  return describeDuration(2 ** (bits - 1) / OFFLINE_GUESSES_PER_SECOND);
}

const ENGLISH = PASSPHRASE_LANGUAGES[0];
if (ENGLISH?.code !== "en") throw new Error("The passphrase page expects English first");
const SMALLEST = PASSPHRASE_LANGUAGES.reduce((small, info) =>
  info.size < small.size ? info : small,
);
const SMALL_LISTS = PASSPHRASE_LANGUAGES.filter((info) => info.size === SMALLEST.size);
const LARGE_LISTS = PASSPHRASE_LANGUAGES.filter((info) => info.size === ENGLISH.size);

const WORD_LIST_LARGE = ENGLISH.size;
const DEFAULT_BITS = bitsOf();
const DEFAULT_LABEL = ratePassphraseStrength(DEFAULT_BITS).label;
const STRONG_WORDS = wordsForStrong("en");
const STRONG_WORDS_SMALL = wordsForStrong(SMALLEST.code);
const SMALL_DEFAULT_BITS = bitsOf({ language: SMALLEST.code });
const WORD_BITS = Math.log2(ENGLISH.size);
const NUMBER_BITS = bitsOf({ includeNumber: true }) - DEFAULT_BITS;
const SYMBOL_BITS = bitsOf({ includeSymbol: true }) - DEFAULT_BITS;
const SEPARATOR_BITS = bitsOf({ randomSeparator: true }) - DEFAULT_BITS;

/** The shortest random password (every character type) at least as strong as the default. */
const EQUAL_PASSWORD_LENGTH = (() => {
  let length = 1;
  while (generatedPasswordBits(length) < DEFAULT_BITS) length++;
  return length;
})();

const names = (list: ReadonlyArray<PassphraseLanguageInfo>) =>
  list.map((info) => languageNames().of(info.code) ?? info.name);
/** "a, b and c", as the page's language joins a list. */
const listNames = (list: ReadonlyArray<string>) =>
  i18n.locale !== SOURCE_LOCALE
    ? new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(list)
    : list.length < 2
      ? list.join("")
      : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;

/** The strength meter's label in the page's language, as the generator shows it. */
function strengthLabel(label: string): string {
  const labels: Record<string, string> = {
    Weak: t`Weak`,
    Fair: t`Fair`,
    Good: t`Good`,
    Strong: t`Strong`,
  };
  return labels[label] ?? label;
}

/** Questions the page answers, shown as a list and also emitted as FAQPage data. */
export function passphraseFaq(): ReadonlyArray<FaqEntry> {
  const defaultBits = formatBits(DEFAULT_BITS, 1);
  const label = strengthLabel(DEFAULT_LABEL);
  const strongBits = formatBits(bitsOf({ words: STRONG_WORDS }), 1);
  const smallSize = formatCount(SMALLEST.size);
  const equalBits = formatBits(generatedPasswordBits(EQUAL_PASSWORD_LENGTH), 1);
  const guesses = formatCount(OFFLINE_GUESSES_PER_SECOND);
  const halfDefault = halfSearch(DEFAULT_BITS);
  const numberBits = formatBits(NUMBER_BITS, 1);
  const symbolBits = formatBits(SYMBOL_BITS, 1);
  const wordBits = formatBits(WORD_BITS, 1);
  const allNames = listNames(names(PASSPHRASE_LANGUAGES));
  const largeNames = listNames(names(LARGE_LISTS));
  const smallNames = listNames(names(SMALL_LISTS));
  const largeSize = formatCount(WORD_LIST_LARGE);
  const smallWordBits = formatBits(Math.log2(SMALLEST.size), 1);
  return [
    {
      question: t`How many words should a passphrase have?`,
      answer: t`${WORDS} words from the English or German list give ${defaultBits} bits, which the generator rates ${label}; ${STRONG_WORDS} words give ${strongBits} bits, rated Strong. The other lists have ${smallSize} words, so take ${STRONG_WORDS_SMALL} words there for the same rating. For the secrets that guard everything else, such as a password manager’s master password or disk encryption, use at least ${STRONG_WORDS}.`,
    },
    {
      question: t`Is a passphrase stronger than a password?`,
      answer: t`Not per character, but per thing you have to type and remember. ${WORDS} random English words (${defaultBits} bits) are about as strong as a random ${EQUAL_PASSWORD_LENGTH}-character password of letters, digits and symbols (${equalBits} bits), and far easier to type on a phone or read out. A password manager fills in random passwords for you anywhere else.`,
    },
    {
      question: t`Does it matter that the word lists are public?`,
      answer: t`No. The strength comes from the random draw, not from a secret list: the entropy Keysmith shows assumes an attacker knows the list, the number of words and every setting. Against ${WORDS} English words they would still have to try, on average, half of the possibilities: at ${guesses} guesses a second, ${halfDefault}.`,
    },
    {
      question: t`Should I add a number or a symbol?`,
      answer: t`Only when a site insists on them. To ${WORDS} English words a number adds ${numberBits} bits and a symbol ${symbolBits}; one more word adds ${wordBits}. Capital letters add nothing, because every word gets one: they are there for sites that require a capital.`,
    },
    {
      question: t`Can I make a passphrase in another language?`,
      answer: t`Yes: ${allNames}. ${largeNames} use lists of ${largeSize} words (${wordBits} bits a word); ${smallNames} use BIP39’s lists of ${smallSize} words (${smallWordBits} bits a word). The Spanish and French lists have accented letters such as á and é, so choose another language if you must type the passphrase on a keyboard without them. Each list is downloaded only when you choose its language.`,
    },
  ];
}

const languageRows = () =>
  PASSPHRASE_LANGUAGES.map((info) => ({
    key: info.code,
    cells: [
      languageName(info),
      formatCount(info.size),
      formatBits(Math.log2(info.size), 2),
      formatBits(bitsOf({ language: info.code }), 1),
      wordsForStrong(info.code),
    ],
  }));

function options(): ReadonlyArray<LandingPoint> {
  const wordBits = formatBits(WORD_BITS, 1);
  const smallWordBits = formatBits(Math.log2(SMALLEST.size), 1);
  const max = PASSPHRASE_MAX_WORDS;
  const separatorBits = formatBits(SEPARATOR_BITS, 1);
  const gaps = WORDS - 1;
  const separators = [...RANDOM_SEPARATORS].join(" ");
  const gapBits = formatBits(Math.log2(RANDOM_SEPARATORS.length), 0);
  const numberBits = formatBits(NUMBER_BITS, 1);
  const symbolBits = formatBits(SYMBOL_BITS, 1);
  const symbols = [...PASSPHRASE_SYMBOLS].join(" ");
  return [
    {
      title: t`One more word: +${wordBits} bits`,
      text: t`The surest way to a stronger passphrase, in English or German (${smallWordBits} bits in the other languages). Up to ${max} words.`,
      icon: Plus,
    },
    {
      title: t`Random separators: +${separatorBits} bits`,
      text: t`Each of the ${gaps} gaps gets one of ${separators} at random, ${gapBits} bits a gap. Harder to remember than a fixed separator.`,
      icon: Shuffle,
    },
    {
      title: t`Add a number: +${numberBits} bits`,
      text: t`One digit, 0 to 9, after one word chosen at random: for sites that require a digit.`,
      icon: Hash,
    },
    {
      title: t`Add a symbol: +${symbolBits} bits`,
      text: t`One of ${symbols} after one word chosen at random: for sites that require a symbol.`,
      icon: SpellCheck,
    },
    {
      title: t`Capitalize words: +0 bits`,
      text: t`Every word starts with a capital, so there is no choice to guess. It satisfies sites that require a capital letter.`,
      icon: Type,
    },
  ];
}

function uses(): ReadonlyArray<LandingPoint> {
  return [
    {
      title: t`Your password manager’s master password`,
      text: t`The one secret that opens all the others, typed by hand, often on a phone.`,
      icon: KeyRound,
    },
    {
      title: t`Computer logins and disk encryption`,
      text: t`Typed at every start, before any password manager can help.`,
      icon: Laptop,
    },
    {
      title: t`A WiFi network you read out to guests`,
      text: t`Words are easier to spell out than random characters. Keep to a list without accents.`,
      icon: Wifi,
    },
  ];
}

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function PassphraseLandingDetails() {
  const defaultBits = formatBits(DEFAULT_BITS, 1);
  const guesses = formatCount(OFFLINE_GUESSES_PER_SECOND);
  const halfDefault = halfSearch(DEFAULT_BITS);
  const smallSize = formatCount(SMALLEST.size);
  const smallBits = formatBits(SMALL_DEFAULT_BITS, 0);
  const halfSmall = halfSearch(SMALL_DEFAULT_BITS);
  return (
    <>
      <Section
        id="passphrase-how"
        title={t`How it works`}
        intro={
          <>
            <p>
              {t`Each word is drawn on its own and uniformly from the chosen language’s list, repeats allowed, so every word adds exactly the same number of bits: log2 of the list’s size. The strength shown is that exact figure for your settings, known before the list has even loaded. With no separator, two draws can spell the same text, so the figure is then an upper bound.`}
            </p>
            <p>
              {t`By default Keysmith makes ${WORDS} English words joined by hyphens (${defaultBits} bits). The meter rates a passphrase by its bits: Strong from the count in the last column.`}
            </p>
          </>
        }
      >
        <FigureTable
          caption={t`Each passphrase language: words in its list, bits per word, bits for ${WORDS} words and the words needed for Strong`}
          columns={[
            t`Language`,
            t`Words`,
            t`Bits per word`,
            t`${WORDS} words`,
            t`Words for Strong`,
          ]}
          rows={languageRows()}
        />
        <div className="mt-4">
          <Note icon={Info} title={t`What those bits mean against an attacker`}>
            <p>
              {t`Say a site leaks its password file, stored with a fast hash, and someone tries ${guesses} guesses a second on one graphics card, knowing your settings. Finding ${WORDS} English words takes them ${halfDefault} on average; ${WORDS} words from a ${smallSize}-word list (${smallBits} bits), ${halfSmall}. A site that stores passwords with a slow hash, or locks the account after a few wrong tries, makes guessing far slower still.`}
            </p>
          </Note>
        </div>
      </Section>

      <div className="grid gap-16 lg:grid-cols-2 lg:gap-8">
        <Section id="passphrase-options" title={t`What the options add to ${WORDS} words`}>
          <Card padding="lg">
            <PointList points={options()} />
          </Card>
        </Section>
        <Section id="passphrase-uses" title={t`Where a passphrase fits best`}>
          <Card padding="lg">
            <PointList points={uses()} />
            <p className="mt-4 text-sm leading-relaxed text-muted">
              {t`Everywhere else, a password manager can fill in a random password for you, and length costs you nothing.`}
            </p>
          </Card>
        </Section>
      </div>

      <FaqSection
        id="passphrase-faq"
        title={t`Passphrase FAQ`}
        intro={t`Quick answers about length, strength, languages and extras.`}
        items={passphraseFaq()}
      />

      <OtherDoors current={PASSPHRASE_PATH} />
    </>
  );
}
