import { expect, test } from "@playwright/test";

import { axeViolations } from "./axe";
import { card, expectSettled, password } from "./generator-card";
import { expectHydratedInAnyLanguage } from "./hydration";
import { LANGUAGES, catalogue, englishLeftOn, expectAlternatesOf } from "./localized-page";
import { collectErrors } from "./page-errors";

// docs/decisions/i18n-library.md: the business landing page in every language of the word lists,
// saying what it is, with nothing of the English catalogue left, no axe violation, its first
// password in the first paint and Generate drawing another, in each language.

const PATH = "/business-password-generator";

/** A message of the page in `locale`, as its catalogue translates it. */
function translated(locale: string, english: string): string {
  const entry = catalogue(locale).find((candidate) => candidate.english === english);
  if (!entry?.translation) throw new Error(`No ${locale} translation of "${english}"`);
  return entry.translation;
}

for (const locale of LANGUAGES) {
  const url = `/${locale}${PATH}`;
  test.describe(url, () => {
    test("says what it is: its language and every language of the page", async ({ page }) => {
      await page.goto(url);
      await expectAlternatesOf(page, locale, PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        translated(locale, "Business Password Generator"),
      );
    });

    test("shows no message of the English catalogue and has no axe violation", async ({ page }) => {
      await page.goto(url);
      await expect(password(card(page, /.+/))).not.toBeEmpty();
      await expectHydratedInAnyLanguage(page);
      expect(await englishLeftOn(page, locale)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the first password is in the first paint, and Generate draws another", async ({
      page,
    }) => {
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto(url);
      const generator = card(page, translated(locale, "Generate a business password"));
      await expect(password(generator)).toHaveText(/^.{20}$/);
      await expect(
        generator.getByRole("button", { name: translated(locale, "Copy password") }),
      ).toBeVisible();
      const first = (await password(generator).textContent()) ?? "";
      await generator
        .getByRole("button", { name: translated(locale, "Generate"), exact: true })
        .click();
      await expect(password(generator)).not.toHaveText(first);
      await expect(password(generator)).toHaveText(/^.{20}$/);
    });

    test("hydrates without an error, and Generate draws another", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(url);
      await expectHydratedInAnyLanguage(page);
      const generator = card(page, translated(locale, "Generate a business password"));
      await expectSettled(generator);
      const first = (await password(generator).textContent()) ?? "";
      await generator
        .getByRole("button", { name: translated(locale, "Generate"), exact: true })
        .click();
      await expect(password(generator)).not.toHaveText(first);
      expect(errors).toEqual([]);
    });
  });
}

test("the German page quotes the engine's limits in its FAQ and cards", async ({ page }) => {
  await page.goto(`/de${PATH}`);
  await expect(page).toHaveTitle(/^Passwort-Generator für Unternehmen/);
  const main = page.getByRole("main");
  await main.getByText("Wie lang sollten Passwörter im Unternehmen sein?").click();
  await expect(main.getByText("Er erzeugt Passwörter mit 8 bis 128 Zeichen.")).toBeVisible();
  await expect(main.getByText(/erzeugt bis zu 100 Passwörter auf einmal/).first()).toBeVisible();
  await expect(main.getByText("Längen von 8 bis 128 Zeichen", { exact: false })).toBeVisible();
  await expect(main.getByText("20+ Zeichen", { exact: true })).toBeVisible();
});

test("the language menu keeps the visitor on the business page", async ({ page }) => {
  await page.goto(PATH);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The prerendered menu button does nothing until React has hydrated the page.
  await expectHydratedInAnyLanguage(page);
  await page.getByRole("button", { name: "Language: English" }).click();
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(new RegExp(`/de${PATH}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expectHydratedInAnyLanguage(page);
  await page.getByRole("button", { name: "Sprache: Deutsch" }).click();
  await page.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr${PATH}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("the English business page stays English", async ({ page }) => {
  await page.goto(PATH);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Business Password Generator | Keysmith");
  await expect(
    page.getByRole("group", { name: "Generate a business password" }).getByTestId("password"),
  ).toHaveText(/^.{20}$/);
  await page.getByText("How long should business passwords be?").click();
  await expect(
    page.getByText("it makes passwords of 8 to 128 characters.", { exact: false }),
  ).toBeVisible();
});
