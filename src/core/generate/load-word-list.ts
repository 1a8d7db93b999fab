import type { PassphraseLanguage } from "./passphrase-languages";

/*
 * Each language's word list as a module of its own, loaded when first asked for
 * (docs/product-decisions.md, "Passphrases"): the site fetches a list only when a visitor picks
 * that language, and its service worker keeps every list for offline use. BIP39's lists (MIT,
 * through @scure/bip39) are written in Unicode normal form C here, so "ábaco" is typed and stored
 * as one character per letter.
 */

function splitBip39(list: readonly string[]): readonly string[] {
  return Object.freeze(list.map((word) => word.normalize("NFC")));
}

/** The word list of a language. */
export async function loadWordList(language: PassphraseLanguage): Promise<readonly string[]> {
  switch (language) {
    case "en":
      return (await import("./eff-large-wordlist")).getEffLargeWordList();
    case "de":
      return (await import("./wordlists/german-7776")).getGermanWordList();
    case "es":
      return splitBip39((await import("@scure/bip39/wordlists/spanish.js")).wordlist);
    case "fr":
      return splitBip39((await import("@scure/bip39/wordlists/french.js")).wordlist);
    case "it":
      return splitBip39((await import("@scure/bip39/wordlists/italian.js")).wordlist);
    case "pt":
      return splitBip39((await import("@scure/bip39/wordlists/portuguese.js")).wordlist);
    case "cs":
      return splitBip39((await import("@scure/bip39/wordlists/czech.js")).wordlist);
    default: {
      const unknown: never = language;
      return unknown;
    }
  }
}
