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
import { formatBits, formatCount, generatedPasswordBits } from "~/lib/facts/derive";

import { FaqSection, FigureTable, OtherDoors, describeDuration } from "./door-parts.server";
import { Note, PointList, type LandingPoint } from "./landing-parts";
import { passphraseLanding } from "./passphrase-landing";

/*
 * Every figure below comes from the engine (docs/product-decisions.md, "Passphrases"): the list
 * sizes, the exact entropy of each setting, the bands the strength meter uses, and the offline
 * guessing rate the PIN mode also quotes.
 */

const WORDS = DEFAULT_PASSPHRASE_OPTIONS.words;
const ENGLISH_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

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

/** "German (Deutsch)": the language in English, and as the generator's menu names it. */
function languageName(info: PassphraseLanguageInfo): string {
  const english = ENGLISH_NAMES.of(info.code) ?? info.name;
  return english === info.name ? english : `${english} (${info.name})`;
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
  list.map((info) => ENGLISH_NAMES.of(info.code) ?? info.name);
const listNames = (list: ReadonlyArray<string>) =>
  list.length < 2 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;

/** Questions the page answers, shown as a list and also emitted as FAQPage data. */
export const passphraseFaq: ReadonlyArray<FaqEntry> = [
  {
    question: "How many words should a passphrase have?",
    answer: `${WORDS} words from the English or German list give ${formatBits(DEFAULT_BITS, 1)} bits, which the generator rates ${DEFAULT_LABEL}; ${STRONG_WORDS} words give ${formatBits(bitsOf({ words: STRONG_WORDS }), 1)} bits, rated Strong. The other lists have ${formatCount(SMALLEST.size)} words, so take ${STRONG_WORDS_SMALL} words there for the same rating. For the secrets that guard everything else, such as a password manager’s master password or disk encryption, use at least ${STRONG_WORDS}.`,
  },
  {
    question: "Is a passphrase stronger than a password?",
    answer: `Not per character, but per thing you have to type and remember. ${WORDS} random English words (${formatBits(DEFAULT_BITS, 1)} bits) are about as strong as a random ${EQUAL_PASSWORD_LENGTH}-character password of letters, digits and symbols (${formatBits(generatedPasswordBits(EQUAL_PASSWORD_LENGTH), 1)} bits), and far easier to type on a phone or read out. A password manager fills in random passwords for you anywhere else.`,
  },
  {
    question: "Does it matter that the word lists are public?",
    answer: `No. The strength comes from the random draw, not from a secret list: the entropy Keysmith shows assumes an attacker knows the list, the number of words and every setting. Against ${WORDS} English words they would still have to try, on average, half of the possibilities: at ${formatCount(OFFLINE_GUESSES_PER_SECOND)} guesses a second, ${halfSearch(DEFAULT_BITS)}.`,
  },
  {
    question: "Should I add a number or a symbol?",
    answer: `Only when a site insists on them. To ${WORDS} English words a number adds ${formatBits(NUMBER_BITS, 1)} bits and a symbol ${formatBits(SYMBOL_BITS, 1)}; one more word adds ${formatBits(WORD_BITS, 1)}. Capital letters add nothing, because every word gets one: they are there for sites that require a capital.`,
  },
  {
    question: "Can I make a passphrase in another language?",
    answer: `Yes: ${listNames(names(PASSPHRASE_LANGUAGES))}. ${listNames(names(LARGE_LISTS))} use lists of ${formatCount(ENGLISH.size)} words (${formatBits(WORD_BITS, 1)} bits a word); ${listNames(names(SMALL_LISTS))} use BIP39’s lists of ${formatCount(SMALLEST.size)} words (${formatBits(Math.log2(SMALLEST.size), 1)} bits a word). The Spanish and French lists have accented letters such as á and é, so choose another language if you must type the passphrase on a keyboard without them. Each list is downloaded only when you choose its language.`,
  },
];

const LANGUAGE_ROWS = PASSPHRASE_LANGUAGES.map((info) => ({
  key: info.code,
  cells: [
    languageName(info),
    formatCount(info.size),
    formatBits(Math.log2(info.size), 2),
    formatBits(bitsOf({ language: info.code }), 1),
    wordsForStrong(info.code),
  ],
}));

const OPTIONS: ReadonlyArray<LandingPoint> = [
  {
    title: `One more word: +${formatBits(WORD_BITS, 1)} bits`,
    text: `The surest way to a stronger passphrase, in English or German (${formatBits(Math.log2(SMALLEST.size), 1)} bits in the other languages). Up to ${PASSPHRASE_MAX_WORDS} words.`,
    icon: Plus,
  },
  {
    title: `Random separators: +${formatBits(SEPARATOR_BITS, 1)} bits`,
    text: `Each of the ${WORDS - 1} gaps gets one of ${[...RANDOM_SEPARATORS].join(" ")} at random, ${formatBits(Math.log2(RANDOM_SEPARATORS.length), 0)} bits a gap. Harder to remember than a fixed separator.`,
    icon: Shuffle,
  },
  {
    title: `Add a number: +${formatBits(NUMBER_BITS, 1)} bits`,
    text: "One digit, 0 to 9, after one word chosen at random: for sites that require a digit.",
    icon: Hash,
  },
  {
    title: `Add a symbol: +${formatBits(SYMBOL_BITS, 1)} bits`,
    text: `One of ${[...PASSPHRASE_SYMBOLS].join(" ")} after one word chosen at random: for sites that require a symbol.`,
    icon: SpellCheck,
  },
  {
    title: "Capitalize words: +0 bits",
    text: "Every word starts with a capital, so there is no choice to guess. It satisfies sites that require a capital letter.",
    icon: Type,
  },
];

const USES: ReadonlyArray<LandingPoint> = [
  {
    title: "Your password manager’s master password",
    text: "The one secret that opens all the others, typed by hand, often on a phone.",
    icon: KeyRound,
  },
  {
    title: "Computer logins and disk encryption",
    text: "Typed at every start, before any password manager can help.",
    icon: Laptop,
  },
  {
    title: "A WiFi network you read out to guests",
    text: "Words are easier to spell out than random characters. Keep to a list without accents.",
    icon: Wifi,
  },
];

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function PassphraseLandingDetails() {
  return (
    <>
      <Section
        id="passphrase-how"
        title="How it works"
        intro={
          <>
            <p>
              Each word is drawn on its own and uniformly from the chosen language’s list, repeats
              allowed, so every word adds exactly the same number of bits: log2 of the list’s size.
              The strength shown is that exact figure for your settings, known before the list has
              even loaded. With no separator, two draws can spell the same text, so the figure is
              then an upper bound.
            </p>
            <p>
              By default Keysmith makes {WORDS} English words joined by hyphens (
              {formatBits(DEFAULT_BITS, 1)} bits). The meter rates a passphrase by its bits: Strong
              from the count in the last column.
            </p>
          </>
        }
      >
        <FigureTable
          caption={`Each passphrase language: words in its list, bits per word, bits for ${WORDS} words and the words needed for Strong`}
          columns={["Language", "Words", "Bits per word", `${WORDS} words`, "Words for Strong"]}
          rows={LANGUAGE_ROWS}
        />
        <div className="mt-4">
          <Note icon={Info} title="What those bits mean against an attacker">
            <p>
              Say a site leaks its password file, stored with a fast hash, and someone tries{" "}
              {formatCount(OFFLINE_GUESSES_PER_SECOND)} guesses a second on one graphics card,
              knowing your settings. Finding {WORDS} English words takes them{" "}
              {halfSearch(DEFAULT_BITS)} on average; {WORDS} words from a{" "}
              {formatCount(SMALLEST.size)}-word list ({formatBits(SMALL_DEFAULT_BITS, 0)} bits),{" "}
              {halfSearch(SMALL_DEFAULT_BITS)}. A site that stores passwords with a slow hash, or
              locks the account after a few wrong tries, makes guessing far slower still.
            </p>
          </Note>
        </div>
      </Section>

      <div className="grid gap-16 lg:grid-cols-2 lg:gap-8">
        <Section id="passphrase-options" title={`What the options add to ${WORDS} words`}>
          <Card padding="lg">
            <PointList points={OPTIONS} />
          </Card>
        </Section>
        <Section id="passphrase-uses" title="Where a passphrase fits best">
          <Card padding="lg">
            <PointList points={USES} />
            <p className="mt-4 text-sm leading-relaxed text-muted">
              Everywhere else, a password manager can fill in a random password for you, and length
              costs you nothing.
            </p>
          </Card>
        </Section>
      </div>

      <FaqSection
        id="passphrase-faq"
        title="Passphrase FAQ"
        intro="Quick answers about length, strength, languages and extras."
        items={passphraseFaq}
      />

      <OtherDoors current={passphraseLanding.path} />
    </>
  );
}
