import { t } from "@lingui/core/macro";
import { CaseUpper, Hash, Info, MessageSquareText, MonitorSmartphone, Tv } from "lucide-react";

import {
  MEMORABLE_CONSONANTS,
  MEMORABLE_DEFAULT_GROUPS,
  MEMORABLE_DIGITS,
  MEMORABLE_MAX_GROUPS,
  MEMORABLE_MIN_GROUPS,
  MEMORABLE_SEPARATOR,
  MEMORABLE_VOWELS,
  calculateMemorableEntropyBits,
  memorablePasswordLength,
} from "#core/generate/memorable";
import { OFFLINE_GUESSES_PER_SECOND } from "#core/generate/pin";

import type { FaqEntry } from "~/components/faq-list";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { generatedPasswordBits } from "~/lib/facts/derive";

import {
  FaqSection,
  FigureTable,
  OtherDoors,
  bitsIn as formatBits,
  countIn as formatCount,
  describeDuration,
} from "./door-parts.server";
import { Note, PointList, type LandingPoint } from "./landing-parts";
import { MEMORABLE_PATH } from "./memorable-landing";

/*
 * Every figure below comes from the engine's memorable mode (src/core/generate/memorable.ts):
 * its letters and digits, its group counts, its exact entropy and the length it makes.
 */

const GROUPS = MEMORABLE_DEFAULT_GROUPS;
const BITS = calculateMemorableEntropyBits(GROUPS);
const LENGTH = memorablePasswordLength(GROUPS);
const RANDOM_BITS = generatedPasswordBits(LENGTH);

/** The parts of the default password's entropy, each a uniform choice (memorable.ts). */
const SYLLABLE_CHOICES = MEMORABLE_CONSONANTS.length ** 2 * MEMORABLE_VOWELS.length;
/** The letters: the whole password less its hyphens and its one digit. */
const LETTERS = LENGTH - (GROUPS - 1) * MEMORABLE_SEPARATOR.length - 1;
/** A syllable is a consonant, a vowel and a consonant. */
const SYLLABLE_COUNT = LETTERS / 3;

/** Every group boundary: the digit stands at the start or the end of one group. */
const DIGIT_PLACES = 2 * GROUPS;

const spaced = (characters: string) => [...characters].join(" ");

/** Questions the page answers, shown as a list and also emitted as FAQPage data. */
export function memorableFaq(): ReadonlyArray<FaqEntry> {
  const first = MEMORABLE_DIGITS.at(0) ?? "";
  const last = MEMORABLE_DIGITS.at(-1) ?? "";
  const bits = formatBits(BITS, 1);
  const guesses = formatCount(OFFLINE_GUESSES_PER_SECOND);
  const half = describeDuration(2 ** (BITS - 1) / OFFLINE_GUESSES_PER_SECOND);
  const randomBits = formatBits(RANDOM_BITS, 0);
  return [
    {
      question: t`What makes a password memorable?`,
      answer: t`Syllables you can say. Each group is two consonant-vowel-consonant syllables, such as “bafkem”, so the password reads as a few made-up words rather than a string of symbols. Letters that are easy to confuse are left out (no l, which reads as 1 or I, and no q), and the digit is ${first} to ${last}, never 0 or 1.`,
    },
    {
      question: t`How strong is a memorable password?`,
      answer: t`With the default ${GROUPS} groups, ${bits} bits exactly: every password of this form is equally likely. An attacker who knows the form and tries ${guesses} guesses a second needs ${half} on average. A fully random password of the same ${LENGTH} characters has ${randomBits} bits: that is the price of being easy to say.`,
    },
    {
      question: t`Is this the same as Apple’s strong passwords?`,
      answer: t`It is in the same spirit: Safari and Apple’s Passwords app suggest passwords such as xabtyn-cutjed-7pudzo, groups of six letters joined by hyphens with a capital and a digit. Keysmith’s format is its own, and the strength it shows is computed for that format exactly.`,
    },
    {
      question: t`Will websites accept a memorable password?`,
      answer: t`Almost all of them: with ${GROUPS} groups it has ${LENGTH} characters, upper and lower case letters, a digit and hyphens, which most sites count as symbols. If a site needs another symbol, or fewer characters, use the password generator with that site’s rules instead.`,
    },
    {
      question: t`Should I memorize it or store it?`,
      answer: t`Store it in a password manager, like every other password. The memorable form is for the moments you must read it or type it yourself: on a TV, a games console, a phone without your password manager, or when you read it out to someone.`,
    },
  ];
}

const groupRows = () =>
  Array.from({ length: MEMORABLE_MAX_GROUPS - MEMORABLE_MIN_GROUPS + 1 }, (_, index) => {
    const groups = MEMORABLE_MIN_GROUPS + index;
    const length = memorablePasswordLength(groups);
    return {
      key: String(groups),
      cells: [
        groups === GROUPS ? t`${groups} groups (default)` : t`${groups} groups`,
        length,
        formatBits(calculateMemorableEntropyBits(groups), 1),
        formatBits(generatedPasswordBits(length), 0),
      ],
    };
  });

function parts(): ReadonlyArray<LandingPoint> {
  const syllables = SYLLABLE_COUNT;
  const syllableBits = formatBits(SYLLABLE_COUNT * Math.log2(SYLLABLE_CHOICES), 1);
  const consonants = MEMORABLE_CONSONANTS.length;
  const vowels = MEMORABLE_VOWELS.length;
  const choices = formatCount(SYLLABLE_CHOICES);
  const perSyllable = formatBits(Math.log2(SYLLABLE_CHOICES), 2);
  const consonantList = spaced(MEMORABLE_CONSONANTS);
  const vowelList = spaced(MEMORABLE_VOWELS);
  const capitalBits = formatBits(Math.log2(LETTERS), 1);
  const letters = LETTERS;
  const digitBits = formatBits(Math.log2(MEMORABLE_DIGITS.length * DIGIT_PLACES), 1);
  const digits = spaced(MEMORABLE_DIGITS);
  const groups = GROUPS;
  const places = DIGIT_PLACES;
  return [
    {
      title: t`${syllables} syllables: ${syllableBits} bits`,
      text: t`Each is a consonant, a vowel and a consonant: ${consonants} × ${vowels} × ${consonants} = ${choices} choices, ${perSyllable} bits a syllable. Consonants: ${consonantList}; vowels: ${vowelList}.`,
      icon: MessageSquareText,
    },
    {
      title: t`One capital: ${capitalBits} bits`,
      text: t`Any one of the ${letters} letters may be the capital.`,
      icon: CaseUpper,
    },
    {
      title: t`One digit, and where it stands: ${digitBits} bits`,
      text: t`One of ${digits}, at the start or the end of any of the ${groups} groups: ${places} places.`,
      icon: Hash,
    },
  ];
}

function uses(): ReadonlyArray<LandingPoint> {
  return [
    {
      title: t`Typed on a TV, a console or a phone`,
      text: t`Lower-case syllables mean few trips to the shift and symbol keys of an on-screen keyboard.`,
      icon: Tv,
    },
    {
      title: t`Read from one screen, typed on another`,
      text: t`Syllables are easy to hold in your head for a moment; random symbols are not.`,
      icon: MonitorSmartphone,
    },
  ];
}

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function MemorableLandingDetails() {
  const groups = GROUPS;
  const bits = formatBits(BITS, 1);
  const length = LENGTH;
  const more = formatBits(
    calculateMemorableEntropyBits(GROUPS + 1) - calculateMemorableEntropyBits(GROUPS),
    0,
  );
  return (
    <>
      <Section
        id="memorable-how"
        title={t`How it works`}
        intro={
          <p>
            {t`Every choice below is drawn uniformly and on its own, and each password comes from exactly one set of choices, so every password of the form is equally likely and the strength shown is exact: log2 of the number of passwords. With the default ${groups} groups, that is ${bits} bits in ${length} characters.`}
          </p>
        }
      >
        <Card padding="lg" className="max-w-3xl">
          <PointList points={parts()} />
        </Card>
      </Section>

      <Section
        id="memorable-groups"
        title={t`Groups, length and strength`}
        intro={
          <p>
            {t`Easy to say costs bits: a memorable password has fewer than a fully random one of the same length. Add a group when you want more; each adds about ${more} bits.`}
          </p>
        }
      >
        <FigureTable
          caption={t`For each number of groups: the length, the exact bits, and the bits of a fully random password of the same length`}
          columns={[t`Groups`, t`Characters`, t`Bits`, t`Random, same length`]}
          rows={groupRows()}
        />
      </Section>

      <Section id="memorable-uses" title={t`Where a memorable password helps`}>
        <Card padding="lg" className="max-w-3xl">
          <PointList points={uses()} />
        </Card>
        <div className="mt-4 max-w-3xl">
          <Note icon={Info} title={t`For a secret you type every day, consider a passphrase`}>
            <p>
              {t`A passphrase of real words is easier still to remember, and the passphrase generator says exactly how strong it is.`}
            </p>
          </Note>
        </div>
      </Section>

      <FaqSection
        id="memorable-faq"
        title={t`Memorable password FAQ`}
        intro={t`Quick answers about the format, its strength and where to use it.`}
        items={memorableFaq()}
      />

      <OtherDoors current={MEMORABLE_PATH} />
    </>
  );
}
