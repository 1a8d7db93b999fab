// @vitest-environment happy-dom
import { act } from "react";
import { within } from "@testing-library/dom";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { SPECIAL, type PasswordOptions } from "#core";
import { rateGeneratedPassword } from "#core/strength/generator-rating";
import { HOLD_ATTRIBUTE, TEMPLATE_ATTRIBUTE } from "./contract";
import { historyEntriesFor } from "./handoff";
import { paintFirstPassword } from "./paint-first-password";
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

// Hydration with React's development build (test-harness.tsx): any difference between the
// script's DOM and what React renders fails these tests.

setUpFirstPaintTests();

/** The page as prerendered, then parsed: what the first-paint script runs on. */
function prerender(initialOptions?: Partial<PasswordOptions>) {
  prerenderCard({ initialOptions });
}

/** What the inline script does (first-paint-script.ts): takes the template out, then paints. */
function paint() {
  const template = container.querySelector<HTMLTemplateElement>(`template[${TEMPLATE_ATTRIBUTE}]`);
  template?.remove();
  paintFirstPassword(template);
}

/** The parts of the card held back until React shows the stored settings. */
function held(): string[] {
  return (document.documentElement.getAttribute(HOLD_ATTRIBUTE) ?? "").split(" ").filter(Boolean);
}

/** The radio of the mode the card shows as chosen. */
function chosenMode(): string | undefined {
  return within(container)
    .getAllByRole<HTMLInputElement>("radio")
    .find((radio) => radio.checked)?.value;
}

async function hydrate(initialOptions?: Partial<PasswordOptions>) {
  await hydrateCard({ initialOptions });
}

beforeEach(() => {
  document.documentElement.removeAttribute(HOLD_ATTRIBUTE);
});

describe("the first-paint script", () => {
  it("draws a password in the visitor's stored options before React loads", () => {
    localStorage.setItem(
      "passwordOptions",
      JSON.stringify({ length: 24, includeSpecial: false, includeNumbers: true }),
    );
    prerender();
    expect(container.textContent).toContain("Your password appears here.");

    paint();

    const password = shown();
    expect(password).toHaveLength(24);
    expect([...password].some((character) => SPECIAL.includes(character))).toBe(false);
    expect(password).toMatch(/[0-9]/);
    expect(container.textContent).not.toContain("Your password appears here.");
    const firstPaint = window.__keysmithFirstPaint;
    expect(firstPaint?.password).toBe(password);
    const rating = rateGeneratedPassword(password, firstPaint?.entropyBits ?? 0);
    expect(container.querySelector('[data-testid="strength-label"]')?.textContent).toBe(
      rating.label,
    );
    expect(container.querySelector("[data-announcement]")?.textContent).toBe(
      `New password generated. Strength: ${rating.label}.`,
    );
  });

  it("uses the page's own options on a landing page, not the stored ones", () => {
    localStorage.setItem("passwordOptions", JSON.stringify({ length: 40 }));
    prerender({ length: 20, includeSpecial: false });
    paint();
    expect(shown()).toHaveLength(20);
    expect([...shown()].some((character) => SPECIAL.includes(character))).toBe(false);
  });

  it("falls back to the defaults for a corrupted stored entry, as the app does", () => {
    localStorage.setItem("passwordOptions", "{not json");
    prerender();
    paint();
    expect(shown()).toHaveLength(16);
  });

  it("leaves the placeholder when the options allow no password", () => {
    localStorage.setItem(
      "passwordOptions",
      JSON.stringify({ useCustomCharset: true, customCharset: "" }),
    );
    prerender();
    paint();
    expect(container.textContent).toContain("Your password appears here.");
    expect(window.__keysmithFirstPaint).toBeUndefined();
    // The form, which will say why, waits for the app as the stored options are not the defaults.
    expect(held()).toEqual(["options"]);
  });

  it.each(["passphrase", "memorable", "pin"])(
    "leaves a card the visitor keeps in %s mode to the app",
    (mode) => {
      localStorage.setItem("generatorMode", mode);
      prerender();
      paint();
      expect(container.textContent).toContain("Your password appears here.");
      expect(window.__keysmithFirstPaint).toBeUndefined();
    },
  );

  it("reads a stored mode that is not one of the four as passwords, as the app does", () => {
    localStorage.setItem("generatorMode", "wifi");
    prerender();
    paint();
    expect(shown()).toHaveLength(16);
  });

  it("takes React's template out of the page and fills it, with nothing else left behind", () => {
    prerender();
    expect(container.querySelector(`template[${TEMPLATE_ATTRIBUTE}]`)).not.toBeNull();
    paint();
    expect(container.querySelector("template")).toBeNull();
    // One password, one copy button, one meter: the template's sample is nowhere.
    expect(within(container).getAllByTestId("password")).toHaveLength(1);
    expect(within(container).getAllByRole("button", { name: "Copy password" })).toHaveLength(1);
    expect(within(container).getAllByRole("meter")).toHaveLength(1);
    expect(shown()).not.toBe("a1- ");
  });

  it.each([
    ["nothing is stored", null, null],
    ["the stored options are corrupted", "{not json", null],
    ["the stored options are the defaults", JSON.stringify({ length: 16 }), null],
    ["the stored mode is not one of the four", null, "wifi"],
    ["the stored mode is corrupted", null, "x".repeat(5000)],
  ])("holds nothing back when %s: the defaults are what the card shows", (_, stored, mode) => {
    if (stored !== null) localStorage.setItem("passwordOptions", stored);
    if (mode !== null) localStorage.setItem("generatorMode", mode);
    prerender();
    paint();
    expect(held()).toEqual([]);
    expect(shown()).toHaveLength(16);
  });

  it("holds back the options form while it would show defaults for stored options", () => {
    localStorage.setItem("passwordOptions", JSON.stringify({ length: 40, includeSpecial: false }));
    prerender();
    paint();
    // The password is the stored options'; the form, prerendered with 16 and Symbols, waits.
    expect(shown()).toHaveLength(40);
    expect(within(container).getByRole("textbox", { name: "Length" })).toHaveProperty(
      "value",
      "16",
    );
    expect(held()).toEqual(["options"]);
    expect(chosenMode()).toBe("password");
  });

  it.each(["passphrase", "memorable", "pin"])(
    "holds back the mode, the output and the options of a card kept in %s mode",
    (mode) => {
      localStorage.setItem("generatorMode", mode);
      prerender();
      paint();
      expect(held()).toEqual(["mode", "output", "options"]);
    },
  );

  it("holds nothing back on a landing page, whose card shows its own options", () => {
    localStorage.setItem("generatorMode", "passphrase");
    localStorage.setItem("passwordOptions", JSON.stringify({ length: 40 }));
    prerender({ length: 20 });
    paint();
    expect(held()).toEqual([]);
    expect(shown()).toHaveLength(20);
  });
});

describe("React adopting the first password", () => {
  it("hydrates the script's DOM without a mismatch and keeps the same password", async () => {
    localStorage.setItem("passwordOptions", JSON.stringify({ length: 31 }));
    prerender();
    paint();
    const painted = shown();
    const label = container.querySelector('[data-testid="strength-label"]')?.textContent;

    await hydrate();

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(shown()).toBe(painted);
    expect(container.querySelector('[data-testid="strength-label"]')?.textContent).toBe(label);
    // The stored options are now shown by the form, and the password was made with them.
    expect(container.querySelectorAll('[data-testid="password"]')).toHaveLength(1);
    expect(window.__keysmithFirstPaint?.adopted).toBe(true);
  });

  it("shows the stored options once React shows them, and only then", async () => {
    localStorage.setItem("passwordOptions", JSON.stringify({ length: 40, includeSpecial: false }));
    prerender();
    paint();
    const painted = shown();
    expect(held()).toEqual(["options"]);

    await hydrate();

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(held()).toEqual([]);
    expect(within(container).getByRole("textbox", { name: "Length" })).toHaveProperty(
      "value",
      "40",
    );
    expect(within(container).getByRole("checkbox", { name: /Symbols/ })).toHaveProperty(
      "checked",
      false,
    );
    expect(shown()).toBe(painted);
  });

  it("shows a card kept in passphrase mode as a passphrase card once React shows it", async () => {
    localStorage.setItem("generatorMode", "passphrase");
    prerender();
    paint();
    expect(held()).toEqual(["mode", "output", "options"]);

    await hydrate();

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(held()).toEqual([]);
    expect(chosenMode()).toBe("passphrase");
    expect(container.textContent).not.toContain("Your password appears here.");
    expect(within(container).queryByRole("textbox", { name: "Length" })).toBeNull();
  });

  it("renders no template in the browser, where only the prerendered page carries one", async () => {
    prerender();
    paint();
    await hydrate();
    await act(async () => generateButton().click());
    expect(container.querySelector("template")).toBeNull();
  });

  it("hydrates a landing page's card the same way", async () => {
    prerender({ length: 20 });
    paint();
    const painted = shown();
    await hydrate({ length: 20 });
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(shown()).toBe(painted);
  });

  it("makes a new password when the stored options changed before React arrived", async () => {
    prerender();
    paint();
    localStorage.setItem("passwordOptions", JSON.stringify({ length: 50 }));
    await hydrate();
    expect(recoverable).toEqual([]);
    expect(shown()).toHaveLength(50);
  });

  it("answers Generate before React and keeps the latest password", async () => {
    prerender();
    paint();
    const first = shown();
    generateButton().click();
    const second = shown();
    expect(second).not.toBe(first);
    expect(second).toHaveLength(16);

    await hydrate();

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(shown()).toBe(second);
    // As Generate does once React runs: the password is in the history (session storage).
    const history = JSON.parse(sessionStorage.getItem("history") ?? "[]") as Array<{
      password: string;
    }>;
    expect(history.map((entry) => entry.password)).toEqual([second]);
  });

  it("lets React alone answer a click once it hydrates: one new password per click", async () => {
    prerender();
    paint();
    await hydrate();
    const before = shown();
    await act(async () => generateButton().click());
    const history = JSON.parse(sessionStorage.getItem("history") ?? "[]") as unknown[];
    expect(shown()).not.toBe(before);
    expect(history).toHaveLength(1);
  });

  it("copies before React, and the copy enters the history once React arrives", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    prerender();
    paint();
    const password = shown();
    const copy = container.querySelector<HTMLElement>('[aria-label="Copy password"]');
    copy?.click();
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(password);
    expect(copy?.getAttribute("aria-label")).toBe("Copy password: copied");

    await hydrate();

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    const history = JSON.parse(sessionStorage.getItem("history") ?? "[]") as Array<{
      password: string;
    }>;
    expect(history.map((entry) => entry.password)).toEqual([password]);
  });

  it("records nothing when history is off", async () => {
    localStorage.setItem(
      "privacySettings",
      JSON.stringify({ useSessionStorage: true, autoCleanupMinutes: 30, disableHistory: true }),
    );
    prerender();
    paint();
    generateButton().click();
    await hydrate();
    expect(sessionStorage.getItem("history")).toBeNull();
    expect(localStorage.getItem("history")).toBeNull();
  });

  it("replays a click on another control once React listens", async () => {
    prerender();
    paint();
    const multiple = container.querySelector<HTMLInputElement>('[role="switch"]');
    multiple?.click();
    // Held back: the switch does not flip while nothing would follow it.
    expect(multiple?.checked).toBe(false);

    await hydrate();

    expect(multiple?.checked).toBe(true);
    expect(container.querySelectorAll('[data-testid="password"]')).toHaveLength(5);
  });
});

describe("historyEntriesFor", () => {
  it("records every Generate and a copy of a password not already recorded, newest first", () => {
    const entries = historyEntriesFor(
      [
        { kind: "generated", value: "aaaaaaaaaaaa", at: 1 },
        { kind: "copied", value: "aaaaaaaaaaaa", at: 2 },
        { kind: "copyFailed", at: 3 },
        { kind: "copied", value: "bbbbbbbbbbbb", at: 4 },
      ],
      60,
    );
    expect(entries.map((entry) => [entry.password, entry.timestamp])).toEqual([
      ["bbbbbbbbbbbb", 4],
      ["aaaaaaaaaaaa", 1],
    ]);
  });
});
