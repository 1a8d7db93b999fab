import { describe, expect, it } from "vitest";

import { FIGURES } from "./figures";
import { FACTS } from "./product-facts";

describe("FIGURES", () => {
  it("are the engine's figures as the pages print them", () => {
    expect(FIGURES["length.min"]).toBe(String(FACTS.length.min));
    expect(FIGURES["length.max"]).toBe(String(FACTS.length.max));
    expect(FIGURES.customCharsetMax).toBe(FACTS.customCharsetMax);
    expect(FIGURES.symbols).toBe(FACTS.symbols);
    expect(FIGURES["passphrase.listSize"]).toBe("7,776");
    expect(FIGURES["passphrase.bitsPerWord"]).toBe("12.9");
  });

  it("explain the modulo-bias example with arithmetic that holds", () => {
    const [bytes, low, pool, favoured] = [
      "modulo.byteValues",
      "modulo.waysLow",
      "modulo.pool",
      "modulo.favoured",
    ].map((name) => Number(FIGURES[name]));
    expect(bytes).toBe((low ?? 0) * (pool ?? 0) + (favoured ?? 0));
    expect(Number(FIGURES["modulo.accepted"])).toBe((low ?? 0) * (pool ?? 0));
  });

  it("are every one a non-empty string", () => {
    for (const [name, value] of Object.entries(FIGURES)) {
      expect(value, name).not.toBe("");
    }
  });
});
