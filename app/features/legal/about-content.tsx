import { Link } from "react-router";

import { SIMILAR_CHARACTERS } from "#core/generate/charsets";
import { EFF_LARGE_WORDLIST_SIZE } from "#core/generate/eff-large-wordlist-size";
import { CHECKER_MAX_SCORE, GENERATOR_MAX_SCORE } from "#core/options/limits";
import { CHECK_RULES } from "#core/strength/checker";
import { scoreGeneratorStrength } from "#core/strength/generator-strength";
import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";

import { CLI_DOWNLOAD, type CliDownload } from "~/lib/cli-download";
import {
  FACTS,
  bitsPerCharacter,
  formatBits,
  formatCount,
  passphraseBits,
  poolSize,
} from "~/features/facts/product-facts";
import { absoluteUrl } from "~/lib/site";

import { ContactLine } from "./contact";

export const aboutPage = {
  title: "About Keysmith",
  description: `How Keysmith makes passwords: Web Crypto randomness, unbiased selection, lengths ${FACTS.length.min} to ${FACTS.length.max}, EFF word-list passphrases, generated in your browser and never sent to a server.`,
  intro:
    "Keysmith is a free password and passphrase generator that runs in your browser. This page explains how it works, and how you can check it for yourself.",
  lastUpdated: "2026-11-25",
} as const;

/** The passphrase lists beyond English, as the generator's language menu knows them. */
function languageList(code: string) {
  const found = PASSPHRASE_LANGUAGES.find((language) => language.code === code);
  if (!found) throw new Error(`No passphrase language ${code}`);
  return found;
}
const GERMAN = languageList("de");
const SPANISH = languageList("es");

/** The modulo-bias example: a random byte mapped onto the full pool by its remainder. */
const BYTE_VALUES = 256;
const POOL = FACTS.pools.all;
const WAYS_LOW = Math.floor(BYTE_VALUES / POOL);
const FAVOURED = BYTE_VALUES - WAYS_LOW * POOL;

/** A random password of lowercase letters only: long, random, and still rated on composition. */
export const LOWERCASE_EXAMPLE_LENGTH = 20;
export const LOWERCASE_EXAMPLE = scoreGeneratorStrength("q".repeat(LOWERCASE_EXAMPLE_LENGTH));
const LOWERCASE_EXAMPLE_BITS = LOWERCASE_EXAMPLE_LENGTH * bitsPerCharacter(poolSize(["lowercase"]));

const SIMILAR_LIST = [...SIMILAR_CHARACTERS].join(" ");

/** How to fetch, verify and run the published command (issue 9). */
export function CliInstructions({ download }: { download: CliDownload | null }) {
  if (download === null) {
    return (
      <p>
        The site’s build publishes the tool as a single file at <code>/downloads/keysmith.mjs</code>
        , with its SHA-256 checksum on this page. This copy was built without it.
      </p>
    );
  }
  const url = absoluteUrl(download.path);
  const file = download.path.slice(download.path.lastIndexOf("/") + 1);
  return (
    <>
      <p>
        Download{" "}
        <a href={download.path} download>
          {file}
        </a>{" "}
        ({formatCount(Math.ceil(download.bytes / 1024))} KB), a single JavaScript file that runs on
        Node.js 20 or newer. Its SHA-256 checksum is:
      </p>
      <p>
        <code className="break-all" data-testid="cli-sha256">
          {download.sha256}
        </code>
      </p>
      <p>Check the file against that checksum before you run it, then run it:</p>
      {/* Wrapped rather than scrolled, so the commands read in full at any width. */}
      <pre className="break-all whitespace-pre-wrap">
        <code>{`curl -fLO ${url} && echo "${download.sha256}  ${file}" | sha256sum -c -\nnode ${file} --help`}</code>
      </pre>
      <p>
        On macOS, use <code>shasum -a 256 -c -</code> in place of <code>sha256sum -c -</code>. The
        first command prints <code>{file}: OK</code> only when the file is exactly the one this page
        describes. The file is not minified, so you can also read it before running it.
      </p>
    </>
  );
}

export function AboutContent({ cliDownload = CLI_DOWNLOAD }: { cliDownload?: CliDownload | null }) {
  return (
    <>
      <h2>What you can check for yourself</h2>
      <p>
        Password tools ask for trust, so this page sets out how Keysmith works in enough detail to
        test it: where its randomness comes from, how characters are chosen, what it keeps and what
        it sends. The figures on these pages (lengths, limits, pool sizes, bits) are computed from,
        or tested against, the constants the generator uses. Some things cannot be proven from a web
        page, such as what the server that hosts these files records; where that is so, we say so.
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
        characters, quietly does. A random byte has {BYTE_VALUES} possible values. With all four
        character types the pool holds {POOL} characters, and {BYTE_VALUES} = {WAYS_LOW} × {POOL} +{" "}
        {FAVOURED}, so the remainder would pick the first {FAVOURED} characters {WAYS_LOW + 1} ways
        each but the last {POOL - FAVOURED} only {WAYS_LOW} ways: some characters would be{" "}
        {Math.round(100 / WAYS_LOW)}% more likely than others. This is called modulo bias.
      </p>
      <p>
        Keysmith uses rejection sampling instead. It keeps only values below the largest multiple of
        the pool size ({WAYS_LOW * POOL} in this example), discards the rest and draws again. Every
        character is then exactly equally likely.
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
        <li>
          Length from {FACTS.length.min} to {FACTS.length.max} characters, on the generator and the
          bulk generator.
        </li>
        <li>
          Uppercase, lowercase, digits and the symbols <code>{FACTS.symbols}</code>.
        </li>
        <li>
          <strong>Exclude similar characters</strong> removes <code>{SIMILAR_LIST}</code>, which are
          easy to misread when typing a password from a screen or paper.
        </li>
        <li>
          Custom character sets of up to {FACTS.customCharsetMax} characters. Each user-perceived
          character, including an emoji or an accented letter, counts once and has the same
          probability.
        </li>
        <li>
          The <Link to="/bulk-generator">Bulk Password Generator</Link> makes up to {FACTS.bulk.max}{" "}
          passwords at once from the same random source. Its <code>.txt</code> and <code>.csv</code>{" "}
          downloads are built in your browser.
        </li>
      </ul>

      <h2>Passphrases</h2>
      <p>
        Passphrase mode picks {FACTS.passphrase.minWords} to {FACTS.passphrase.maxWords} words at
        random from the EFF large word list: {formatCount(EFF_LARGE_WORDLIST_SIZE)} words chosen to
        be easy to type and remember. You choose the number of words and the separator (or a random
        one of - _ . , between each pair), and can capitalise words, add a number and add a symbol
        to one word. Each English word adds about {formatBits(FACTS.passphrase.bitsPerWord, 1)} bits
        of entropy, so {FACTS.passphrase.defaultWords} words, the default, give about{" "}
        {formatBits(passphraseBits(FACTS.passphrase.defaultWords))} bits.
      </p>
      <p>
        The word list is © Electronic Frontier Foundation, published at{" "}
        <a href="https://www.eff.org/dice">eff.org/dice</a>, and used under the{" "}
        <a href="https://creativecommons.org/licenses/by/3.0/us/">
          Creative Commons Attribution 3.0 United States licence (CC BY 3.0 US)
        </a>
        . Thank you to the EFF for making it freely available.
      </p>
      <p>
        Passphrases can also be made in German, Spanish, French, Italian, Portuguese or Czech. The
        German list has {formatCount(GERMAN.size)} words (about{" "}
        {formatBits(Math.log2(GERMAN.size), 1)} bits each) and comes from{" "}
        <a href="https://github.com/dys2p/wordlists-de">dys2p/wordlists-de</a>, whose authors offer
        it under the Unlicense, CC0 1.0 or BSD-3 licence. The other five are the{" "}
        {formatCount(SPANISH.size)}-word lists of the BIP39 standard (
        {formatBits(Math.log2(SPANISH.size))} bits each), taken from{" "}
        <a href="https://github.com/paulmillr/scure-bip39">@scure/bip39</a> under the MIT licence.
        Each list is fetched only when you choose its language.
      </p>

      <h2>Measuring strength</h2>
      <p>
        <strong>Entropy</strong> is the number of bits of randomness behind a password: each extra
        bit doubles the number of guesses an attacker needs. For a generated password, Keysmith
        counts exactly how many passwords your settings could have produced. {FACTS.length.default}{" "}
        characters (the default) using all four types, for example, come to about{" "}
        {formatBits(FACTS.defaultPasswordBits)} bits.
      </p>
      <p>
        The generator’s label (Weak, Fair, Good or Strong) is a quick score from 0 to{" "}
        {GENERATOR_MAX_SCORE}: a point each for reaching 8, 12 and 16 characters and for each kind
        of character present. It rewards variety, not randomness, so it can understate a random
        password: {LOWERCASE_EXAMPLE_LENGTH} random lowercase letters carry about{" "}
        {formatBits(LOWERCASE_EXAMPLE_BITS)} bits, yet score {LOWERCASE_EXAMPLE.score} of{" "}
        {GENERATOR_MAX_SCORE}, “{LOWERCASE_EXAMPLE.label}”. For a generated password, the bits are
        the measure to trust.
      </p>
      <p>
        The <Link to="/password-checker">Password Strength Checker</Link> runs {CHECK_RULES.length}{" "}
        checks, scores from 0 to {CHECKER_MAX_SCORE}, and adds an estimated crack time with feedback
        on patterns such as dictionary words, dates and keyboard runs. That estimate comes from{" "}
        <a href="https://github.com/zxcvbn-ts/zxcvbn">zxcvbn-ts</a>, an open-source library under
        the MIT licence, which is loaded only on the checker page and runs in your browser.
      </p>
      <p>
        The <Link to="/wifi-password-generator#wifi-qr">WiFi QR code</Link> is drawn in your browser
        by <a href="https://github.com/davidje13/lean-qr">lean-qr</a>, an open-source library under
        the MIT licence, loaded only when you make a code. The network name and password are not
        sent or saved.
      </p>

      <h2>What stays on your device</h2>
      <p>
        No password you generate or check is sent to any server. There are no accounts, and the site
        is a set of static files. Your browser stores your generator settings, privacy settings,
        theme and cookie choice, plus, if you keep it, a history of your last {FACTS.history}{" "}
        passwords. By default that history lives only in the current tab and is erased when you
        leave or reload the page, and while a generator page stays open, entries older than{" "}
        {FACTS.cleanup.default} minutes are removed; incognito mode stores nothing at all. The{" "}
        <Link to="/privacy">Privacy Policy</Link> lists every entry, how long it lasts, and the one
        thing you can type that does leave your browser: an email address you submit to the blog’s
        newsletter form, where there is one.
      </p>
      <p>
        You can watch this yourself: open your browser’s developer tools, choose the Network tab and
        generate or check a few passwords. Apart from Keysmith’s own code, fetched the first time a
        tool needs it (the word list, the checker’s estimator), and any advertising or analytics you
        have accepted, no request is made, and none carries what you typed. Switching the network
        off shows that the generator needs no server; it is the Network tab that shows what is sent.
      </p>

      <h2>Offline</h2>
      <p>
        Once a page has loaded, Keysmith keeps working with the network off, and you can install it
        as an app from your browser.
      </p>

      <h2 id="command-line">The command-line tool</h2>
      <p>
        <code>keysmith</code> uses the same engine as this site to generate passwords and
        passphrases and to check strength in a terminal.
      </p>
      <CliInstructions download={cliDownload} />

      <h2>Source code</h2>
      <p>
        The code that runs these pages is delivered to your browser, where its developer tools can
        show every script and every request. The command-line tool above is readable as it is. The
        project’s source repository is not published on this site, so we do not describe Keysmith as
        open source.
      </p>

      <h2>Contact</h2>
      <ContactLine lead="Questions, bug reports or ideas" />
    </>
  );
}
