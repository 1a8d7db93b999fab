import {
  PASSPHRASE_DEFAULT_WORDS,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSWORD_DEFAULT_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSPHRASE_SYMBOLS,
  RANDOM_SEPARATORS,
  SIMILAR_CHARACTERS,
  SPECIAL,
  TYPE_MINIMUM_DEFAULT,
  TYPE_MINIMUM_MAX,
  TYPE_MINIMUM_MIN,
} from "#core";
import {
  MEMORABLE_DEFAULT_GROUPS,
  MEMORABLE_MAX_GROUPS,
  MEMORABLE_MIN_GROUPS,
} from "#core/generate/memorable";
import { DEFAULT_BREACH_API_URL } from "#core/breach/pwned-range";
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from "#core/generate/pin";
import { SAFE_SYMBOLS } from "#core/generate/symbol-table";
import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";
import {
  DEFAULT_USERNAME_OPTIONS,
  USERNAME_MAX_DIGITS,
  USERNAME_MAX_LENGTH,
  USERNAME_MAX_WORDS,
  USERNAME_MIN_LENGTH,
  USERNAME_MIN_WORDS,
  USERNAME_TAG_LENGTH,
} from "#core/generate/username";
import { USERNAME_WORD_LIST_SIZE } from "#core/generate/username-words";
import { KNOWN_SITES } from "#core/password-rules/known-sites-data";
import { CLI_MAX_COUNT } from "./args";
import { CHECK_MAX_BYTES } from "./stdin";

const KNOWN_SITES_COUNT = KNOWN_SITES.size;

/** `keysmith --help`: every limit comes from core, so the text cannot drift from the checks. */
export const HELP_TEXT = `keysmith: secure passwords from Web Crypto, made on this machine

Usage:
  keysmith [options] [LENGTH [COUNT]] print random passwords, one per line
  keysmith --site SITE [options]     passwords that SITE's known password rules accept
  keysmith --rules RULE [options]    passwords that a Password Rules string accepts
  keysmith --memorable [--groups N]  print memorable passwords (syllable groups)
  keysmith --pin N                   print PINs of N digits, ${PIN_MIN_LENGTH}-${PIN_MAX_LENGTH}
  keysmith passphrase [options]      print passphrases (English, or --lang)
  keysmith username [options]        print usernames (words, a handle, or an email address)
  keysmith check [PASSWORD] [--json] rate a password; without PASSWORD, read one line from stdin

Password options:
  -l, --length N       characters, ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} (default ${PASSWORD_DEFAULT_LENGTH}); or LENGTH
  -n, --count N        passwords to print, 1-${CLI_MAX_COUNT} (default 1); or COUNT
  -A, --no-uppercase   leave out A-Z
  --no-lowercase       leave out a-z
  -0, --no-numbers     leave out 0-9
  --no-symbols         leave out ${SPECIAL}
  -B, --exclude-similar
                       leave out ${SIMILAR_CHARACTERS.split("").join(" ")}
  --charset CHARS      draw only from CHARS (each distinct character equally likely;
                       none that cannot be seen or read, such as U+200B or U+E000)
  -r, --remove-chars CHARS
                       never use any of CHARS (the page's "Exclude these characters")
  --symbols CHARS      draw symbols only from CHARS, some of ${SPECIAL}
                       (write --symbols=CHARS when CHARS starts with "-"); nearly
                       every site accepts --symbols=${SAFE_SYMBOLS}
  --min-digits N       at least N digits, ${TYPE_MINIMUM_MIN}-${TYPE_MINIMUM_MAX} (default ${TYPE_MINIMUM_DEFAULT})
  --min-symbols N      at least N symbols, ${TYPE_MINIMUM_MIN}-${TYPE_MINIMUM_MAX} (default ${TYPE_MINIMUM_DEFAULT})
  Every character type in use appears at least once in each password (digits and
  symbols at least their minimum; 0 allows them without requiring them). Every
  password that meets the options is equally likely.
  LENGTH and COUNT read as in pwgen: keysmith 20 5 prints five passwords of 20.
  An option that another makes meaningless is refused, not ignored: --charset
  with --no-numbers, --symbols or --min-digits; --no-numbers with --min-digits;
  --no-symbols with --symbols or --min-symbols.

Site rules:
  --site SITE          use the rules of SITE (a domain or URL) from the list of
                       ${KNOWN_SITES_COUNT} known sites; a subdomain uses its parent's rules
  --rules RULE         use RULE, in the Password Rules language of the HTML
                       passwordrules attribute, e.g. "minlength: 10; required: upper;"
  With either, the rule decides the characters; --length, --count, --remove-chars
  and --exclude-similar still apply, and the type, --charset, --symbols and
  minimum options are refused. What the rule's text ignores is printed on standard
  error as a warning. The length defaults to ${PASSWORD_DEFAULT_LENGTH} within the rule's
  bounds and never leaves them. Passwords are drawn uniformly from every password
  of that length the rule accepts. Keysmith's minimum of ${PASSWORD_MIN_LENGTH} gives way only to a site
  whose maximum is lower, with a note on standard error.

Passphrase options:
  -w, --words N        words, ${PASSPHRASE_MIN_WORDS}-${PASSPHRASE_MAX_WORDS} (default ${PASSPHRASE_DEFAULT_WORDS})
  -s, --separator S    text between words (default "-"); no line break and nothing
                       that cannot be seen or read, as in --charset
  --capitalize         capitalize each word
  --number             append a random digit to one random word
  -n, --count N        passphrases to print, 1-${CLI_MAX_COUNT} (default 1)
  --symbol             append one of ${PASSPHRASE_SYMBOLS} to one random word
  --random-separator   draw each separator from ${[...RANDOM_SEPARATORS].join(" ")}
  --lang CODE          word list: ${PASSPHRASE_LANGUAGES.map((language) => language.code).join(", ")} (default en)

Memorable and PIN options:
  --memorable          syllable groups with one capital and one digit, such as
                       the passwords Apple suggests (--groups N: ${MEMORABLE_MIN_GROUPS}-${MEMORABLE_MAX_GROUPS}, default ${MEMORABLE_DEFAULT_GROUPS})
  --pin N              N random digits, ${PIN_MIN_LENGTH}-${PIN_MAX_LENGTH}; strong only behind a lock that limits tries
  -n, --count N        how many to print

Username options:
  --style STYLE        words (default), chars, plus or catchall
  -n, --count N        usernames to print, 1-${CLI_MAX_COUNT} (default 1)
  words: one or two of ${USERNAME_WORD_LIST_SIZE.toLocaleString("en-US")} short words, e.g. BraveOtter42
  -w, --words N        words, ${USERNAME_MIN_WORDS}-${USERNAME_MAX_WORDS} (default ${DEFAULT_USERNAME_OPTIONS.words})
  --digits N           digits at the end, 0-${USERNAME_MAX_DIGITS} (default ${DEFAULT_USERNAME_OPTIONS.digits})
  -s, --separator S    between the words: - _ . or "" for none (default none)
  --no-capitalize      keep the words in lower case (two words then need a separator)
  chars: a handle of a-z and 0-9 that starts with a letter
  -l, --length N       characters, ${USERNAME_MIN_LENGTH}-${USERNAME_MAX_LENGTH} (default ${DEFAULT_USERNAME_OPTIONS.length})
  plus: your own address with a random ${USERNAME_TAG_LENGTH}-character tag, name+tag@domain
  --email ADDR         your address (implies --style plus)
  catchall: a random ${USERNAME_TAG_LENGTH}-character name at your own domain, tag@domain
  --domain NAME        your domain, whose mail server accepts every name (implies
                       --style catchall)
  A username is not a secret: its randomness only makes a clash or a guess unlikely.

Check options:
  --json               print the verdict as JSON, with zxcvbn's guesses, crack times and warnings
  --breached           also ask Have I Been Pwned's Pwned Passwords whether the
                       password is in known data breaches (never by default): only
                       the first 5 characters of its SHA-1 hash are sent, with the
                       header Add-Padding: true, and the service sees your IP
                       address. Found, the label is Very Weak (exit status 3).
                       KEYSMITH_BREACH_API_URL names another range API (default
                       ${DEFAULT_BREACH_API_URL})
  A password given as an argument lands in your shell history; prefer standard input:
    printf '%s' "$PASSWORD" | keysmith check
  check reads one line of UTF-8 text of at most ${CHECK_MAX_BYTES.toLocaleString("en-US")} bytes; it refuses a
  longer one, or bytes that are not UTF-8, and checks nothing (exit status 2).

  -h, --help           show this help
  -v, --version        show the version
  An option's value can follow it (--length 20, -l 20) or be joined to it
  (--length=20, -l=20, -l20); a value starting with "-" must be joined.
  Arguments must be UTF-8 text, as standard input must.

Exit status:
  0    success
  1    secure random numbers are unavailable
  2    a bad argument (options that clash, an argument that is not UTF-8), or a
       password to check that is too long or not UTF-8
  3    check --breached: the password is in known data breaches
  69   check --breached: the breach service cannot be reached or gave no usable answer
       (the verdict is still printed, without breach data)
  74   standard output cannot be written (a full disk, a closed output)
  Each failure is explained in one line on standard error. A reader that stops
  early, as in keysmith -n 100 | head -1, ends keysmith quietly with status 0.

Word lists: EFF large word list, CC BY 3.0 US (https://www.eff.org/dice); German:
dys2p/wordlists-de (Unlicense, CC0 or BSD-3); Spanish, French, Italian, Portuguese
and Czech: the BIP39 lists of @scure/bip39, MIT licence.
Breach data (check --breached): Pwned Passwords by Have I Been Pwned, CC BY 4.0.
Site rules: Apple's password-manager-resources, MIT licence, Copyright 2020 - 2026 Apple Inc.
`;
