// @vitest-environment happy-dom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SPECIAL, type PasswordOptions } from "#core";
import { rateGeneratedPassword } from "#core/strength/generator-rating";
import { GeneratorCard } from "../generator-card";
import { historyEntriesFor } from "./handoff";
import { paintFirstPassword } from "./paint-first-password";

// Hydration with React's development build: any difference between the script's DOM and what
// React renders, attributes included, is reported through console.error or as a recoverable
// error, and fails these tests.

// React's act() needs to be told it runs in a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | null = null;
let container: HTMLElement;
const consoleErrors: unknown[][] = [];
const recoverable: unknown[] = [];

function card(initialOptions?: Partial<PasswordOptions>) {
  return (
    <MemoryRouter>
      <GeneratorCard initialOptions={initialOptions} />
    </MemoryRouter>
  );
}

/** The page as prerendered, then parsed: what the first-paint script runs on. */
function prerender(initialOptions?: Partial<PasswordOptions>) {
  container = document.createElement("div");
  container.innerHTML = renderToString(card(initialOptions));
  document.body.append(container);
}

async function hydrate(initialOptions?: Partial<PasswordOptions>) {
  window.__keysmithFirstPaint?.stop();
  await act(async () => {
    root = hydrateRoot(container, card(initialOptions), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  // The effects' transitions and the held clicks' replay.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

function shownPassword(): string {
  return container.querySelector('[data-testid="password"]')?.textContent ?? "";
}

function generateButton(): HTMLElement {
  const button = container.querySelector<HTMLElement>("[data-generate]");
  if (!button) throw new Error("no Generate button");
  return button;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  consoleErrors.length = 0;
  recoverable.length = 0;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  delete window.__keysmithFirstPaint;
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe("the first-paint script", () => {
  it("draws a password in the visitor's stored options before React loads", () => {
    localStorage.setItem(
      "passwordOptions",
      JSON.stringify({ length: 24, includeSpecial: false, includeNumbers: true }),
    );
    prerender();
    expect(container.textContent).toContain("Your password appears here.");

    paintFirstPassword();

    const password = shownPassword();
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
    paintFirstPassword();
    expect(shownPassword()).toHaveLength(20);
    expect([...shownPassword()].some((character) => SPECIAL.includes(character))).toBe(false);
  });

  it("falls back to the defaults for a corrupted stored entry, as the app does", () => {
    localStorage.setItem("passwordOptions", "{not json");
    prerender();
    paintFirstPassword();
    expect(shownPassword()).toHaveLength(16);
  });

  it("leaves the placeholder when the options allow no password", () => {
    localStorage.setItem(
      "passwordOptions",
      JSON.stringify({ useCustomCharset: true, customCharset: "" }),
    );
    prerender();
    paintFirstPassword();
    expect(container.textContent).toContain("Your password appears here.");
    expect(window.__keysmithFirstPaint).toBeUndefined();
  });

  it.each(["passphrase", "memorable", "pin"])(
    "leaves a card the visitor keeps in %s mode to the app",
    (mode) => {
      localStorage.setItem("generatorMode", mode);
      prerender();
      paintFirstPassword();
      expect(container.textContent).toContain("Your password appears here.");
      expect(window.__keysmithFirstPaint).toBeUndefined();
    },
  );

  it("reads a stored mode that is not one of the four as passwords, as the app does", () => {
    localStorage.setItem("generatorMode", "wifi");
    prerender();
    paintFirstPassword();
    expect(shownPassword()).toHaveLength(16);
  });
});

describe("React adopting the first password", () => {
  it("hydrates the script's DOM without a mismatch and keeps the same password", async () => {
    localStorage.setItem("passwordOptions", JSON.stringify({ length: 31 }));
    prerender();
    paintFirstPassword();
    const painted = shownPassword();
    const label = container.querySelector('[data-testid="strength-label"]')?.textContent;

    await hydrate();

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(shownPassword()).toBe(painted);
    expect(container.querySelector('[data-testid="strength-label"]')?.textContent).toBe(label);
    // The stored options are now shown by the form, and the password was made with them.
    expect(container.querySelectorAll('[data-testid="password"]')).toHaveLength(1);
    expect(window.__keysmithFirstPaint?.adopted).toBe(true);
  });

  it("hydrates a landing page's card the same way", async () => {
    prerender({ length: 20 });
    paintFirstPassword();
    const painted = shownPassword();
    await hydrate({ length: 20 });
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(shownPassword()).toBe(painted);
  });

  it("makes a new password when the stored options changed before React arrived", async () => {
    prerender();
    paintFirstPassword();
    localStorage.setItem("passwordOptions", JSON.stringify({ length: 50 }));
    await hydrate();
    expect(recoverable).toEqual([]);
    expect(shownPassword()).toHaveLength(50);
  });

  it("answers Generate before React and keeps the latest password", async () => {
    prerender();
    paintFirstPassword();
    const first = shownPassword();
    generateButton().click();
    const second = shownPassword();
    expect(second).not.toBe(first);
    expect(second).toHaveLength(16);

    await hydrate();

    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(shownPassword()).toBe(second);
    // As Generate does once React runs: the password is in the history (session storage).
    const history = JSON.parse(sessionStorage.getItem("history") ?? "[]") as Array<{
      password: string;
    }>;
    expect(history.map((entry) => entry.password)).toEqual([second]);
  });

  it("lets React alone answer a click once it hydrates: one new password per click", async () => {
    prerender();
    paintFirstPassword();
    await hydrate();
    const before = shownPassword();
    await act(async () => generateButton().click());
    const history = JSON.parse(sessionStorage.getItem("history") ?? "[]") as unknown[];
    expect(shownPassword()).not.toBe(before);
    expect(history).toHaveLength(1);
  });

  it("copies before React, and the copy enters the history once React arrives", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    prerender();
    paintFirstPassword();
    const password = shownPassword();
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
    paintFirstPassword();
    generateButton().click();
    await hydrate();
    expect(sessionStorage.getItem("history")).toBeNull();
    expect(localStorage.getItem("history")).toBeNull();
  });

  it("replays a click on another control once React listens", async () => {
    prerender();
    paintFirstPassword();
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
