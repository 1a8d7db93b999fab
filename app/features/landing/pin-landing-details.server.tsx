import { plural, t } from "@lingui/core/macro";
import { CreditCard, FileWarning, Hourglass, Info, Smartphone } from "lucide-react";

import { DIGITS } from "#core/generate/charsets";
import {
  OFFLINE_GUESSES_PER_SECOND,
  PIN_DEFAULT_LENGTH,
  PIN_LOCKOUT_TRIES,
  PIN_MAX_LENGTH,
  PIN_MIN_LENGTH,
  calculatePinEntropyBits,
  describePinStrength,
} from "#core/generate/pin";

import type { FaqEntry } from "~/components/faq-list";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
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
import { PIN_PATH } from "./pin-landing";

/*
 * Every figure below comes from the engine's PIN mode (src/core/generate/pin.ts): the lengths,
 * the typical lock's tries and the offline guessing rate it quotes itself. The two other locks
 * are examples, named here, and their figures are computed from them.
 */

/** SIM cards and most bank cards block the PIN after this many wrong tries. */
const CARD_TRIES = 3;
/** A lock that never blocks but lets a guesser try this often, per hour, for ever. */
const THROTTLED_TRIES_PER_HOUR = 3;
/** A length between the default and the longest, for the table. */
const LONG_PIN = 8;

const HOUR = 3600;
/** "100 thousand": a count in words, as the page's language says it. */
const compact = (value: number) =>
  new Intl.NumberFormat(i18n.locale === SOURCE_LOCALE ? "en-US" : i18n.locale, {
    notation: "compact",
    compactDisplay: "long",
  }).format(value);

const combinations = (digits: number) => DIGITS.length ** digits;
/** "1 in 100,000": a guesser's chance with this many tries. */
const oneIn = (digits: number, tries: number) => {
  const count = formatCount(Math.round(combinations(digits) / tries));
  return t`1 in ${count}`;
};
const offline = (digits: number) =>
  describeDuration(combinations(digits) / OFFLINE_GUESSES_PER_SECOND);

const defaultPins = () => formatCount(combinations(PIN_DEFAULT_LENGTH));

/**
 * What a PIN of this length resists, as the engine says it (`describePinStrength`), in the page's
 * language: English takes the engine's own sentence.
 */
function pinStrength(length: number): string {
  if (i18n.locale === SOURCE_LOCALE) return describePinStrength(length);
  const tries = PIN_LOCKOUT_TRIES;
  const chance = oneIn(length, tries);
  const all = offline(length);
  const pins = formatCount(combinations(length));
  return t`A ${length}-digit PIN is one of ${pins}. Behind a lock that allows ${tries} wrong tries, a guesser’s chance is ${chance}. Without such a lock (a file, or a stolen copy someone can attack offline), one graphics card tries every ${length}-digit PIN in ${all}: use a password or a passphrase there.`;
}

/** Questions the page answers, shown as a list and also emitted as FAQPage data. */
export function pinFaq(): ReadonlyArray<FaqEntry> {
  const min = PIN_MIN_LENGTH;
  const length = PIN_DEFAULT_LENGTH;
  const max = PIN_MAX_LENGTH;
  const tries = PIN_LOCKOUT_TRIES;
  const pins = defaultPins();
  const fewer = formatCount(combinations(PIN_MIN_LENGTH));
  const before = oneIn(PIN_MIN_LENGTH, PIN_LOCKOUT_TRIES);
  const after = oneIn(PIN_DEFAULT_LENGTH, PIN_LOCKOUT_TRIES);
  const allMax = offline(PIN_MAX_LENGTH);
  return [
    {
      question: t`Is a ${min}-digit or a ${length}-digit PIN better?`,
      answer: t`${length} digits, wherever the device accepts them. A ${length}-digit PIN is one of ${pins} instead of ${fewer}, so behind a lock that allows ${tries} wrong tries a guesser’s chance falls from ${before} to ${after}.`,
    },
    {
      question: t`How secure is a random PIN?`,
      answer: pinStrength(PIN_DEFAULT_LENGTH),
    },
    {
      question: t`Can a PIN start with 0?`,
      answer: t`Yes. Every digit is drawn from 0 to 9, so 0042 is exactly as likely as 7519. Spreadsheets and some forms treat a PIN as a number and drop its leading zeros: keep it as text, or generate another if a system will not take it.`,
    },
    {
      question: t`Why not just use my birthday or 1234?`,
      answer: t`Because guessers try those first. In a 2012 analysis of 3.4 million four-digit PINs by DataGenetics, 1234 alone was nearly 11% of them, and dates and repeated digits filled much of the rest of the top of the list. A random PIN gives a guesser nothing to start with: their chance is exactly the figure the generator shows.`,
    },
    {
      question: t`Can I use a PIN instead of a password?`,
      answer: t`Only behind a lock that limits guesses, such as a phone, a card, a door or an alarm keypad. Where a file or a stolen copy can be attacked offline, no PIN holds: one graphics card tries all ${max}-digit PINs in ${allMax}. Use a password or a passphrase there.`,
    },
  ];
}

const lengthRows = () =>
  [PIN_MIN_LENGTH, PIN_DEFAULT_LENGTH, LONG_PIN, PIN_MAX_LENGTH].map((digits) => ({
    key: String(digits),
    cells: [
      plural(digits, { one: "# digit", other: "# digits" }),
      compact(combinations(digits)),
      oneIn(digits, PIN_LOCKOUT_TRIES),
      offline(digits),
    ],
  }));

function locks(): ReadonlyArray<LandingPoint> {
  const tries = PIN_LOCKOUT_TRIES;
  const cardTries = CARD_TRIES;
  const hourly = THROTTLED_TRIES_PER_HOUR;
  const phoneChance = oneIn(PIN_DEFAULT_LENGTH, PIN_LOCKOUT_TRIES);
  const cardChance = oneIn(PIN_DEFAULT_LENGTH, CARD_TRIES);
  const every = describeDuration(
    (combinations(PIN_DEFAULT_LENGTH) / THROTTLED_TRIES_PER_HOUR) * HOUR,
  );
  const yours = describeDuration(
    (combinations(PIN_DEFAULT_LENGTH) / THROTTLED_TRIES_PER_HOUR / 2) * HOUR,
  );
  const pins = defaultPins();
  const all = offline(PIN_DEFAULT_LENGTH);
  return [
    {
      title: t`A phone that erases or locks itself after ${tries} wrong tries`,
      text: t`A guesser’s chance: ${phoneChance}.`,
      icon: Smartphone,
    },
    {
      title: t`A SIM or bank card that blocks after ${cardTries} wrong tries`,
      text: t`A guesser’s chance: ${cardChance}.`,
      icon: CreditCard,
    },
    {
      title: t`A lock that allows ${hourly} tries an hour and never blocks`,
      text: t`Trying every PIN takes ${every}; finding yours, ${yours} on average.`,
      icon: Hourglass,
    },
    {
      title: t`No lock at all: a stolen file, a backup, a hash`,
      text: t`One graphics card tries all ${pins} in ${all}. No PIN is safe here.`,
      icon: FileWarning,
    },
  ];
}

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function PinLandingDetails() {
  const min = PIN_MIN_LENGTH;
  const max = PIN_MAX_LENGTH;
  const length = PIN_DEFAULT_LENGTH;
  const tries = PIN_LOCKOUT_TRIES;
  const digitBits = formatBits(calculatePinEntropyBits(1), 2);
  const pinBits = formatBits(calculatePinEntropyBits(PIN_DEFAULT_LENGTH), 1);
  const guesses = formatCount(OFFLINE_GUESSES_PER_SECOND);
  return (
    <>
      <Section
        id="pin-how"
        title={t`How it works`}
        intro={
          <>
            <p>
              {t`Each digit is drawn on its own, uniformly from 0 to 9, so every PIN of the length you choose (${min} to ${max} digits) is equally likely, leading zeros included. A PIN of n digits is one of 10ⁿ: ${digitBits} bits a digit, ${pinBits} bits for ${length}.`}
            </p>
            <p>
              {t`That is little next to a password, and the strength meter says so: a PIN is only as safe as the lock in front of it. The lock limits how many guesses anyone gets; the random PIN makes each guess count for as little as possible.`}
            </p>
          </>
        }
      >
        <FigureTable
          caption={t`What a PIN of each length resists: possible PINs, a guesser’s chance behind a lock of ${tries} tries, and the time one graphics card takes to try them all offline`}
          columns={[t`Length`, t`Possible PINs`, t`${tries} tries`, t`Offline, all`]}
          rows={lengthRows()}
        />
        <p className="mt-3 text-sm text-muted">
          {t`Offline: ${guesses} guesses a second, what one modern graphics card manages against a fast hash.`}
        </p>
      </Section>

      <Section
        id="pin-locks"
        title={t`What a ${length}-digit PIN resists`}
        intro={<p>{t`The same PIN, behind four kinds of lock.`}</p>}
      >
        <Card padding="lg" className="max-w-3xl">
          <PointList points={locks()} />
        </Card>
        <div className="mt-4 max-w-3xl">
          <Note icon={Info} title={t`One PIN per lock`}>
            <p>
              {t`Use a different PIN for your phone, your cards and your doors: a PIN seen over your shoulder at a shop should not also open your phone.`}
            </p>
          </Note>
        </div>
      </Section>

      <FaqSection
        id="pin-faq"
        title={t`PIN FAQ`}
        intro={t`Quick answers about length, zeros, chosen PINs and where a PIN is enough.`}
        items={pinFaq()}
      />

      <OtherDoors current={PIN_PATH} />
    </>
  );
}
