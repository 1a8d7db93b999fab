import { expect, test, type Page } from "@playwright/test";

import { expectHydratedInAnyLanguage } from "./hydration";
import { axeViolations } from "./axe";
import { LANGUAGES, englishLeftOn, expectAlternatesOf } from "./localized-page";

// docs/decisions/i18n-library.md: the password checker in every language of the word lists, each
// page saying what it is, and nothing of the English catalogue left once a check has shown its
// whole result (the eight checks, the tips and zxcvbn's estimate).

/** Checks `password` with the page's own field and button, found by their place in the form. */
async function check(page: Page, password: string) {
  const form = page.getByRole("main").locator("form");
  await form.locator('input[autocomplete="new-password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  // The whole result: zxcvbn's verdict comes last, once the estimator has loaded.
  await expect(page.getByTestId("crack-verdict")).toBeVisible({ timeout: 15_000 });
}

for (const locale of LANGUAGES) {
  test.describe(`/${locale}/password-checker`, () => {
    // Each test checks a password and waits for zxcvbn's estimate, then runs axe or reads the page.
    test.slow();
    test("says what it is: its language and every language of the page", async ({ page }) => {
      await page.goto(`/${locale}/password-checker`);
      await expectAlternatesOf(page, locale, "/password-checker");
    });

    test("shows no message of the English catalogue, before and after a check", async ({
      page,
    }) => {
      await page.goto(`/${locale}/password-checker`);
      await expectHydratedInAnyLanguage(page);
      expect(await englishLeftOn(page, locale)).toEqual([]);
      await check(page, "Summer2024!!");
      await expect(page.getByTestId("checker-cap")).toBeVisible();
      expect(await englishLeftOn(page, locale)).toEqual([]);
      // A password that passes every check: the other branch of the tips.
      await check(page, "vN7#qL2@xR9!mK4$wT6&");
      expect(await englishLeftOn(page, locale)).toEqual([]);
    });

    test("has no accessibility violations, before and after a check", async ({ page }) => {
      await page.goto(`/${locale}/password-checker`);
      await expectHydratedInAnyLanguage(page);
      expect(await axeViolations(page)).toEqual([]);
      await check(page, "Summer2024!!");
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test("a check of a known weak password on /de/password-checker gives the German verdict", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/de/password-checker");
  await expectHydratedInAnyLanguage(page);
  await page.getByLabel("Zu prüfendes Passwort").fill("Summer2024!!");
  await page.getByRole("button", { name: "Passwort prüfen" }).click();
  // Six of the eight checks pass, yet the list of common passwords caps it at Weak.
  await expect(page.getByRole("meter", { name: "Bestandene Prüfungen" })).toHaveAttribute(
    "aria-valuetext",
    "6 von 8 Prüfungen bestanden: Schwach",
    { timeout: 15_000 },
  );
  await expect(page.getByTestId("checker-label")).toHaveText("Schwach");
  await expect(page.getByText(/^Begrenzt auf Schwach: /)).toBeVisible();
  await expect(page.getByText(/^Urteil: .+ \(zxcvbn-Wert \d von 4\)/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("status").filter({ hasText: /^Schwach: 6 von 8/ })).toHaveCount(1);
  await expect(page.getByTestId("checker-entropy")).toHaveText(/^etwa \d+ Bit$/);
  expect(errors).toEqual([]);
});

test("/de/password-checker loads the estimator before the visitor touches the page", async ({
  page,
}) => {
  const estimator = page.waitForResponse((response) =>
    /\/assets\/estimator-[^/]*\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto("/de/password-checker");
  expect((await estimator).ok()).toBe(true);
});
