import { t } from "@lingui/core/macro";
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
  type UsernameOptions,
  type UsernameStyle,
} from "#core/generate/username-options";
import { USERNAME_WORD_LIST_SIZE, USERNAME_WORD_MAX_LETTERS } from "#core/generate/username-words";

import type { FaqEntry } from "~/components/faq-list";
import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { SOURCE_LOCALE } from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";

import {
  FaqSection,
  OtherDoors,
  bitsIn as formatBits,
  countIn as formatCount,
} from "./door-parts.server";
import { Note } from "./landing-parts";
import { USERNAME_PATH } from "./username-landing";

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
  const figure = formatBits(Number(mantissa), 1);
  return t`about ${figure} × 10${power}`;
}

/** Written out in full up to 16 digits; above, where so many digits tell a reader nothing, roughly. */
function countOf(style: UsernameStyle): string {
  const bits = bitsOf(style);
  return bits < 53 ? formatCount(Number(countUsernames(optionsFor(style)))) : roughCount(bits);
}

/**
 * What a username of this style is worth, as the engine says it (`describeUsername`), in the
 * page's language: English takes the engine's own sentence, so the page says what the generator
 * says.
 */
function usernameWorth(style: UsernameStyle): string {
  if (i18n.locale === SOURCE_LOCALE) return describeUsername(optionsFor(style));
  const count = countOf(style);
  switch (style) {
    case "words":
    case "chars":
      return t`A username is not a secret: sites show it to other people. These settings make ${count} usernames, all equally likely, so the chance that someone else drawing the same way gets yours, or that a guesser names it at the first try, is 1 in ${count}. Keep your password the secret.`;
    case "plus":
      return t`A plus address still reaches your inbox, and its tag is one of ${count}, so a site that leaks or sells it shows itself. It hides nothing: anyone who sees it can remove the tag and find your address, and some sites refuse a "+".`;
    case "catchall":
      return t`A catch-all address reaches you through your own domain; its name is one of ${count}, so a site that leaks or sells it shows itself, and your other addresses cannot be guessed from it. Your domain must accept mail for every name.`;
  }
}

/** The generator's note when it turns capitals on for two words, in the page's language. */
function capitalsNote(): string {
  return i18n.locale === SOURCE_LOCALE
    ? USERNAME_ADJUSTMENTS.capitalsForTwoWords
    : t`Capitals turned on: with no separator, they keep the two words apart, so each username comes from one pair of words.`;
}

/** People in the example of a clash: each draws one username with the same settings. */
const PEOPLE = 10_000;
/** The chance that some two of `PEOPLE` draws from `count` equally likely names are the same. */
function clashChance(style: UsernameStyle): number {
  const count = 2 ** bitsOf(style);
  return -Math.expm1((-PEOPLE * (PEOPLE - 1)) / (2 * count));
}
function percent(chance: number): string {
  if (chance < 0.0001) return t`practically nil`;
  const figure = Number((chance * 100).toPrecision(2));
  const shown = i18n.locale === SOURCE_LOCALE ? String(figure) : figure.toLocaleString(i18n.locale);
  return t`about ${shown}%`;
}

const WORDS = DEFAULT_USERNAME_OPTIONS;
const SEPARATOR_NAMES = USERNAME_SEPARATORS.filter((separator) => separator !== "").join(" ");

/** Questions the page answers, shown as a list and also emitted as FAQPage data. */
export function usernameFaq(): ReadonlyArray<FaqEntry> {
  const words = countOf("words");
  const people = formatCount(PEOPLE);
  const wordsClash = percent(clashChance("words"));
  const charsClash = percent(clashChance("chars"));
  return [
    {
      question: t`Does a random username make my account more secure?`,
      answer: t`Only a little. A username is not a secret: sites show it to other people, and your password is what keeps the account safe. What a random username does is keep your accounts apart: a name you use nowhere else cannot be searched for to find your other accounts or your real name.`,
    },
    {
      question: t`What if the username is already taken?`,
      answer: t`Generate another. With the default settings there are ${words} word usernames, so a clash is rare but not impossible: if ${people} people each drew one, the chance that some two of them got the same would be ${wordsClash}. Random characters make a clash far less likely: ${charsClash} for the same ${people} people.`,
    },
    {
      question: t`What is a plus address?`,
      answer: t`Your own email address with a tag after a plus sign, such as name+tag@example.com. Most large email providers, Gmail and Outlook.com among them, deliver it to name@example.com, so you can give each site its own address and see which one leaked or sold it. It hides nothing: anyone who sees it can delete the tag, and some sites refuse a plus sign.`,
    },
    {
      question: t`What is a catch-all address?`,
      answer: t`If you own a domain, your mail host can deliver mail for every name at it to you. Keysmith makes a random name at your domain, one per site: a leak shows which site it came from, and your other addresses cannot be guessed from it. Turn on catch-all delivery at your mail host first, or mail to these names will bounce.`,
    },
    {
      question: t`Is the email address I type sent anywhere?`,
      answer: t`No. The username, and the address or domain you type for the plus and catch-all styles, stay in your browser: Keysmith makes the username with your browser’s cryptographic random number generator and sends nothing anywhere.`,
    },
  ];
}

interface StyleCard {
  title: string;
  format: string;
  text: string;
  figure: string;
  icon: typeof Hash;
}

function styles(): ReadonlyArray<StyleCard> {
  const minWords = USERNAME_MIN_WORDS;
  const maxWords = USERNAME_MAX_WORDS;
  const listSize = formatCount(USERNAME_WORD_LIST_SIZE);
  const maxLetters = USERNAME_WORD_MAX_LETTERS;
  const maxDigits = USERNAME_MAX_DIGITS;
  const separators = SEPARATOR_NAMES;
  const words = countOf("words");
  const wordCount = WORDS.words;
  const digits = WORDS.digits;
  const wordBits = formatBits(bitsOf("words"), 1);
  const minLength = USERNAME_MIN_LENGTH;
  const maxLength = USERNAME_MAX_LENGTH;
  const handles = countOf("chars");
  const length = USERNAME_DEFAULT_LENGTH;
  const charBits = formatBits(bitsOf("chars"), 1);
  const tagLength = USERNAME_TAG_LENGTH;
  const plusWorth = usernameWorth("plus");
  const tags = countOf("plus");
  const plusBits = formatBits(bitsOf("plus"), 1);
  const catchallWorth = usernameWorth("catchall");
  const names = countOf("catchall");
  const catchallBits = formatBits(bitsOf("catchall"), 1);
  return [
    {
      title: t`Words`,
      format: t`Word + Word + digits`,
      text: t`${minWords} or ${maxWords} words from a list of ${listSize} short words (the EFF large word list’s plain words of up to ${maxLetters} letters), with capitals or not, 0 to ${maxDigits} digits, and nothing or one of ${separators} between the words.`,
      figure: t`${words} usernames with ${wordCount} words, capitals and ${digits} digits: ${wordBits} bits.`,
      icon: TextCursorInput,
    },
    {
      title: t`Random characters`,
      format: t`a letter, then letters and digits`,
      text: t`A handle of ${minLength} to ${maxLength} lower-case letters and digits that starts with a letter, as most sites’ username rules want.`,
      figure: t`${handles} handles of ${length} characters: ${charBits} bits.`,
      icon: Hash,
    },
    {
      title: t`Plus address`,
      format: t`name+tag@your-domain`,
      text: t`Your own email address with a random tag of ${tagLength} letters and digits. ${plusWorth}`,
      figure: t`${tags} tags: ${plusBits} bits.`,
      icon: AtSign,
    },
    {
      title: t`Catch-all address`,
      format: t`tag@your-domain`,
      text: t`A random name of ${tagLength} letters and digits at a domain you own. ${catchallWorth}`,
      figure: t`${names} names: ${catchallBits} bits.`,
      icon: Globe,
    },
  ];
}

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function UsernameLandingDetails() {
  const note = capitalsNote();
  return (
    <>
      <Section
        id="username-how"
        title={t`How it works`}
        intro={
          <p>
            {t`Every choice is drawn uniformly and on its own, and each username comes from exactly one set of choices, so every username your settings allow is equally likely and the count shown is exact.`}
          </p>
        }
      >
        <CardGrid columns={2}>
          {styles().map((style) => (
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
          <Note icon={Info} title={t`Two words need capitals or a separator`}>
            <p>
              {t`Without either, two different pairs of words could spell the same username, and some usernames would come up more often than others. So the generator turns capitals on there and says so: “${note}”`}
            </p>
          </Note>
        </div>
      </Section>

      <Section id="username-worth" title={t`What a username is worth`}>
        <Card padding="lg" className="max-w-3xl space-y-3 text-sm leading-relaxed text-fg">
          <p>{usernameWorth("words")}</p>
          <p>
            {t`Those bits measure how unlikely a clash or a lucky guess is, not how safe the account is: a username is meant to be seen. A random one does two useful things. It is likely to be free at the first try, and it keeps your accounts apart, since a name you use nowhere else cannot be searched for to find your other accounts or who you are.`}
          </p>
          <p>
            {t`A plus address or a catch-all address goes further for email: give each site its own, and a leak or a sale shows which site it came from. A plus address hides nothing, though. If you want sites not to learn your real address at all, use an email alias service, whose forwarding addresses have no link to it.`}
          </p>
        </Card>
      </Section>

      <FaqSection
        id="username-faq"
        title={t`Username FAQ`}
        intro={t`Quick answers about security, clashes, plus addresses and your privacy.`}
        items={usernameFaq()}
      />

      <OtherDoors current={USERNAME_PATH} />
    </>
  );
}
