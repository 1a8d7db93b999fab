import { expect, test } from "@playwright/test";

import { card, password } from "./generator-card";
import { axeViolations } from "./axe";
import { LANGUAGES, englishLeftOn, expectAlternatesOf } from "./localized-page";
import { collectErrors } from "./page-errors";
import { expectHydratedInAnyLanguage } from "./hydration";

// docs/decisions/i18n-library.md: the symbols landing page in every language of the word lists:
// it says what it is, nothing of the English catalogue is left on it, axe finds nothing, and in
// each language its first password is in the first paint and Generate makes another.

const PATH = "/password-generator-symbols";

/** The page's heading, its generator card's title and the card's Generate button, per language. */
const WORDS = {
  de: {
    heading: "Passwort-Generator mit Sonderzeichen",
    card: "Passwort mit Sonderzeichen erzeugen",
    generate: "Erzeugen",
  },
  es: {
    heading: "Generador de contraseñas con símbolos",
    card: "Genera una contraseña con símbolos",
    generate: "Generar",
  },
  fr: {
    heading: "Générateur de mots de passe avec symboles",
    card: "Générer un mot de passe avec symboles",
    generate: "Générer",
  },
  it: {
    heading: "Generatore di password con simboli",
    card: "Genera una password con simboli",
    generate: "Genera",
  },
  pt: {
    heading: "Gerador de senhas com símbolos",
    card: "Gerar uma senha com símbolos",
    generate: "Gerar",
  },
  cs: {
    heading: "Generátor hesel se symboly",
    card: "Vytvořit heslo se symboly",
    generate: "Vytvořit",
  },
} as const satisfies Record<(typeof LANGUAGES)[number], unknown>;

/** The page's starting point: 20 characters (app/routes/password-generator-symbols.tsx). */
const FIRST_PASSWORD = /^\S{20}$/;

for (const locale of LANGUAGES) {
  const url = `/${locale}${PATH}`;
  const words = WORDS[locale];

  test.describe(url, () => {
    test("says what it is: its language, its heading and every language of the page", async ({
      page,
    }) => {
      await page.goto(url);
      await expectAlternatesOf(page, locale, PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(url);
    });

    test("shows no message of the English catalogue and has no axe violation", async ({ page }) => {
      await page.goto(url);
      await expect(password(card(page, words.card))).not.toBeEmpty();
      await expectHydratedInAnyLanguage(page);
      expect(await englishLeftOn(page, locale)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("the first password is in the first paint, and Generate makes another", async ({
      page,
    }) => {
      // Without its scripts, the page shows the first password in the prerendered card.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto(url);
      const painted = card(page, words.card);
      await expect(password(painted)).toHaveText(FIRST_PASSWORD);
      await page.unrouteAll({ behavior: "ignoreErrors" });
      // The page without its scripts is left first: its blocked files may still be logged as
      // failed for a moment, and they belong to it, not to the page loaded next.
      await page.goto("about:blank");

      // With them, the card hydrates without an error and draws on.
      const errors = collectErrors(page);
      await page.goto(url);
      const generator = card(page, words.card);
      await expect(password(generator)).toHaveText(FIRST_PASSWORD);
      await expectHydratedInAnyLanguage(page);
      const first = (await password(generator).textContent()) ?? "";
      await generator.getByRole("button", { name: words.generate, exact: true }).click();
      await expect(password(generator)).not.toHaveText(first);
      await expect(password(generator)).toHaveText(FIRST_PASSWORD);
      expect(errors).toEqual([]);
    });
  });
}

test("the sitemap lists the symbols page in every language", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const locale of ["", ...LANGUAGES.map((language) => `/${language}`)]) {
    expect(sitemap).toContain(`${locale}${PATH}</loc>`);
  }
});

test("the English symbols page stays English, and the language menu keeps the visitor on it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATH);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Password Generator with Symbols",
  );
  await expect(card(page, "Generate a password with symbols")).toBeVisible();
  const menu = page.getByRole("button", { name: "Language: English" });
  await menu.focus();
  await page.keyboard.press("Enter");
  const german = page.getByRole("link", { name: "Deutsch" });
  await expect(german).toHaveAttribute("hreflang", "de");
  await expect(german).toHaveAttribute("href", `/de${PATH}`);
  await german.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/de${PATH}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WORDS.de.heading);
});
