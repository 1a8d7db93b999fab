import { expect, test, type Locator, type Page } from "@playwright/test";

import { card, expectSettled, password } from "./generator-card";
import { catalogue, englishLeftOn } from "./localized-page";
import { expectHydratedInAnyLanguage } from "./hydration";

// docs/decisions/i18n-library.md: the generator card's texts that come from the engine (its errors
// and warnings, the saved sets' summaries, the symbols' names, the custom-set presets, the word
// lists' sources, the username and PIN notes, the site rules) are said in the page's language.

/** A message's translation into `locale`, from its catalogue. */
function say(locale: string, english: string): string {
  const entry = catalogue(locale).find((message) => message.english === english);
  if (!entry) throw new Error(`No message "${english}" in the ${locale} catalogue`);
  return entry.translation;
}

/** The engine's English sentences that must never show on a translated page. */
const ENGINE_ENGLISH = [
  /The custom set contains/,
  /Words come from/,
  /A username is not a secret/,
  /-digit PIN is one of/,
  /Alphanumeric Only/,
  /exclamation mark/,
  /at least one uppercase letter/,
  / characters · | words · /,
];

async function expectNoEnglish(page: Page, locale: string) {
  expect(await englishLeftOn(page, locale)).toEqual([]);
  const text = await page.locator("body").innerText();
  for (const english of ENGINE_ENGLISH) expect(text).not.toMatch(english);
}

/** What the German and French pages say, where a message has placeholders. */
const EXPECTED = {
  de: {
    invisible: /Der eigene Zeichensatz enthält ein unsichtbares Zeichen: U\+200B ZERO WIDTH SPACE/,
    source: /Die Wörter stammen aus der deutschen Liste von dys2p\/wordlists-de \(7776 Wörter/,
    username: /^Ein Benutzername ist kein Geheimnis/,
    pin: /^Eine 6-stellige PIN ist eine von 1\.000\.000\./,
    summary: /^Passphrase · 6 Wörter · Deutsch$/,
    rule: "8 bis 64 Zeichen; mindestens 1 Großbuchstabe; mindestens 1 Ziffer",
  },
  fr: {
    invisible: /Le jeu personnalisé contient un caractère invisible : U\+200B ZERO WIDTH SPACE/,
    source: /Les mots viennent de la liste BIP39 française \(2048 mots/,
    username: /^Un nom d’utilisateur n’est pas un secret/,
    pin: /^Un code PIN de 6 chiffres est l’un de 1\s000\s000\./,
    summary: /^Phrase de passe · 6 mots · Français$/,
    rule: "de 8 à 64 caractères; au moins 1 majuscule; au moins 1 chiffre",
  },
} as const;

for (const locale of ["de", "fr"] as const) {
  test.describe(`/${locale}`, () => {
    const expected = EXPECTED[locale];
    let generator: Locator;

    test.beforeEach(async ({ page }) => {
      await page.goto(`/${locale}`);
      await expectHydratedInAnyLanguage(page);
      generator = card(page, say(locale, "Password Generator"));
      await expect(password(generator)).toBeVisible();
      await expectSettled(generator);
    });

    test("a custom set's refusal, its warning, the presets and the symbols' names", async ({
      page,
    }) => {
      await generator.getByRole("button", { name: say(locale, "Custom Sets") }).click();
      const panel = generator.getByRole("region", { name: say(locale, "Custom Character Sets") });
      await panel.getByRole("switch", { name: say(locale, "Use custom character set") }).click();
      const field = panel.getByRole("textbox", { name: say(locale, "Custom characters") });
      await field.fill("1\u200b");
      await expect(panel.getByText(expected.invisible)).toBeVisible();
      await expect(generator.getByText(expected.invisible).first()).toBeVisible();
      await expect(panel.getByText(say(locale, "Alphanumeric Only"))).toBeVisible();
      await expectNoEnglish(page, locale);

      await field.fill("x");
      await expect(panel.getByRole("status")).toContainText(
        locale === "de"
          ? "Nur ein Zeichen kann gezogen werden"
          : "Un seul caractère peut être tiré",
      );
      await panel.getByRole("switch", { name: say(locale, "Use custom character set") }).click();

      await generator.getByText(say(locale, "More character options")).click();
      await expect(
        generator.getByRole("button", { name: say(locale, "exclamation mark"), exact: true }),
      ).toBeVisible();
      await expectNoEnglish(page, locale);
    });

    test("a passphrase's word list, the username's note and the PIN's note", async ({ page }) => {
      await generator.getByRole("radio", { name: say(locale, "Passphrase") }).check();
      await expect(generator.getByText(expected.source)).toBeVisible();
      await expectNoEnglish(page, locale);

      await generator.getByRole("radio", { name: say(locale, "Username") }).check();
      await expect(generator.getByText(expected.username)).toBeVisible();
      await expectNoEnglish(page, locale);

      await generator.getByRole("radio", { name: say(locale, "PIN") }).check();
      await expect(generator.getByTestId("pin-note")).toHaveText(expected.pin);
      await expectNoEnglish(page, locale);
    });

    test("a saved set's summary and a refused name", async ({ page }) => {
      await generator.getByRole("radio", { name: say(locale, "Passphrase") }).check();
      await generator.getByRole("button", { name: say(locale, "Templates") }).click();
      const templates = generator.getByRole("region", { name: say(locale, "Password Templates") });
      const save = templates.getByRole("button", { name: say(locale, "Save current options") });
      await save.click();
      await expect(templates.getByRole("alert")).toHaveText(
        say(locale, "Give the set a name, such as “Bank” or “Office WiFi”."),
      );
      await templates
        .getByRole("textbox", { name: say(locale, "Name for the current options") })
        .fill("Bank");
      await save.click();
      const sets = templates.getByRole("list", { name: say(locale, "Saved sets") });
      await expect(sets.getByText(expected.summary)).toBeVisible();
      await expectNoEnglish(page, locale);
    });

    test("a site rule in plain words, and a rule no password fits", async ({ page }) => {
      await generator.getByRole("button", { name: say(locale, "Site Rules") }).click();
      const field = page.getByRole("textbox", { name: say(locale, "Site or password rule") });
      await field.fill("minlength: 8; maxlength: 64; required: upper; required: digit;");
      await expect(page.getByTestId("rules-description")).toHaveText(expected.rule);
      await expect(page.getByText(say(locale, "Your rule"), { exact: true })).toBeVisible();
      await expectNoEnglish(page, locale);

      await field.fill("minlength: 20; maxlength: 10;");
      await expect(page.getByRole("alert").filter({ hasText: "20" })).toContainText(
        locale === "de" ? "Kein Passwort passt" : "aucun mot de passe ne convient",
      );
      await expectNoEnglish(page, locale);
    });
  });
}
