import { t } from "@lingui/core/macro";

import { CHARACTER_TYPES, SIMILAR_CHARACTERS, SPECIAL } from "#core/generate/charsets";
import {
  CLEANUP_DEFAULT_MINUTES,
  CLEANUP_MAX_MINUTES,
  CLEANUP_MIN_MINUTES,
  CUSTOM_CHARSET_MAX,
  HISTORY_MAX_ENTRIES,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSWORD_DEFAULT_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "#core/options/limits";

import { generatedPasswordBits, poolSize } from "~/lib/facts/derive";
import { BREACH_API_URL, breachServiceName } from "~/lib/breach-api";
import { cn } from "~/lib/cn";

import { FaqList, type FaqEntry } from "~/components/faq-list";

import { formatLocalBits as bits, formatLocalCount as count } from "~/lib/i18n/format-number";

import { pageWordListSize, pagePassphraseBits } from "./figures";

// The home page's first view is budgeted: these come straight from the engine, not from FACTS.
const similar = [...SIMILAR_CHARACTERS].join(" ");
const defaultBits = generatedPasswordBits(PASSWORD_DEFAULT_LENGTH);
const noSimilarBits = generatedPasswordBits(PASSWORD_DEFAULT_LENGTH, CHARACTER_TYPES, true);

/**
 * The home page's questions and answers, in the language in force (docs/decisions/i18n-library.md):
 * plain strings, so the route can also emit them as FAQPage structured data. Every figure comes
 * from the engine (product-facts.ts).
 */
export function homeFaq(): FaqEntry[] {
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  const minWords = PASSPHRASE_MIN_WORDS;
  const maxWords = PASSPHRASE_MAX_WORDS;
  const listSize = count(pageWordListSize());
  const wordBits = bits(pagePassphraseBits(1), 1);
  const sixWordBits = bits(pagePassphraseBits(6));
  const length = PASSWORD_DEFAULT_LENGTH;
  const pool = poolSize();
  const poolWithoutSimilar = poolSize(CHARACTER_TYPES, true);
  const defaultPoolBits = bits(defaultBits);
  const similarCost = bits(defaultBits - noSimilarBits, 1);
  const historyMax = HISTORY_MAX_ENTRIES;
  const cleanupDefault = CLEANUP_DEFAULT_MINUTES;
  const cleanupMin = CLEANUP_MIN_MINUTES;
  const cleanupMaxHours = CLEANUP_MAX_MINUTES / 60;
  const symbolCount = SPECIAL.length;
  const customMax = count(CUSTOM_CHARSET_MAX);
  const service = BREACH_API_URL === null ? "" : breachServiceName(BREACH_API_URL);
  const safety = t`Passwords are generated in your browser with the Web Crypto API (crypto.getRandomValues) and never leave it: not sent to a server, put in a URL or logged, and any analytics or ads run in a sandboxed frame that cannot read the page. To check, watch the Network tab of your browser’s developer tools while you generate: no request carries a password.`;
  const breachException = t`The one exception is opt-in: with the Password Checker’s breach check turned on, the first 5 characters of a checked password’s SHA-1 hash (never the password) are sent to ${service}.`;
  return [
    {
      question: t`Is Keysmith safe to use? Does my password leave my browser?`,
      answer: BREACH_API_URL === null ? safety : `${safety} ${breachException}`,
    },
    {
      question: t`How random are the generated passwords?`,
      answer: t`Every character comes from crypto.getRandomValues, the browser’s cryptographically secure random source. Random values are turned into characters by rejection sampling: a value that would favor some characters over others is thrown away and drawn again, so each character in the pool is exactly as likely as any other. When you ask for several character types, a password that misses one is discarded as a whole and redrawn, which guarantees every selected type appears at least once without making any password more likely than another. If Web Crypto is unavailable, Keysmith stops with an error rather than fall back to a weaker source.`,
    },
    {
      question: t`How long should a password be?`,
      answer: t`Length matters more than anything else. Use at least 16 random characters for everyday accounts and 20 or more for email, banking and administrator accounts. The generator makes passwords from ${min} to ${max} characters long. For a password you have to type or remember, such as a password manager’s master password, use a passphrase of six words or more instead.`,
    },
    {
      question: t`Should I use a passphrase or a password?`,
      answer: t`Both are strong when they are random. A passphrase is ${minWords} to ${maxWords} words picked at random from a word list (${listSize} words, about ${wordBits} bits each), so six words give about ${sixWordBits} bits and are far easier to read, remember and type. A random password packs more strength into each character and is the better choice wherever a password manager fills it in for you.`,
    },
    {
      question: t`What is entropy?`,
      answer: t`Entropy, in bits, measures how many different passwords the generator could have produced with your settings; every extra bit doubles the number of guesses an attacker would need. It depends on the length and on the size of the character pool: ${length} characters from the default pool of ${pool} letters, digits and symbols give about ${defaultPoolBits} bits. Keysmith shows the entropy next to every strength label. Beyond about 80 bits, guessing a random password is out of reach.`,
    },
    {
      question: t`What does “Exclude similar characters” do?`,
      answer: t`It removes the characters that are easy to mistake for each other, ${similar}, from the pool, so a password can be read aloud or copied by hand without errors. The pool shrinks a little (from ${pool} to ${poolWithoutSimilar} characters with every type selected), which costs about ${similarCost} bits for a ${length}-character password; add a character if that matters to you.`,
    },
    {
      question: t`Is my password history stored?`,
      answer: t`Only on your device, and only as your privacy settings say. By default history is kept in session storage, which is emptied when you leave or reload the page, and holds the last ${historyMax} passwords at most. While a generator page is open, entries older than ${cleanupDefault} minutes are removed (adjustable from ${cleanupMin} minutes to ${cleanupMaxHours} hours). You can turn history off or clear it at any time, and in incognito mode nothing is stored at all.`,
    },
    {
      question: t`Can I use Keysmith offline?`,
      answer: t`Yes. After your first visit, Keysmith works without a network connection, and you can install it as an app from your browser. The generator never needs the network, because everything happens on your device.`,
    },
    {
      question: t`Is Keysmith free?`,
      answer: t`Yes. The generator, the strength checker and the bulk generator are free to use, with no account and no sign-up.`,
    },
    {
      question: t`Which symbols does the generator use?`,
      answer: t`The symbols option uses these ${symbolCount} characters: ${SPECIAL} It leaves out the space, quotes, backslash, slash, backtick and tilde, which many systems reject or treat specially. If a site accepts only certain symbols, enter the characters you want as a custom character set (up to ${customMax} characters, each equally likely).`,
    },
  ];
}

/** The home page's FAQ section (spec §2 Home; the header's #faq anchor). */
export function Faq({ className }: { className?: string }) {
  return (
    <section
      id="faq"
      aria-labelledby="faq-heading"
      className={cn("below-fold mt-16 scroll-mt-20", className)}
    >
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
        {t`Frequently Asked Questions`}
      </h2>
      <p className="mt-2 max-w-[70ch] text-muted">
        {t`How Keysmith makes passwords, what it keeps and what it never sends anywhere.`}
      </p>
      <div className="mt-6">
        <FaqList items={homeFaq()} />
      </div>
    </section>
  );
}
