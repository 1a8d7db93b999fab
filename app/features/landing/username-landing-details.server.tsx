import { AtSign, Globe, Hash, Info, TextCursorInput } from "lucide-react";

import {
  DEFAULT_USERNAME_OPTIONS,
  USERNAME_ADJUSTMENTS,
  USERNAME_DEFAULT_LENGTH,
  USERNAME_MAX_DIGITS,
  USERNAME_MAX_LENGTH,
  USERNAME_MAX_WORDS,
  USERNAME_MIN_LENGTH,
  USERNAME_MIN_WORDS,
  USERNAME_SEPARATORS,
  USERNAME_TAG_LENGTH,
  calculateUsernameEntropyBits,
  countUsernames,
  describeUsername,
  formatUsernameCount,
  type UsernameOptions,
  type UsernameStyle,
} from "#core/generate/username-options";
import { USERNAME_WORD_LIST_SIZE, USERNAME_WORD_MAX_LETTERS } from "#core/generate/username-words";

import type { FaqEntry } from "~/components/faq-list";
import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { formatBits, formatCount } from "~/lib/facts/derive";

import { FaqSection, OtherDoors } from "./door-parts.server";
import { Note } from "./landing-parts";
import { usernameLanding } from "./username-landing";

/*
 * Every figure below comes from the engine's username mode (src/core/generate/username.ts): its
 * styles, limits, exact counts and entropy, and its own words for what a username is worth
 * (`describeUsername`), so the page says what the generator says (docs/product-decisions.md,
 * "Usernames").
 */

const optionsFor = (style: UsernameStyle): UsernameOptions => ({
  ...DEFAULT_USERNAME_OPTIONS,
  style,
});
const bitsOf = (style: UsernameStyle) => calculateUsernameEntropyBits(optionsFor(style));

const SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";

/** "about 3.4 × 10¹⁸": a count too large to write out exactly, to two significant figures. */
function roughCount(bits: number): string {
  const [mantissa = "", exponent = ""] = (2 ** bits).toExponential(1).split("e+");
  const power = [...exponent].map((digit) => SUPERSCRIPTS[Number(digit)]).join("");
  return `about ${mantissa} × 10${power}`;
}

/** Written out in full up to 16 digits; above, where so many digits tell a reader nothing, roughly. */
function countOf(style: UsernameStyle): string {
  const bits = bitsOf(style);
  return bits < 53 ? formatUsernameCount(countUsernames(optionsFor(style))) : roughCount(bits);
}

/** People in the example of a clash: each draws one username with the same settings. */
const PEOPLE = 10_000;
/** The chance that some two of `PEOPLE` draws from `count` equally likely names are the same. */
function clashChance(style: UsernameStyle): number {
  const count = 2 ** bitsOf(style);
  return -Math.expm1((-PEOPLE * (PEOPLE - 1)) / (2 * count));
}
function percent(chance: number): string {
  if (chance < 0.0001) return "practically nil";
  return `about ${Number((chance * 100).toPrecision(2))}%`;
}

const WORDS = DEFAULT_USERNAME_OPTIONS;
const SEPARATOR_NAMES = USERNAME_SEPARATORS.filter((separator) => separator !== "").join(" ");

/** Questions the page answers, shown as a list and also emitted as FAQPage data. */
export const usernameFaq: ReadonlyArray<FaqEntry> = [
  {
    question: "Does a random username make my account more secure?",
    answer:
      "Only a little. A username is not a secret: sites show it to other people, and your password is what keeps the account safe. What a random username does is keep your accounts apart: a name you use nowhere else cannot be searched for to find your other accounts or your real name.",
  },
  {
    question: "What if the username is already taken?",
    answer: `Generate another. With the default settings there are ${countOf("words")} word usernames, so a clash is rare but not impossible: if ${formatCount(PEOPLE)} people each drew one, the chance that some two of them got the same would be ${percent(clashChance("words"))}. Random characters make a clash far less likely: ${percent(clashChance("chars"))} for the same ${formatCount(PEOPLE)} people.`,
  },
  {
    question: "What is a plus address?",
    answer:
      "Your own email address with a tag after a plus sign, such as name+tag@example.com. Most large email providers, Gmail and Outlook.com among them, deliver it to name@example.com, so you can give each site its own address and see which one leaked or sold it. It hides nothing: anyone who sees it can delete the tag, and some sites refuse a plus sign.",
  },
  {
    question: "What is a catch-all address?",
    answer:
      "If you own a domain, your mail host can deliver mail for every name at it to you. Keysmith makes a random name at your domain, one per site: a leak shows which site it came from, and your other addresses cannot be guessed from it. Turn on catch-all delivery at your mail host first, or mail to these names will bounce.",
  },
  {
    question: "Is the email address I type sent anywhere?",
    answer:
      "No. The username, and the address or domain you type for the plus and catch-all styles, stay in your browser: Keysmith makes the username with your browser’s cryptographic random number generator and sends nothing anywhere.",
  },
];

interface StyleCard {
  title: string;
  format: string;
  text: string;
  figure: string;
  icon: typeof Hash;
}

const STYLES: ReadonlyArray<StyleCard> = [
  {
    title: "Words",
    format: "Word + Word + digits",
    text: `${USERNAME_MIN_WORDS} or ${USERNAME_MAX_WORDS} words from a list of ${formatCount(USERNAME_WORD_LIST_SIZE)} short words (the EFF large word list’s plain words of up to ${USERNAME_WORD_MAX_LETTERS} letters), with capitals or not, 0 to ${USERNAME_MAX_DIGITS} digits, and nothing or one of ${SEPARATOR_NAMES} between the words.`,
    figure: `${countOf("words")} usernames with ${WORDS.words} words, capitals and ${WORDS.digits} digits: ${formatBits(bitsOf("words"), 1)} bits.`,
    icon: TextCursorInput,
  },
  {
    title: "Random characters",
    format: "a letter, then letters and digits",
    text: `A handle of ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} lower-case letters and digits that starts with a letter, as most sites’ username rules want.`,
    figure: `${countOf("chars")} handles of ${USERNAME_DEFAULT_LENGTH} characters: ${formatBits(bitsOf("chars"), 1)} bits.`,
    icon: Hash,
  },
  {
    title: "Plus address",
    format: "name+tag@your-domain",
    text: `Your own email address with a random tag of ${USERNAME_TAG_LENGTH} letters and digits. ${describeUsername(optionsFor("plus"))}`,
    figure: `${countOf("plus")} tags: ${formatBits(bitsOf("plus"), 1)} bits.`,
    icon: AtSign,
  },
  {
    title: "Catch-all address",
    format: "tag@your-domain",
    text: `A random name of ${USERNAME_TAG_LENGTH} letters and digits at a domain you own. ${describeUsername(optionsFor("catchall"))}`,
    figure: `${countOf("catchall")} names: ${formatBits(bitsOf("catchall"), 1)} bits.`,
    icon: Globe,
  },
];

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function UsernameLandingDetails() {
  return (
    <>
      <Section
        id="username-how"
        title="How it works"
        intro={
          <p>
            Every choice is drawn uniformly and on its own, and each username comes from exactly one
            set of choices, so every username your settings allow is equally likely and the count
            shown is exact.
          </p>
        }
      >
        <CardGrid columns={2}>
          {STYLES.map((style) => (
            <Card as="li" key={style.title}>
              <h3 className="flex items-center gap-2 font-semibold text-fg">
                <style.icon className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
                {style.title}
              </h3>
              <p className="mt-1 font-mono text-sm text-accent-text">{style.format}</p>
              <p className="mt-2 text-sm leading-relaxed text-muted">{style.text}</p>
              <p className="mt-2 text-sm font-medium text-fg">{style.figure}</p>
            </Card>
          ))}
        </CardGrid>
        <div className="mt-4">
          <Note icon={Info} title="Two words need capitals or a separator">
            <p>
              Without either, two different pairs of words could spell the same username, and some
              usernames would come up more often than others. So the generator turns capitals on
              there and says so: “{USERNAME_ADJUSTMENTS.capitalsForTwoWords}”
            </p>
          </Note>
        </div>
      </Section>

      <Section id="username-worth" title="What a username is worth">
        <Card padding="lg" className="max-w-3xl space-y-3 text-sm leading-relaxed text-fg">
          <p>{describeUsername(optionsFor("words"))}</p>
          <p>
            Those bits measure how unlikely a clash or a lucky guess is, not how safe the account
            is: a username is meant to be seen. A random one does two useful things. It is likely to
            be free at the first try, and it keeps your accounts apart, since a name you use nowhere
            else cannot be searched for to find your other accounts or who you are.
          </p>
          <p>
            A plus address or a catch-all address goes further for email: give each site its own,
            and a leak or a sale shows which site it came from. A plus address hides nothing,
            though. If you want sites not to learn your real address at all, use an email alias
            service, whose forwarding addresses have no link to it.
          </p>
        </Card>
      </Section>

      <FaqSection
        id="username-faq"
        title="Username FAQ"
        intro="Quick answers about security, clashes, plus addresses and your privacy."
        items={usernameFaq}
      />

      <OtherDoors current={usernameLanding.path} />
    </>
  );
}
