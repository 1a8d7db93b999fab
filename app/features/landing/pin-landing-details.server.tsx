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
import { formatBits, formatCount } from "~/lib/facts/derive";

import { FaqSection, FigureTable, OtherDoors, describeDuration } from "./door-parts.server";
import { Note, PointList, type LandingPoint } from "./landing-parts";
import { pinLanding } from "./pin-landing";

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
const COMPACT = new Intl.NumberFormat("en-US", { notation: "compact", compactDisplay: "long" });

const combinations = (digits: number) => DIGITS.length ** digits;
/** "1 in 100,000": a guesser's chance with this many tries. */
const oneIn = (digits: number, tries: number) =>
  `1 in ${formatCount(Math.round(combinations(digits) / tries))}`;
const offline = (digits: number) =>
  describeDuration(combinations(digits) / OFFLINE_GUESSES_PER_SECOND);

const DEFAULT_PINS = formatCount(combinations(PIN_DEFAULT_LENGTH));

/** Questions the page answers, shown as a list and also emitted as FAQPage data. */
export const pinFaq: ReadonlyArray<FaqEntry> = [
  {
    question: `Is a ${PIN_MIN_LENGTH}-digit or a ${PIN_DEFAULT_LENGTH}-digit PIN better?`,
    answer: `${PIN_DEFAULT_LENGTH} digits, wherever the device accepts them. A ${PIN_DEFAULT_LENGTH}-digit PIN is one of ${DEFAULT_PINS} instead of ${formatCount(combinations(PIN_MIN_LENGTH))}, so behind a lock that allows ${PIN_LOCKOUT_TRIES} wrong tries a guesser’s chance falls from ${oneIn(PIN_MIN_LENGTH, PIN_LOCKOUT_TRIES)} to ${oneIn(PIN_DEFAULT_LENGTH, PIN_LOCKOUT_TRIES)}.`,
  },
  {
    question: "How secure is a random PIN?",
    answer: describePinStrength(PIN_DEFAULT_LENGTH),
  },
  {
    question: "Can a PIN start with 0?",
    answer:
      "Yes. Every digit is drawn from 0 to 9, so 0042 is exactly as likely as 7519. Spreadsheets and some forms treat a PIN as a number and drop its leading zeros: keep it as text, or generate another if a system will not take it.",
  },
  {
    question: "Why not just use my birthday or 1234?",
    answer:
      "Because guessers try those first. In a 2012 analysis of 3.4 million four-digit PINs by DataGenetics, 1234 alone was nearly 11% of them, and dates and repeated digits filled much of the rest of the top of the list. A random PIN gives a guesser nothing to start with: their chance is exactly the figure the generator shows.",
  },
  {
    question: "Can I use a PIN instead of a password?",
    answer: `Only behind a lock that limits guesses, such as a phone, a card, a door or an alarm keypad. Where a file or a stolen copy can be attacked offline, no PIN holds: one graphics card tries all ${PIN_MAX_LENGTH}-digit PINs in ${offline(PIN_MAX_LENGTH)}. Use a password or a passphrase there.`,
  },
];

const LENGTH_ROWS = [PIN_MIN_LENGTH, PIN_DEFAULT_LENGTH, LONG_PIN, PIN_MAX_LENGTH].map(
  (digits) => ({
    key: String(digits),
    cells: [
      `${digits} digits`,
      COMPACT.format(combinations(digits)),
      oneIn(digits, PIN_LOCKOUT_TRIES),
      offline(digits),
    ],
  }),
);

const LOCKS: ReadonlyArray<LandingPoint> = [
  {
    title: `A phone that erases or locks itself after ${PIN_LOCKOUT_TRIES} wrong tries`,
    text: `A guesser’s chance: ${oneIn(PIN_DEFAULT_LENGTH, PIN_LOCKOUT_TRIES)}.`,
    icon: Smartphone,
  },
  {
    title: `A SIM or bank card that blocks after ${CARD_TRIES} wrong tries`,
    text: `A guesser’s chance: ${oneIn(PIN_DEFAULT_LENGTH, CARD_TRIES)}.`,
    icon: CreditCard,
  },
  {
    title: `A lock that allows ${THROTTLED_TRIES_PER_HOUR} tries an hour and never blocks`,
    text: `Trying every PIN takes ${describeDuration((combinations(PIN_DEFAULT_LENGTH) / THROTTLED_TRIES_PER_HOUR) * HOUR)}; finding yours, ${describeDuration((combinations(PIN_DEFAULT_LENGTH) / THROTTLED_TRIES_PER_HOUR / 2) * HOUR)} on average.`,
    icon: Hourglass,
  },
  {
    title: "No lock at all: a stolen file, a backup, a hash",
    text: `One graphics card tries all ${DEFAULT_PINS} in ${offline(PIN_DEFAULT_LENGTH)}. No PIN is safe here.`,
    icon: FileWarning,
  },
];

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function PinLandingDetails() {
  return (
    <>
      <Section
        id="pin-how"
        title="How it works"
        intro={
          <>
            <p>
              Each digit is drawn on its own, uniformly from 0 to 9, so every PIN of the length you
              choose ({PIN_MIN_LENGTH} to {PIN_MAX_LENGTH} digits) is equally likely, leading zeros
              included. A PIN of n digits is one of 10ⁿ: {formatBits(calculatePinEntropyBits(1), 2)}{" "}
              bits a digit, {formatBits(calculatePinEntropyBits(PIN_DEFAULT_LENGTH), 1)} bits for{" "}
              {PIN_DEFAULT_LENGTH}.
            </p>
            <p>
              That is little next to a password, and the strength meter says so: a PIN is only as
              safe as the lock in front of it. The lock limits how many guesses anyone gets; the
              random PIN makes each guess count for as little as possible.
            </p>
          </>
        }
      >
        <FigureTable
          caption={`What a PIN of each length resists: possible PINs, a guesser’s chance behind a lock of ${PIN_LOCKOUT_TRIES} tries, and the time one graphics card takes to try them all offline`}
          columns={["Length", "Possible PINs", `${PIN_LOCKOUT_TRIES} tries`, "Offline, all"]}
          rows={LENGTH_ROWS}
        />
        <p className="mt-3 text-sm text-muted">
          Offline: {formatCount(OFFLINE_GUESSES_PER_SECOND)} guesses a second, what one modern
          graphics card manages against a fast hash.
        </p>
      </Section>

      <Section
        id="pin-locks"
        title={`What a ${PIN_DEFAULT_LENGTH}-digit PIN resists`}
        intro={<p>The same PIN, behind four kinds of lock.</p>}
      >
        <Card padding="lg" className="max-w-3xl">
          <PointList points={LOCKS} />
        </Card>
        <div className="mt-4 max-w-3xl">
          <Note icon={Info} title="One PIN per lock">
            <p>
              Use a different PIN for your phone, your cards and your doors: a PIN seen over your
              shoulder at a shop should not also open your phone.
            </p>
          </Note>
        </div>
      </Section>

      <FaqSection
        id="pin-faq"
        title="PIN FAQ"
        intro="Quick answers about length, zeros, chosen PINs and where a PIN is enough."
        items={pinFaq}
      />

      <OtherDoors current={pinLanding.path} />
    </>
  );
}
