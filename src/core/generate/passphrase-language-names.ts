import { WORD_LIST_SIZES, type PassphraseLanguage } from "./passphrase-languages";

export interface PassphraseLanguageInfo {
  code: PassphraseLanguage;
  /** The language's own name, for the menu. */
  name: string;
  /** Words in its list; each word adds log2(size) bits. */
  size: number;
  /** The list, as a sentence names it: "the EFF large word list". */
  source: string;
}

function language(code: PassphraseLanguage, name: string, source: string): PassphraseLanguageInfo {
  return { code, name, size: WORD_LIST_SIZES[code], source };
}

/** The passphrase languages in menu order, each named in its own language. */
export const PASSPHRASE_LANGUAGES: ReadonlyArray<PassphraseLanguageInfo> = Object.freeze([
  language("en", "English", "the EFF large word list"),
  language("de", "Deutsch", "the German list of dys2p/wordlists-de"),
  language("es", "Español", "the Spanish BIP39 list"),
  language("fr", "Français", "the French BIP39 list"),
  language("it", "Italiano", "the Italian BIP39 list"),
  language("pt", "Português", "the Portuguese BIP39 list"),
  language("cs", "Čeština", "the Czech BIP39 list"),
]);
