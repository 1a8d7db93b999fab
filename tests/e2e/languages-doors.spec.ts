import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { card, password } from "./generator-card";
import { axeViolations } from "./axe";
import { LANGUAGES, englishLeftOn, expectAlternatesOf } from "./localized-page";
import { collectErrors } from "./page-errors";
import { expectHydratedInAnyLanguage } from "./hydration";

// docs/decisions/i18n-library.md: the pages made for one kind of secret (the doors) and the bulk
// generator in every language of the word lists: each page says what it is, nothing of the English
// catalogue is left on it, axe finds nothing; in German each door's first value is in the first
// paint, in German, and the bulk page generates and downloads.

const PAGES = [
  "/passphrase-generator",
  "/pin-generator",
  "/memorable-password-generator",
  "/username-generator",
  "/bulk-generator",
] as const;

for (const locale of LANGUAGES) {
  for (const path of PAGES) {
    test.describe(`/${locale}${path}`, () => {
      test("says what it is, shows no English message and has no axe violation", async ({
        page,
      }) => {
        await page.goto(`/${locale}${path}`);
        await expectAlternatesOf(page, locale, path);
        await expectHydratedInAnyLanguage(page);
        // A door's card is hydrated and shows its value; the bulk page's form is there.
        if (path === "/bulk-generator") {
          await expect(page.getByRole("form")).toBeVisible();
        } else {
          await expect(password(page.locator("[data-generator-card]"))).not.toBeEmpty();
        }
        expect(await englishLeftOn(page, locale)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}

/** The German list's words (src/core/generate/wordlists/german-7776.ts), one string. */
async function germanWords(): Promise<Set<string>> {
  const source = await readFile(
    new URL("../../src/core/generate/wordlists/german-7776.ts", import.meta.url),
    "utf8",
  );
  const list = /`([a-z\s]+)`/.exec(source)?.[1] ?? "";
  return new Set(list.split(/\s+/).filter(Boolean));
}

const GERMAN_DOORS = [
  {
    path: "/de/passphrase-generator",
    cardTitle: "Passphrase erzeugen",
    // Six words of the German list (lower case, no umlauts) joined by hyphens.
    value: /^[a-z]+(?:-[a-z]+){5}$/,
    bits: "77,5 Bit",
  },
  { path: "/de/pin-generator", cardTitle: "PIN erzeugen", value: /^[0-9]{6}$/, bits: "19,9 Bit" },
  {
    path: "/de/memorable-password-generator",
    cardTitle: "Merkbares Passwort erzeugen",
    value: /^[2-9]?[a-zA-Z]{6}[2-9]?(-[2-9]?[a-zA-Z]{6}[2-9]?){2}$/,
    bits: "73,7 Bit",
  },
  {
    path: "/de/username-generator",
    cardTitle: "Benutzernamen erzeugen",
    value: /^[A-Z][a-z]+[A-Z][a-z]+[0-9]{2}$/,
    bits: "29,6 Bit",
  },
] as const;

for (const door of GERMAN_DOORS) {
  test(`${door.path}: the first value is in the first paint, in German, and Generate makes another`, async ({
    page,
  }) => {
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(door.path);
    const doorCard = card(page, door.cardTitle);
    await expect(password(doorCard)).toHaveText(door.value);
    await expect(page.locator("[data-output]").getByText(door.bits)).toBeVisible();
    if (door.path === "/de/passphrase-generator") {
      const words = await germanWords();
      expect(words.size).toBe(7776);
      const phrase = (await password(doorCard).textContent()) ?? "";
      for (const word of phrase.split("-")) expect(words).toContain(word);
    }
    const first = (await password(doorCard).textContent()) ?? "";
    await doorCard.getByRole("button", { name: "Erzeugen", exact: true }).click();
    await expect(password(doorCard)).not.toHaveText(first);
    await expect(password(doorCard)).toHaveText(door.value);
  });

  test(`${door.path} hydrates its first value without an error and draws on`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(door.path);
    const doorCard = card(page, door.cardTitle);
    await expect(password(doorCard)).toHaveText(door.value);
    await expectHydratedInAnyLanguage(page);
    const first = (await password(doorCard).textContent()) ?? "";
    await doorCard.getByRole("button", { name: "Erzeugen", exact: true }).click();
    await expect(password(doorCard)).not.toHaveText(first);
    await expect(password(doorCard)).toHaveText(door.value);
    expect(errors).toEqual([]);
  });
}

test("/de/passphrase-generator opens with the German list in the card's options", async ({
  page,
}) => {
  await page.goto("/de/passphrase-generator");
  const doorCard = card(page, "Passphrase erzeugen");
  await expect(password(doorCard)).toHaveText(/^[a-z]+(?:-[a-z]+){5}$/);
  await expect(doorCard.getByRole("combobox", { name: "Sprache" })).toHaveValue("de");
});

test("/de/bulk-generator generates a list in German and downloads it", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/de/bulk-generator");
  await expectHydratedInAnyLanguage(page);
  await page.getByLabel("Anzahl der Passwörter").fill("3");
  await page.getByRole("button", { name: "Passwörter erzeugen" }).click();
  await expect(page.getByRole("heading", { name: "Erzeugte Passwörter" })).toBeVisible();
  await expect(page.getByTestId("bulk-summary")).toHaveText(
    /^3 Passwörter mit 16 Zeichen, je etwa \d+ Bit Entropie\.$/,
  );
  await expect(page.getByRole("status").filter({ hasText: "3 Passwörter erzeugt." })).toHaveCount(
    1,
  );
  const items = page.getByRole("region", { name: "Erzeugte Passwörter" }).getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Passwort 2 kopieren" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: ".txt herunterladen" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^passwords-\d{13}\.txt$/);
  const lines = (await readFile((await download.path()) ?? "", "utf8")).split("\n");
  // Each item reads "1." then the password.
  const shown = (await items.allTextContents()).map((item, index) =>
    item.slice(`${index + 1}.`.length),
  );
  expect(lines).toEqual([...shown, ""]);

  // An out-of-range count is said in German and corrected.
  await page.getByLabel("Anzahl der Passwörter").fill("0");
  await page.getByRole("button", { name: "Passwörter erzeugen" }).click();
  await expect(
    page.getByText(/^Die Anzahl muss eine ganze Zahl von 1 bis 100 sein; verwendet wird 1\.$/),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
