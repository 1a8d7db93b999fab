import { expect, test, type Page, type Response } from "@playwright/test";

import { TRANSLATED_PATHS, localizedPath } from "../../app/lib/i18n/locales";

import { card, password } from "./generator-card";
import { expectHydratedInAnyLanguage } from "./hydration";
import { axeViolations } from "./axe";
import { LANGUAGES, englishLeftOn } from "./localized-page";

// docs/decisions/i18n-library.md: the home page in every language of the word lists, each page
// saying what it is, and nothing of the English catalogue left on a translated page.

for (const locale of LANGUAGES) {
  test.describe(`/${locale}`, () => {
    test("says what it is: its language and every language of the page", async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
      expect(alternates.sort()).toEqual(["cs", "de", "en", "es", "fr", "it", "pt", "x-default"]);
    });

    test("shows no message of the English catalogue", async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(password(card(page, /.+/))).not.toBeEmpty();
      await expectHydratedInAnyLanguage(page);
      expect(await englishLeftOn(page, locale)).toEqual([]);
    });

    test("has no accessibility violations", async ({ page }) => {
      await page.goto(`/${locale}`);
      await expectHydratedInAnyLanguage(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("the first password is in the first paint of /de, in German", async ({ page }) => {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/de");
  const generator = card(page, "Passwort-Generator");
  await expect(password(generator)).toHaveText(/^.{16}$/);
  await expect(generator.getByTestId("strength-label")).toHaveText(/^(Schwach|Mittel|Gut|Stark)$/);
  await expect(generator.getByText(/^\d+,\d Bit$/)).toBeVisible();
  await expect(generator.getByRole("button", { name: "Passwort kopieren" })).toBeVisible();
});

test("/de hydrates the first password without an error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/de");
  const generator = card(page, "Passwort-Generator");
  const first = await password(generator).textContent();
  await generator.getByRole("button", { name: "Erzeugen", exact: true }).click();
  await expect(password(generator)).not.toHaveText(first ?? "");
  await expect(page.getByRole("status").filter({ hasText: /^Neues Passwort erzeugt/ })).toHaveCount(
    1,
  );
  expect(errors).toEqual([]);
});

test("the language menu keeps the visitor on the page, by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const menu = page.getByRole("button", { name: "Language: English" });
  await menu.focus();
  await page.keyboard.press("Enter");
  const german = page.getByRole("link", { name: "Deutsch" });
  await expect(german).toBeVisible();
  await expect(german).toHaveAttribute("hreflang", "de");
  await german.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("button", { name: "Sprache: Deutsch" })).toBeVisible();
});

test("a page in another language links to English pages as English", async ({ page }) => {
  await page.goto("/fr");
  const about = page.getByRole("main").getByRole("link", { name: "À propos de Keysmith" });
  await expect(about).toHaveAttribute("href", "/about");
  await expect(about).toHaveAttribute("hreflang", "en");
  // The checker is translated: its link stays in the page's language.
  const checker = page
    .getByRole("main")
    .getByRole("link", { name: "Vérificateur de mot de passe" });
  await expect(checker).toHaveAttribute("href", "/fr/password-checker");
  await expect(checker).not.toHaveAttribute("hreflang", /./);
});

test("a passphrase on /de is German unless the visitor chose a language", async ({ page }) => {
  await page.goto("/de");
  await expectHydratedInAnyLanguage(page);
  const generator = card(page, "Passwort-Generator");
  await generator.getByRole("radio", { name: "Passphrase" }).check();
  await expect(generator.getByRole("combobox", { name: /Sprache|Language/ })).toHaveValue("de");
});

/** The scripts a page loads until it is hydrated and idle, with their code. */
async function loadedScripts(page: Page, path: string): Promise<string[]> {
  const bodies: Array<Promise<string>> = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  };
  page.on("response", collect);
  await page.goto(path);
  // Hydrated, so every first-view script has come (the footer is prerendered: seeing it says
  // nothing of them, and a loaded machine let "networkidle" pass with three scripts in).
  await expectHydratedInAnyLanguage(page);
  await page.waitForLoadState("networkidle");
  page.off("response", collect);
  return Promise.all(bodies);
}

test("English pages load no message runtime; a translated page loads Lingui's", async ({
  page,
}) => {
  // Lingui's runtime names itself in its messages (docs/decisions/i18n-library.md, "What it costs").
  for (const path of ["/", "/about"]) {
    const scripts = await loadedScripts(page, path);
    expect(scripts.length, path).toBeGreaterThan(3);
    expect(
      scripts.filter((code) => code.includes("Lingui")),
      path,
    ).toEqual([]);
  }
  const german = await loadedScripts(page, "/de");
  expect(german.filter((code) => code.includes("Lingui"))).toHaveLength(1);
});

test("a translated page keeps the header's links in its menu at 1280 px, on one line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/de");
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeHidden();
  // The prerendered menu button does nothing until React has hydrated the page.
  await expectHydratedInAnyLanguage(page);
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  const checker = page
    .getByRole("navigation", { name: "Mobile Navigation" })
    .getByRole("link", { name: "Passwort-Prüfer" });
  await expect(checker).toBeVisible();
  const box = await checker.boundingBox();
  // One line of text in a 44 px link (the menu's links are at least 44 px tall).
  expect(box?.height).toBeLessThanOrEqual(48);
});

test.describe("in a browser set to American English", () => {
  test.use({ locale: "en-US", timezoneId: "UTC" });

  test("the history's dates are written as the page's language writes them", async ({ page }) => {
    await page.goto("/de");
    await expectHydratedInAnyLanguage(page);
    const generator = card(page, "Passwort-Generator");
    await generator.getByRole("button", { name: "Erzeugen", exact: true }).click();
    await generator.getByRole("button", { name: /^Verlauf \(\d+\)$/ }).click();
    // German: day.month.year, then the time on a 24-hour clock (no AM or PM).
    const copy = generator.getByRole("button", { name: /^Passwort vom .+ kopieren$/ }).first();
    await expect(copy).toHaveAccessibleName(
      /^Passwort vom \d{1,2}\.\d{1,2}\.\d{4}, \d{1,2}:\d{2}:\d{2} kopieren$/,
    );
  });
});

test("/de announces several passwords in German, with its plural", async ({ page }) => {
  await page.goto("/de");
  await expectHydratedInAnyLanguage(page);
  const generator = card(page, "Passwort-Generator");
  await generator.getByRole("switch", { name: "5 auf einmal erzeugen" }).click();
  await generator.getByRole("button", { name: "5 erzeugen", exact: true }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /^5 neue Passwörter erzeugt\. Stärke: (Schwach|Mittel|Gut|Stark)\.$/ }),
  ).toHaveCount(1);
  // Each value's copy button is named in German too.
  for (const number of [1, 2, 3, 4, 5]) {
    await expect(
      generator.getByRole("button", { name: `Passwort ${number} kopieren`, exact: true }),
    ).toBeVisible();
  }
  expect(await englishLeftOn(page, "de")).toEqual([]);
});

// Intl.NumberFormat's first use costs a phone 55 to 140 ms of the hydration's longest task
// (docs/decisions/i18n-library.md, "Language-aware defaults"): a translated page writes its
// figures from its language's signs, and makes its plurals after it has hydrated.
test.describe("a translated page loads and hydrates without Intl's number formatting", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.defineProperty(window, "__numberFormats", { value: made });
      const NumberFormat = Intl.NumberFormat;
      Intl.NumberFormat = new Proxy(NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          made.push(location.pathname);
          return new target(...args);
        },
        apply(target, self, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          made.push(location.pathname);
          return target(...args);
        },
      });
    });
  });

  // One test a page: ten pages in one test outlasted its time on a busy machine.
  for (const path of TRANSLATED_PATHS) {
    test(localizedPath("de", path), async ({ page }) => {
      await page.goto(localizedPath("de", path));
      await expectHydratedInAnyLanguage(page);
      // The home page's sections below the card load when the page is idle, with figures of their own.
      await page.waitForLoadState("networkidle");
      const made = await page.evaluate(
        () => (window as unknown as { __numberFormats: string[] }).__numberFormats,
      );
      expect(made).toEqual([]);
    });
  }

  test("the figures are still German: the first view's bits have a decimal comma", async ({
    page,
  }) => {
    await page.goto("/de");
    await expect(card(page, "Passwort-Generator").getByText(/^\d+,\d Bit$/)).toBeVisible();
  });
});
