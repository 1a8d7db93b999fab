import { expect, test, type Page } from "@playwright/test";

import { card, expectSettled, password } from "./generator-card";
import { axeViolations } from "./axe";
import { LANGUAGES, englishLeftOn, expectAlternatesOf } from "./localized-page";
import { expectHydratedInAnyLanguage } from "./hydration";

// docs/decisions/i18n-library.md: the WiFi landing page and the not-found page in every language
// of the word lists, each saying what it is, with nothing of the English catalogue left.

const PAGES = ["/wifi-password-generator"] as const;

for (const locale of LANGUAGES) {
  for (const path of PAGES) {
    const url = `/${locale}${path}`;
    test.describe(url, () => {
      test("says what it is: its language and every language of the page", async ({ page }) => {
        await page.goto(url);
        await expectAlternatesOf(page, locale, path);
      });

      test("shows no message of the English catalogue", async ({ page }) => {
        await page.goto(url);
        await expect(password(card(page, /.+/))).not.toBeEmpty();
        await expectHydratedInAnyLanguage(page);
        expect(await englishLeftOn(page, locale)).toEqual([]);
      });

      test("its QR card shows no message of the English catalogue", async ({ page }) => {
        await page.goto(url);
        await expectSettled(card(page, /.+/));
        // The QR card, opened, with a problem on show.
        const section = page.locator("#wifi-qr");
        await section.getByRole("button").click();
        const fields = section.locator("form").getByRole("textbox");
        await fields.first().fill("Net-42");
        await fields.nth(1).fill("short");
        await expect(section.getByRole("alert")).toBeVisible();
        expect(await englishLeftOn(page, locale)).toEqual([]);
      });

      test("has no accessibility violations", async ({ page }) => {
        await page.goto(url);
        await expectHydratedInAnyLanguage(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }

  test(`/${locale}/no-such-page shows the not-found page in its language, status 404`, async ({
    page,
  }) => {
    const response = await page.goto(`/${locale}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectHydratedInAnyLanguage(page);
    expect(await englishLeftOn(page, locale)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}

/** The German WiFi page's QR section. */
function qrSection(page: Page) {
  return page.getByRole("region", { name: "Per QR-Code teilen" });
}

test("the German WiFi page makes a QR card in German from the generated password", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/de/wifi-password-generator");
  const generator = card(page, "WLAN-Passwort erzeugen");
  await expectSettled(generator);
  const generated = (await password(generator).textContent()) ?? "";
  await qrSection(page).getByRole("button", { name: "WLAN-QR-Code erstellen" }).click();
  const wifiPassword = qrSection(page).getByLabel("WLAN-Passwort", { exact: true });
  await expect(wifiPassword).toHaveValue(generated);
  await expect(qrSection(page).getByText("Geben Sie den Netzwerknamen ein")).toBeVisible();
  await qrSection(page).getByLabel("Netzwerkname (SSID)").fill("Gäste");
  await expect(
    qrSection(page).getByRole("img", { name: "QR-Code zum Beitreten zu Gäste" }),
  ).toBeVisible();
  await expect(qrSection(page).getByRole("button", { name: "Gästekarte drucken" })).toBeEnabled();

  await wifiPassword.fill("kurz");
  await expect(qrSection(page).getByRole("alert")).toHaveText(
    "Ein WPA2- oder WPA3-Passwort hat 8 bis 63 Zeichen; dieses hat 4.",
  );
  await expect(qrSection(page).getByRole("img", { name: /^QR-Code/ })).toHaveCount(0);
  await expect(qrSection(page).getByRole("button", { name: "Gästekarte drucken" })).toBeDisabled();

  await qrSection(page).getByLabel("Sicherheit").selectOption({ label: "Keine (offenes Netz)" });
  await expect(qrSection(page).getByText("Offenes Netz", { exact: true })).toBeVisible();
  await expect(
    qrSection(page).getByRole("img", { name: "QR-Code zum Beitreten zu Gäste" }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test("the first password is in the first paint of the German WiFi page", async ({ page }) => {
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/de/wifi-password-generator");
  const generator = card(page, "WLAN-Passwort erzeugen");
  await expect(password(generator)).toHaveText(/^.{20}$/);
  await expect(generator.getByRole("button", { name: "Passwort kopieren" })).toBeVisible();
});

test("the generator's WiFi button on the German home page leads to the German WiFi page", async ({
  page,
}) => {
  await page.goto("/de");
  const generator = card(page, "Passwort-Generator");
  await expectSettled(generator);
  const generated = (await password(generator).textContent()) ?? "";
  await generator.getByRole("button", { name: "WLAN-QR-Code" }).click();
  await expect(page).toHaveURL(/\/de\/wifi-password-generator#wifi-qr$/);
  await expect(qrSection(page).getByLabel("WLAN-Passwort", { exact: true })).toHaveValue(generated);
});

test("/de/no-such-page is German, and its search leads to German pages", async ({ page }) => {
  const response = await page.goto("/de/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 – Seite nicht gefunden");
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zurück zum Passwort-Generator" })).toHaveAttribute(
    "href",
    "/de",
  );
  await page.getByRole("searchbox", { name: "Nach einem Werkzeug suchen" }).fill("WLAN Passwort");
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/de$/);
});

test("the English not-found page stays English", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
});
