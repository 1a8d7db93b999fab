import { expect, test, type Page } from "@playwright/test";

import { gotoHydrated } from "./hydration";
import { passwords } from "./generator-card";

/*
 * docs/style.md, "One reader per stored key": whatever this browser stored, no page goes down.
 * Values an extension, an older version of the site or a curious visitor may have left in storage.
 */

const RENDER_ERROR = "Something went wrong. Please refresh the page.";
const HISTORY_RESET_NOTICE = "Your saved password history could not be read, so it starts empty.";
const HISTORY_ENTRIES_DROPPED_NOTICE =
  "Some entries of your saved password history could not be read, so they were removed.";

/** The generator card: "Password Generator" on the home page, named for its task elsewhere. */
function card(page: Page) {
  return page
    .getByRole("group")
    .filter({ has: page.getByRole("group", { name: "Generator tools" }) })
    .first();
}

/** An entry as the generator writes it, at `timestamp`. */
function entry(password: string, timestamp: number) {
  return {
    id: String(timestamp),
    password,
    timestamp,
    strength: { score: 7, label: "Strong", color: "strong" },
  };
}

/** Stores `values` (key → raw string) in local storage before any script of the page runs. */
async function seedLocalStorage(page: Page, values: Record<string, string>) {
  await page.addInitScript((seed) => {
    // Only on the first load: the page may rewrite what it read.
    if (sessionStorage.getItem("seeded") !== null) return;
    sessionStorage.setItem("seeded", "1");
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, values);
}

test.describe("a history entry with a timestamp no clock can show", () => {
  test("is dropped with a notice; the page, the other entries and Clear History stay", async ({
    page,
  }) => {
    const now = Date.now();
    await seedLocalStorage(page, {
      privacySettings: JSON.stringify({
        useSessionStorage: false,
        autoCleanupMinutes: 120,
        disableHistory: false,
      }),
      history: JSON.stringify([
        entry("Kept-password-1", now - 60_000),
        entry("Bad-timestamp-2", 1e16),
      ]),
    });
    await gotoHydrated(page, "/");
    // Once, when the panel rendered, the whole page was the render-error screen.
    await card(page)
      .getByRole("button", { name: /^History \(\d+\)$/ })
      .click();
    const list = card(page).getByRole("list", { name: "Password history" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Kept-password-1");
    await expect(page.getByText(RENDER_ERROR)).toHaveCount(0);
    await expect(card(page).getByRole("status").filter({ hasText: "history" })).toHaveText(
      HISTORY_ENTRIES_DROPPED_NOTICE,
    );
    await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem("history"));
    expect(stored).not.toContain("Bad-timestamp-2");
    await card(page).getByRole("button", { name: "Clear History" }).click();
    await expect(card(page).getByRole("button", { name: "History (0)" })).toBeVisible();
  });

  test("alone: the history starts empty with the reset notice, and stays up after reload", async ({
    page,
  }) => {
    await seedLocalStorage(page, {
      privacySettings: JSON.stringify({ useSessionStorage: false }),
      history: JSON.stringify([entry("Bad-timestamp-1", 1e16), entry("Bad-timestamp-2", -5)]),
    });
    await gotoHydrated(page, "/wifi-password-generator");
    await expect(card(page).getByRole("status").filter({ hasText: "history" })).toHaveText(
      HISTORY_RESET_NOTICE,
    );
    await card(page).getByRole("button", { name: "History (0)" }).click();
    await expect(card(page).getByText(/^No passwords yet/)).toBeVisible();
    await page.reload();
    await card(page).getByRole("button", { name: "History (0)" }).click();
    await expect(card(page).getByText(/^No passwords yet/)).toBeVisible();
    await expect(card(page).getByRole("status").filter({ hasText: "history" })).toHaveCount(0);
    await expect(page.getByText(RENDER_ERROR)).toHaveCount(0);
  });
});

test.describe("a broken scroll-restoration entry (React Router)", () => {
  // A number, a string or a boolean made every navigation throw ("Cannot create property … on
  // number"); the others are further shapes of garbage.
  for (const garbage of ["1", '"x"', "true", '{"a":"x"}', "[1]", "not json", '{"k":1e999}']) {
    test(`${garbage}: in-app links still navigate`, async ({ page }) => {
      await page.addInitScript((value) => {
        sessionStorage.setItem("react-router-scroll-positions", value);
      }, garbage);
      await gotoHydrated(page, "/");
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Password Checker" })
        .click();
      await expect(page).toHaveURL(/\/password-checker$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/checker/i);
      await expect(page.getByText(RENDER_ERROR)).toHaveCount(0);
    });
  }
});

/** Every key the site stores, and where. */
const LOCAL_KEYS = [
  "passwordOptions",
  "passphraseOptions",
  "privacySettings",
  "history",
  "theme",
  "cookie-consent",
  "readingList",
  "articleFeedback",
];
const SESSION_KEYS = ["history", "react-router-scroll-positions"];

/** A handful of values no version of the site wrote, each put into every key at once. */
const GARBAGE: Record<string, (key: string) => string> = {
  "not JSON": () => "not json {",
  "__proto__ and numbers JSON cannot hold": () =>
    '{"__proto__":{"length":200,"analytics":true,"polluted":1},"length":1e999,"timestamp":1e16}',
  "wrong shapes": (key) =>
    key === "history"
      ? '[1e999,{"password":"x","timestamp":1e16},{"password":"y","timestamp":-1},null,"z"]'
      : "[1,null,true]",
  "numbers, strings and emoji": (key) =>
    ({ history: "1", theme: "\u202e😀", readingList: '"😀"' })[key] ?? '"👨‍👩‍👧‍👦\u202e\ud800"',
  "a 2 MB separator and charset": (key) =>
    key === "passphraseOptions"
      ? JSON.stringify({ separator: "-".repeat(1_000_000), words: 20 })
      : key === "passwordOptions"
        ? JSON.stringify({ customCharset: "é".repeat(1_000_000), useCustomCharset: true })
        : "true",
};

const PAGES = [
  { path: "/", generator: true },
  { path: "/wifi-password-generator", generator: true },
  { path: "/bulk-generator", generator: false },
  { path: "/password-checker", generator: false },
  { path: "/blog", generator: false },
];

test.describe("garbage in every storage key", () => {
  for (const [name, valueFor] of Object.entries(GARBAGE)) {
    test(`${name}: every page shows its heading, and History opens`, async ({ page }) => {
      const local = Object.fromEntries(LOCAL_KEYS.map((key) => [key, valueFor(key)]));
      const session = Object.fromEntries(SESSION_KEYS.map((key) => [key, valueFor(key)]));
      // Before every load: the page may have repaired what it read on the previous one.
      await page.addInitScript(
        ({ local, session }) => {
          for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
          for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
        },
        { local, session },
      );
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      for (const { path, generator } of PAGES) {
        await gotoHydrated(page, path);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        if (generator) {
          await card(page)
            .getByRole("button", { name: /^History \(\d+\)$/ })
            .click();
          // Waits for the panel's code and its list to render: no stored entry survives.
          await expect(
            card(page)
              .getByRole("region", { name: "Password History" })
              .getByText(/^No passwords yet/),
          ).toBeVisible();
          // A passphrase is made at once with whatever separator was stored (a 2 MB one froze
          // the page for a minute).
          await card(page).getByRole("radio", { name: "Passphrase" }).click();
          await expect(passwords(card(page)).first()).toHaveText(/^[a-z]+(?:-[a-z]+){2,}$/);
        }
        await expect(page.getByText(RENDER_ERROR), path).toHaveCount(0);
      }
      expect(errors).toEqual([]);
    });
  }
});
