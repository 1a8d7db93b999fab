import { SPECIAL } from "./charsets";

/*
 * The one table of symbols (docs/product-decisions.md, "Symbols"): what each printable ASCII
 * symbol is called, which group of the generator's set it belongs to, and how widely systems
 * accept it. The symbol picker, the symbols page and the command line's help all read it, so a
 * symbol has one name and one verdict everywhere.
 */

/** Where a symbol stands in the generator's set: three groups of `SPECIAL`, or outside it. */
export type SymbolGroup = "basic" | "brackets" | "extended" | "outside";

/**
 * How widely systems accept a symbol: nearly everywhere, on most modern systems, or with a
 * special meaning somewhere (code, shells, paths, web forms) that makes it worth checking.
 */
export type SymbolAcceptance = "safe" | "mostly" | "caution";

export interface SymbolInfo {
  readonly symbol: string;
  /** The name a screen reader says (punctuation is often read as nothing). */
  readonly name: string;
  readonly group: SymbolGroup;
  readonly acceptance: SymbolAcceptance;
}

const row = (
  symbol: string,
  name: string,
  group: SymbolGroup,
  acceptance: SymbolAcceptance,
): SymbolInfo => Object.freeze({ symbol, name, group, acceptance });

/**
 * Every printable ASCII symbol and the space: the generator's 26 (`SPECIAL`) first, group by
 * group, then the others.
 */
export const SYMBOL_TABLE: readonly SymbolInfo[] = Object.freeze([
  row("!", "exclamation mark", "basic", "safe"),
  row("@", "at sign", "basic", "safe"),
  row("#", "number sign", "basic", "safe"),
  row("$", "dollar sign", "basic", "mostly"),
  row("%", "percent sign", "basic", "mostly"),
  row("^", "caret", "basic", "mostly"),
  row("&", "ampersand", "basic", "mostly"),
  row("*", "asterisk", "basic", "mostly"),
  row("(", "left parenthesis", "brackets", "mostly"),
  row(")", "right parenthesis", "brackets", "mostly"),
  row("[", "left square bracket", "brackets", "mostly"),
  row("]", "right square bracket", "brackets", "mostly"),
  row("{", "left curly brace", "brackets", "mostly"),
  row("}", "right curly brace", "brackets", "mostly"),
  row("-", "hyphen", "brackets", "safe"),
  row("_", "underscore", "brackets", "safe"),
  row("+", "plus sign", "brackets", "mostly"),
  row("=", "equals sign", "brackets", "mostly"),
  row("|", "vertical bar (pipe)", "extended", "caution"),
  row(";", "semicolon", "extended", "mostly"),
  row(":", "colon", "extended", "mostly"),
  row(",", "comma", "extended", "mostly"),
  row(".", "period", "extended", "safe"),
  row("<", "less-than sign", "extended", "caution"),
  row(">", "greater-than sign", "extended", "caution"),
  row("?", "question mark", "extended", "mostly"),
  row("~", "tilde", "outside", "mostly"),
  row("`", "backtick", "outside", "caution"),
  row("'", "apostrophe (single quote)", "outside", "caution"),
  row('"', "double quote", "outside", "caution"),
  row("\\", "backslash", "outside", "caution"),
  row("/", "slash", "outside", "caution"),
  row(" ", "space", "outside", "caution"),
]);

/** The table's symbols of one group, in the table's order. */
export function symbolsInGroup(group: SymbolGroup): string[] {
  return SYMBOL_TABLE.filter((info) => info.group === group).map((info) => info.symbol);
}

/** The table's symbols of one acceptance level, in the table's order. */
export function symbolsAccepted(acceptance: SymbolAcceptance): string[] {
  return SYMBOL_TABLE.filter((info) => info.acceptance === acceptance).map((info) => info.symbol);
}

/** A symbol's spoken name; the character itself for one the table does not list. */
export function symbolName(symbol: string): string {
  return SYMBOL_TABLE.find((info) => info.symbol === symbol)?.name ?? symbol;
}

/**
 * The generator's symbols that systems accept nearly everywhere, in `SPECIAL`'s order (so a
 * stored choice of exactly these compares equal once normalized): the "Safe for most sites"
 * preset.
 */
export const SAFE_SYMBOLS: string = [...SPECIAL]
  .filter((symbol) => SYMBOL_TABLE.find((info) => info.symbol === symbol)?.acceptance === "safe")
  .join("");
