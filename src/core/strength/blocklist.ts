/**
 * Blocklist matching (NIST SP 800-63B-4 §3.1.1.2: verifiers compare a password against a list of
 * commonly used, expected or compromised values). The list is data passed in, so the engine stays
 * pure and the site can load it lazily; its entries are lower case.
 */
import type { WordLookup } from "./sorted-lines";

/**
 * Common look-alike substitutions, undone before matching: `P@ssw0rd` is `password`. `1` and `|`
 * stand for either `i` or `l`; `!` for `i`. Each maps to the letters it is read as.
 */
export const LOOKALIKE_SUBSTITUTIONS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  "@": ["a"],
  "4": ["a"],
  "8": ["b"],
  "(": ["c"],
  "3": ["e"],
  "6": ["g"],
  "9": ["g"],
  "1": ["i", "l"],
  "|": ["i", "l"],
  "!": ["i"],
  "0": ["o"],
  $: ["s"],
  "5": ["s"],
  "7": ["t"],
  "+": ["t"],
});

/**
 * The digit row shifted on a US keyboard: folding `!QAZ@WSX` to `1qaz2wsx` is to the digit row
 * what case folding is to letters, and keyboard walks are typed both ways.
 */
const SHIFTED_DIGITS: Readonly<Record<string, string>> = Object.freeze({
  "!": "1",
  "@": "2",
  "#": "3",
  $: "4",
  "%": "5",
  "^": "6",
  "&": "7",
  "*": "8",
  "(": "9",
  ")": "0",
});

function unshiftDigits(text: string): string {
  let result = "";
  for (const character of text) result += SHIFTED_DIGITS[character] ?? character;
  return result;
}

/** A letter of any script: what stripping leading and trailing digits and symbols stops at. */
const LETTER = /\p{L}/u;

/** The text with every substitution undone, reading ambiguous look-alikes as `choice` (i or l). */
function undoSubstitutions(text: string, choice: 0 | 1): string {
  let result = "";
  for (const character of text) {
    const letters = LOOKALIKE_SUBSTITUTIONS[character];
    result += letters === undefined ? character : (letters[choice] ?? letters[0]);
  }
  return result;
}

/**
 * The texts a password is looked up as: its whole text case-folded, and that text with its leading
 * and/or trailing run of digits and symbols removed (`Welcome2024!` → `welcome`); each of them as
 * typed, with look-alikes undone (ambiguous ones read all as `i`, then all as `l`), and with the
 * shifted digit row unshifted (`!qaz2wsx` → `1qaz2wsx`). At most 16 lookups, whatever the length.
 */
export function listBlocklistCandidates(password: string): string[] {
  const folded = password.normalize("NFKC").toLowerCase();
  const characters = [...folded];
  const firstLetter = characters.findIndex((character) => LETTER.test(character));
  const cores = [folded];
  if (firstLetter >= 0) {
    let lastLetter = characters.length - 1;
    while (!LETTER.test(characters[lastLetter] ?? "")) lastLetter -= 1;
    const leading = characters.slice(firstLetter).join("");
    const trailing = characters.slice(0, lastLetter + 1).join("");
    const both = characters.slice(firstLetter, lastLetter + 1).join("");
    cores.push(leading, trailing, both);
  }
  const candidates = new Set<string>();
  for (const core of cores) {
    candidates.add(core);
    candidates.add(undoSubstitutions(core, 0));
    candidates.add(undoSubstitutions(core, 1));
    candidates.add(unshiftDigits(core));
  }
  candidates.delete("");
  return [...candidates];
}

/** Whether the password, read as `listBlocklistCandidates` says, is on the list. */
export function isBlocklisted(password: string, blocklist: WordLookup): boolean {
  return listBlocklistCandidates(password).some((candidate) => blocklist.has(candidate));
}
