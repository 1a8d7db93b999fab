import { cn } from "~/lib/cn";

import { FaqList, type FaqEntry } from "./faq-list";

/**
 * The home page's questions and answers. Plain strings, so the route can also emit them as FAQPage
 * structured data. Every statement is true of the code (DECISIONS.md).
 */
export const HOME_FAQ: ReadonlyArray<FaqEntry> = [
  {
    question: "Is Keysmith safe to use? Does my password leave my browser?",
    answer:
      "Passwords are generated in your browser with the Web Crypto API (crypto.getRandomValues) and never leave it: they are not sent to a server, put in a URL, written to a log or passed to analytics or ads. You can check this yourself: once the page has loaded, switch off your network and the generator keeps working.",
  },
  {
    question: "How random are the generated passwords?",
    answer:
      "Every character comes from crypto.getRandomValues, the browser’s cryptographically secure random source. Random values are turned into characters by rejection sampling: a value that would favor some characters over others is thrown away and drawn again, so each character in the pool is exactly as likely as any other. When you ask for several character types, a password that misses one is discarded as a whole and redrawn, which guarantees every selected type appears at least once without making any password more likely than another. If Web Crypto is unavailable, Keysmith stops with an error rather than fall back to a weaker source.",
  },
  {
    question: "How long should a password be?",
    answer:
      "Length matters more than anything else. Use at least 16 random characters for everyday accounts and 20 or more for email, banking and administrator accounts. The generator makes passwords from 8 to 128 characters long. For a password you have to type or remember, such as a password manager’s master password, use a passphrase of six words or more instead.",
  },
  {
    question: "Should I use a passphrase or a password?",
    answer:
      "Both are strong when they are random. A passphrase is 3 to 20 words picked at random from the EFF large word list (7,776 words, about 12.9 bits each), so six words give about 77 bits and are far easier to read, remember and type. A random password packs more strength into each character and is the better choice wherever a password manager fills it in for you.",
  },
  {
    question: "What is entropy?",
    answer:
      "Entropy, in bits, measures how many different passwords the generator could have produced with your settings; every extra bit doubles the number of guesses an attacker would need. It depends on the length and on the size of the character pool: 16 characters from the default pool of 88 letters, digits and symbols give about 103 bits. Keysmith shows the entropy next to every strength label. Beyond about 80 bits, guessing a random password is out of reach.",
  },
  {
    question: "What does “Exclude similar characters” do?",
    answer:
      "It removes the characters that are easy to mistake for each other, 0 O 1 l I, from the pool, so a password can be read aloud or copied by hand without errors. The pool shrinks a little (from 88 to 83 characters with every type selected), which costs about 1.3 bits for a 16-character password; add a character if that matters to you.",
  },
  {
    question: "Is my password history stored?",
    answer:
      "Only on your device, and only as your privacy settings say. By default history is kept in session storage, which is emptied when you close the tab, holds the last 10 passwords at most and is cleaned up automatically after 30 minutes (adjustable from 5 minutes to 2 hours). You can turn history off or clear it at any time, and in incognito mode nothing is stored at all.",
  },
  {
    question: "Can I use Keysmith offline?",
    answer:
      "Yes. After your first visit, Keysmith works without a network connection, and you can install it as an app from your browser. The generator never needs the network, because everything happens on your device.",
  },
  {
    question: "Is Keysmith free?",
    answer:
      "Yes. The generator, the strength checker and the bulk generator are free to use, with no account and no sign-up.",
  },
  {
    question: "Which symbols does the generator use?",
    answer:
      "The symbols option uses these 26 characters: !@#$%^&*()_+-=[]{}|;:,.<>? It leaves out the space, quotes, backslash, slash, backtick and tilde, which many systems reject or treat specially. If a site accepts only certain symbols, enter the characters you want as a custom character set (up to 1,000 characters, each equally likely).",
  },
];

/** The home page's FAQ section (spec §2 Home; the header's #faq anchor). */
export function Faq({ className }: { className?: string }) {
  return (
    <section
      id="faq"
      aria-labelledby="faq-heading"
      className={cn("below-fold mt-16 scroll-mt-20", className)}
    >
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
        Frequently Asked Questions
      </h2>
      <p className="mt-2 max-w-[70ch] text-muted">
        How Keysmith makes passwords, what it keeps and what it never sends anywhere.
      </p>
      <div className="mt-6">
        <FaqList items={HOME_FAQ} />
      </div>
    </section>
  );
}
