import { describe, expect, it } from "vitest";

import { SPECIAL } from "./charsets";
import { normalizeSymbols } from "../options/password-options";
import {
  SAFE_SYMBOLS,
  SYMBOL_TABLE,
  symbolName,
  symbolsAccepted,
  symbolsInGroup,
} from "./symbol-table";

/** Printable ASCII (0x20-0x7e) less letters and digits: the space and 32 symbols. */
const ASCII_SYMBOLS = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i))
  .filter((character) => !/[A-Za-z0-9]/.test(character))
  .sort();

describe("SYMBOL_TABLE", () => {
  it("lists every printable ASCII symbol and the space once, each with a name", () => {
    expect(SYMBOL_TABLE.map((info) => info.symbol).sort()).toEqual(ASCII_SYMBOLS);
    for (const info of SYMBOL_TABLE) expect(info.name).toMatch(/^[a-z][a-z ()-]+$/);
    expect(new Set(SYMBOL_TABLE.map((info) => info.name)).size).toBe(SYMBOL_TABLE.length);
  });

  it("groups exactly the generator's symbols, and only them", () => {
    const inSet = [
      ...symbolsInGroup("basic"),
      ...symbolsInGroup("brackets"),
      ...symbolsInGroup("extended"),
    ];
    expect([...inSet].sort()).toEqual([...SPECIAL].sort());
    expect(symbolsInGroup("outside").sort()).toEqual(
      ASCII_SYMBOLS.filter((s) => !SPECIAL.includes(s)),
    );
  });

  it("gives every symbol one acceptance level", () => {
    const levels = [
      ...symbolsAccepted("safe"),
      ...symbolsAccepted("mostly"),
      ...symbolsAccepted("caution"),
    ];
    expect(levels.sort()).toEqual(ASCII_SYMBOLS);
  });

  it("makes the safe preset of the generator's safe symbols, already in stored order", () => {
    expect([...SAFE_SYMBOLS].sort()).toEqual(
      symbolsAccepted("safe")
        .filter((symbol) => SPECIAL.includes(symbol))
        .sort(),
    );
    expect(normalizeSymbols(SAFE_SYMBOLS)).toBe(SAFE_SYMBOLS);
    expect(SAFE_SYMBOLS).toBe("!@#_-.");
  });

  it("names a symbol, or returns a character it does not know", () => {
    expect(symbolName(".")).toBe("period");
    expect(symbolName("{")).toBe("left curly brace");
    expect(symbolName("é")).toBe("é");
  });
});
