import { describe, expect, it } from "vitest";

import { buildFirstPaintScripts, cardEnd, inlineFirstPaint } from "./first-paint.mjs";

/**
 * A prerendered generator page whose card opens in `mode` (or in the visitor's, for none), with
 * nested elements of the card's own kind and a section below it.
 */
function page(mode) {
  const marked = mode === undefined ? "" : ` data-initial-mode="${mode}"`;
  return (
    `<html><head></head><body><main><div class="intro"></div><div data-generator-card=""${marked}>` +
    '<div class="output"><template data-first-paint-template><div></div></template></div>' +
    '<divider-x></divider-x><div hidden="">a &lt;div&gt; in text</div></div>' +
    "<section><div>FAQ</div></section></main><footer></footer></body></html>"
  );
}

const FIRST_PAINT = {
  scripts: {
    password: "password()",
    pin: "pin()",
    memorable: "memorable()",
    username: "username()",
    passphrase: "passphrase()",
  },
  words: { passphrase: "0a1b", username: "0c1d" },
};

describe("inlineFirstPaint", () => {
  it("puts the script of the card's mode right after the card, and a word list before it if it draws words", () => {
    const cardClosed = "a &lt;div&gt; in text</div></div>";
    expect(inlineFirstPaint(page(), FIRST_PAINT)).toContain(
      `${cardClosed}<script id="ks-first-paint">password()</script><section>`,
    );
    expect(inlineFirstPaint(page("pin"), FIRST_PAINT)).toContain(
      `${cardClosed}<script id="ks-first-paint">pin()</script><section>`,
    );
    expect(inlineFirstPaint(page("passphrase"), FIRST_PAINT)).toContain(
      `${cardClosed}<script type="text/plain" data-first-paint-words>0a1b</script>` +
        '<script id="ks-first-paint">passphrase()</script><section>',
    );
  });

  it("holds the first paint until the parser has reached the script", () => {
    expect(inlineFirstPaint(page(), FIRST_PAINT)).toContain(
      '<head><link rel="expect" href="#ks-first-paint" blocking="render"/></head>',
    );
    expect(() => inlineFirstPaint(page().replace("<head></head>", ""), FIRST_PAINT)).toThrow(
      /without <\/head>/,
    );
  });

  it("gives a passphrase page in another language that language's list", () => {
    const german = page("passphrase").replace("<html>", '<html lang="de">');
    const withLists = { ...FIRST_PAINT, passphraseWords: { de: "0ä1b" } };
    expect(inlineFirstPaint(german, withLists)).toContain(
      '<script type="text/plain" data-first-paint-words>0ä1b</script>',
    );
    const english = page("passphrase").replace("<html>", '<html lang="en">');
    expect(inlineFirstPaint(english, withLists)).toContain("data-first-paint-words>0a1b<");
  });

  it("finds the card's end past nested elements of its kind, and refuses a card never closed", () => {
    const html = page("pin");
    expect(html.slice(0, cardEnd(html))).toMatch(/in text<\/div><\/div>$/);
    expect(() => cardEnd('<main><div data-generator-card=""><div></div></main>')).toThrow(
      /never closed/,
    );
    expect(() =>
      inlineFirstPaint(`${page()}<div data-generator-card=""></div>`, FIRST_PAINT),
    ).toThrow(/more than one card/);
  });

  it("leaves a page without a card alone and refuses a mode it has no script for", () => {
    expect(inlineFirstPaint("<main></main>", FIRST_PAINT)).toBe("<main></main>");
    expect(() => inlineFirstPaint(page("wifi"), FIRST_PAINT)).toThrow(/no script for mode wifi/);
  });

  it("refuses a word list that could end its data block", () => {
    const words = { ...FIRST_PAINT.words, username: "0a</script><script>x()" };
    expect(() => inlineFirstPaint(page("username"), { ...FIRST_PAINT, words })).toThrow(
      /word list/,
    );
  });
});

describe("buildFirstPaintScripts", () => {
  it("bundles one self-contained script per mode and packs the passphrase and username lists", async () => {
    const { scripts, words, passphraseWords } = await buildFirstPaintScripts();
    expect(Object.keys(scripts).sort()).toEqual([
      "memorable",
      "passphrase",
      "password",
      "pin",
      "username",
    ]);
    for (const script of Object.values(scripts))
      expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    // The English list stays out of the scripts: the page carries it, packed.
    expect(scripts.passphrase).not.toContain("abacus");
    expect(words.passphrase).toMatch(/^0abacus/);
    expect(words.username).toMatch(/^0/);
    // Each translated passphrase page's list, packed: the German list and BIP39's.
    expect(Object.keys(passphraseWords ?? {}).sort()).toEqual(["cs", "de", "es", "fr", "it", "pt"]);
    expect(passphraseWords?.es).toMatch(/^0ábaco/);
    expect(passphraseWords?.cs).toMatch(/^0abdikace/);
  }, 60_000);
});
