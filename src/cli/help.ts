import {
  PASSPHRASE_DEFAULT_WORDS,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSWORD_DEFAULT_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIMILAR_CHARACTERS,
  SPECIAL,
} from "../core/index";
import { CLI_MAX_COUNT } from "./args";

/** `keysmith --help`: every limit comes from core, so the text cannot drift from the checks. */
export const HELP_TEXT = `keysmith: secure passwords from Web Crypto, made on this machine

Usage:
  keysmith [options]                 print random passwords, one per line
  keysmith passphrase [options]      print passphrases from the EFF large word list
  keysmith check [PASSWORD] [--json] rate a password; without PASSWORD, read one line from stdin

Password options:
  -l, --length N       characters, ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} (default ${PASSWORD_DEFAULT_LENGTH})
  -n, --count N        passwords to print, 1-${CLI_MAX_COUNT} (default 1)
  --no-uppercase       leave out A-Z
  --no-lowercase       leave out a-z
  --no-numbers         leave out 0-9
  --no-symbols         leave out ${SPECIAL}
  --exclude-similar    leave out ${SIMILAR_CHARACTERS.split("").join(" ")}
  --charset CHARS      draw only from CHARS (each distinct character equally likely)
  Every character type in use appears at least once in each password.

Passphrase options:
  -w, --words N        words, ${PASSPHRASE_MIN_WORDS}-${PASSPHRASE_MAX_WORDS} (default ${PASSPHRASE_DEFAULT_WORDS})
  -s, --separator S    text between words (default "-")
  --capitalize         capitalize each word
  --number             append a random digit to one random word
  -n, --count N        passphrases to print, 1-${CLI_MAX_COUNT} (default 1)

Check options:
  --json               print the verdict as JSON, with zxcvbn's guesses, crack times and warnings
  A password given as an argument lands in your shell history; prefer standard input:
    printf '%s' "$PASSWORD" | keysmith check

  -h, --help           show this help
  -v, --version        show the version

Exit status: 0 on success, 2 for a bad argument, 1 when secure random numbers are unavailable.
Word list: EFF large word list, CC BY 3.0 US (https://www.eff.org/dice).
`;
