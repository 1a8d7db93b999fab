import { Link } from "react-router";

export const aboutPage = {
  title: "About Keysmith",
  description:
    "How Keysmith makes passwords: Web Crypto randomness, unbiased selection, lengths 8 to 128, EFF word-list passphrases, and nothing ever sent to a server.",
  intro:
    "Keysmith is a free password and passphrase generator that runs entirely in your browser. This page explains exactly how it works, so you can judge it for yourself.",
  lastUpdated: "2026-11-22",
} as const;

export function AboutContent() {
  return (
    <>
      <h2>Every claim on this site is true of the code</h2>
      <p>
        Password tools ask for trust, so Keysmith follows one rule: nothing is promised on these
        pages that the code does not do. If a feature is described here, it exists and works as
        described; if the code cannot back a claim, the claim is not made.
      </p>

      <h2>How a password is made</h2>
      <p>
        Every random choice comes from <code>crypto.getRandomValues</code>, the cryptographically
        secure random number generator built into your browser (the Web Crypto API). There is no
        fallback to a weaker source such as <code>Math.random</code>: if your browser cannot provide
        secure random numbers, Keysmith stops and tells you instead of producing a password it
        cannot vouch for.
      </p>

      <h3>Unbiased selection</h3>
      <p>
        A random source gives you numbers, and they must be turned into characters without favouring
        any of them. The common shortcut, taking the remainder after dividing by the number of
        characters, quietly does. A random byte has 256 possible values. With all four character
        types the pool holds 88 characters, and 256 = 2 × 88 + 80, so the remainder would pick the
        first 80 characters three ways each but the last 8 only two ways: some characters would be
        50% more likely than others. This is called modulo bias.
      </p>
      <p>
        Keysmith uses rejection sampling instead. It keeps only values below the largest multiple of
        the pool size (176 in this example), discards the rest and draws again. Every character is
        then exactly equally likely.
      </p>

      <h3>Every type you select appears</h3>
      <p>
        If you ask for uppercase, lowercase, digits and symbols, you get at least one of each.
        Keysmith does not patch a missing type into a fixed position, which would make passwords
        more predictable. It draws the whole password again until the rule holds, so the result is
        uniform among all passwords that satisfy it.
      </p>

      <h2>Options</h2>
      <ul>
        <li>Length from 8 to 128 characters, on the generator and the bulk generator.</li>
        <li>
          Uppercase, lowercase, digits and the symbols <code>{"!@#$%^&*()_+-=[]{}|;:,.<>?"}</code>.
        </li>
        <li>
          <strong>Exclude similar characters</strong> removes <code>0 O 1 l I</code>, which are easy
          to misread when typing a password from a screen or paper.
        </li>
        <li>
          Custom character sets of up to 1000 characters. Each user-perceived character, including
          an emoji or an accented letter, counts once and has the same probability.
        </li>
        <li>
          The <Link to="/bulk-generator">Bulk Password Generator</Link> makes up to 100 passwords at
          once from the same random source. Its <code>.txt</code> and <code>.csv</code> downloads
          are built in your browser.
        </li>
      </ul>

      <h2>Passphrases</h2>
      <p>
        Passphrase mode picks words at random from the EFF large word list: 7,776 words chosen to be
        easy to type and remember. You choose the number of words and the separator, and can
        capitalise words and add a number. Each word adds about 12.9 bits of entropy, so six words
        give about 77 bits.
      </p>
      <p>
        The word list is © Electronic Frontier Foundation, published at{" "}
        <a href="https://www.eff.org/dice">eff.org/dice</a>, and used under the{" "}
        <a href="https://creativecommons.org/licenses/by/3.0/us/">
          Creative Commons Attribution 3.0 United States licence (CC BY 3.0 US)
        </a>
        . Thank you to the EFF for making it freely available.
      </p>

      <h2>Measuring strength</h2>
      <p>
        <strong>Entropy</strong> is the number of bits of randomness behind a password: each extra
        bit doubles the number of guesses an attacker needs. For a generated password, Keysmith
        counts exactly how many passwords your settings could have produced. Sixteen characters
        using all four types, for example, come to about 103 bits.
      </p>
      <p>
        The generator also shows a quick score from 0 to 7 for length and variety. The{" "}
        <Link to="/password-checker">Password Strength Checker</Link> runs eight checks, scores from
        0 to 8, and adds an estimated crack time with feedback on patterns such as dictionary words,
        dates and keyboard runs. That estimate comes from{" "}
        <a href="https://github.com/zxcvbn-ts/zxcvbn">zxcvbn-ts</a>, an open-source library under
        the MIT licence, which is loaded only on the checker page and runs in your browser.
      </p>

      <h2>What stays on your device</h2>
      <p>
        Nothing you type or generate is sent to any server. There are no accounts, and the site is a
        set of static files. Your browser stores your generator settings, privacy settings, theme
        and cookie choice, plus, if you keep it, a history of your last 10 passwords. By default
        that history lives only in the current tab and is deleted after 30 minutes or when the tab
        closes; incognito mode stores nothing at all. The <Link to="/privacy">Privacy Policy</Link>{" "}
        lists every entry and how long it lasts.
      </p>

      <h2>Offline and on the command line</h2>
      <p>
        Once a page has loaded, Keysmith keeps working with the network off, and you can install it
        as an app from your browser. A command-line tool, <code>keysmith</code>, uses the same
        engine to generate passwords and passphrases and to check strength in a terminal.
      </p>

      <h2>Contact</h2>
      <p>
        Questions, bug reports or ideas:{" "}
        <a href="mailto:hello@keysmith.example">hello@keysmith.example</a>. We aim to reply within
        24 to 48 hours.
      </p>
    </>
  );
}
