// @vitest-environment happy-dom
import { act } from "react";
import { within } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";

import { getEffLargeWordList } from "#core/generate/eff-large-wordlist";
import { getUsernameWordList } from "#core/generate/username";
import { ratePassphraseStrength } from "#core/strength/passphrase-strength";
import type { GeneratorMode } from "../lib/generator-state";
import { TEMPLATE_ATTRIBUTE, WORDS_ATTRIBUTE } from "./contract";
import { historyEntriesFor, keepsFirstPaint, type FirstPaint } from "./handoff";
import { packWords } from "./packed-words";
import {
  consoleErrors,
  container,
  generateButton,
  hydrateCard,
  prerenderCard,
  recoverable,
  setUpFirstPaintTests,
  shown,
} from "./test-harness";

// The pages made for one mode (docs/decisions/first-paint-password.md, "The doors"): each mode's
// real script (doors/*.ts) runs on the card as prerendered, then React's development build
// hydrates it and reports any difference, which fails these tests.

setUpFirstPaintTests();

function doorCard(mode: GeneratorMode) {
  return { initialMode: mode, title: "A door" };
}

/** The page as prerendered and parsed, with the list the build puts before the script. */
function prerender(mode: GeneratorMode, words?: readonly string[]) {
  prerenderCard(doorCard(mode));
  if (words) {
    const list = document.createElement("script");
    list.type = "text/plain";
    list.setAttribute(WORDS_ATTRIBUTE, "");
    list.textContent = packWords(words);
    document.body.append(list);
  }
}

/** Runs the mode's inline script, as the page does while it is parsed. */
async function paint(mode: Exclude<GeneratorMode, "password">) {
  vi.resetModules();
  const scripts = {
    pin: () => import("./doors/pin"),
    memorable: () => import("./doors/memorable"),
    username: () => import("./doors/username"),
    passphrase: () => import("./doors/passphrase"),
  };
  await scripts[mode]();
}

async function hydrate(mode: GeneratorMode) {
  await hydrateCard(doorCard(mode));
}

afterEach(() => {
  document.querySelector(`script[${WORDS_ATTRIBUTE}]`)?.remove();
});

const DOORS = [
  {
    mode: "pin",
    shape: /^\d{6}$/,
    bits: "19.9 bits",
    meter: /^(Weak|Fair|Good|Strong|Very Strong)$/,
  },
  {
    mode: "memorable",
    shape: /^(?=.*[A-Z])(?=.*\d)[a-zA-Z2-9]{6,7}(-[a-zA-Z2-9]{6,7}){2}$/,
    bits: "73.7 bits",
    meter: /./,
  },
  {
    mode: "username",
    shape: /^[A-Z][a-z]{2,5}[A-Z][a-z]{2,5}\d{2}$/,
    bits: "29.6 bits",
    meter: null,
  },
  { mode: "passphrase", shape: /^[a-z-]+(-[a-z-]+)+$/, bits: "77.5 bits", meter: /./ },
] as const;

function wordsOf(mode: GeneratorMode): readonly string[] | undefined {
  if (mode === "username") return getUsernameWordList();
  if (mode === "passphrase") return getEffLargeWordList();
  return undefined;
}

describe.each(DOORS)("the $mode page's first paint", ({ mode, shape, bits, meter }) => {
  it("draws a value of the page's mode into React's template, and React keeps it", async () => {
    prerender(mode, wordsOf(mode));
    await paint(mode);

    const painted = shown();
    expect(painted).toMatch(shape);
    expect(container.querySelector(`template[${TEMPLATE_ATTRIBUTE}]`)).toBeNull();
    expect(document.querySelector(`script[${WORDS_ATTRIBUTE}]`)).toBeNull();
    // The engine's exact entropy for the page's starting options, as the card states it.
    expect(container.querySelector("[data-output]")?.textContent).toContain(bits);
    const label = container.querySelector('[data-testid="strength-label"]')?.textContent ?? null;
    if (meter === null) expect(label).toBeNull();
    else expect(label).toMatch(meter);
    expect(window.__keysmithFirstPaint?.mode).toBe(mode);

    await hydrate(mode);

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(shown()).toBe(painted);
    expect(window.__keysmithFirstPaint?.adopted).toBe(true);
    expect(within(container).getByRole<HTMLInputElement>("radio", { checked: true }).value).toBe(
      mode,
    );
  });

  it("answers Generate before React, and React goes on drawing once it arrives", async () => {
    prerender(mode, wordsOf(mode));
    await paint(mode);
    const first = shown();
    generateButton().click();
    const second = shown();
    expect(second).toMatch(shape);

    await hydrate(mode);

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(shown()).toBe(second);
    const history = JSON.parse(sessionStorage.getItem("history") ?? "[]") as Array<{
      password: string;
    }>;
    expect(history.map((entry) => entry.password)).toEqual([second]);

    await act(async () => generateButton().click());
    expect(shown()).toMatch(shape);
    expect([first, second]).not.toContain(shown());
    expect(container.textContent).not.toContain("Loading the word list");
  });
});

describe("a door page's script", () => {
  it("draws nothing on a page whose card opens in another mode", async () => {
    prerender("memorable");
    await paint("pin");
    expect(window.__keysmithFirstPaint).toBeUndefined();
    expect(container.querySelector(`template[${TEMPLATE_ATTRIBUTE}]`)).toBeNull();
    await hydrate("memorable");
    expect(recoverable).toEqual([]);
    expect(shown()).toMatch(DOORS[1].shape);
  });

  it("draws nothing without its word list, and the card makes the value itself", async () => {
    prerender("username");
    await paint("username");
    expect(window.__keysmithFirstPaint).toBeUndefined();
    await hydrate("username");
    expect(recoverable).toEqual([]);
    await vi.waitFor(() => expect(shown()).toMatch(DOORS[2].shape));
  });
});

describe("keepsFirstPaint", () => {
  const made = {
    mode: "pin",
    options: null,
    modeOptions: { length: 6 },
  } as unknown as FirstPaint;
  const start = { mode: "pin", options: {} as FirstPaint["options"] & object } as const;

  it("keeps a value of the mode made with the same options, field by field", () => {
    expect(keepsFirstPaint(made, { ...start, modeOptions: { length: 6 } })).toBe(true);
    expect(keepsFirstPaint(made, { ...start, modeOptions: { length: 8 } })).toBe(false);
    expect(keepsFirstPaint(made, { ...start, modeOptions: { length: 6, more: 1 } })).toBe(false);
    expect(keepsFirstPaint(made, { ...start, mode: "memorable", modeOptions: { length: 6 } })).toBe(
      false,
    );
  });
});

describe("historyEntriesFor a passphrase", () => {
  it("rates it as the card rates a passphrase", () => {
    const [entry] = historyEntriesFor(
      [{ kind: "generated", value: "a-b-c", at: 1 }],
      77.5,
      "passphrase",
    );
    const rating = ratePassphraseStrength(77.5);
    expect(entry?.password).toBe("a-b-c");
    expect(entry?.strength).toEqual({
      score: rating.score,
      label: rating.label,
      color: rating.tone,
    });
  });
});
