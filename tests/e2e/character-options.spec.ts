import { expect, test, type Page } from "@playwright/test";
import { card, expectSettled, passwords } from "./generator-card";

// docs/decisions/password-engine-sampling.md: exclude given characters, choose the symbols, minimum
// numbers and symbols.

const DIGITS = /[0-9]/g;
const SYMBOLS = /[!@#$%^&*()_+\-=[\]{}|;:,.<>?]/g;

async function shownPasswords(page: Page): Promise<string[]> {
  return passwords(card(page)).allTextContents();
}

async function openCharacterOptions(page: Page) {
  await card(page).getByText("More character options").click();
  await expect(card(page).getByRole("textbox", { name: "Exclude these characters" })).toBeVisible();
}

async function setNumber(page: Page, label: string, value: string) {
  const field = card(page).getByRole("textbox", { name: label });
  await field.fill(value);
  await field.blur();
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await expectSettled(card(page));
  await card(page).getByText("Generate 5 at once").click();
  await expect(passwords(card(page))).toHaveCount(5);
});

test("excluded characters, chosen symbols and minimums shape every password, and are kept", async ({
  page,
}) => {
  await openCharacterOptions(page);
  await card(page).getByRole("textbox", { name: "Exclude these characters" }).fill("aeiouAEIOU");
  const safe = card(page).getByRole("button", { name: "Safe for most sites: ! @ # _ - ." });
  await safe.click();
  await expect(safe).toHaveAttribute("aria-pressed", "true");
  await expect(card(page).getByText("6 of 26 symbols chosen.", { exact: true })).toBeVisible();
  await expect(card(page).getByRole("button", { name: "ampersand" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await card(page).getByRole("button", { name: "ampersand" }).click();
  await expect(card(page).getByText("7 of 26 symbols chosen.", { exact: true })).toBeVisible();
  await setNumber(page, "Minimum numbers", "5");
  await setNumber(page, "Minimum symbols", "3");

  const check = (list: string[]) => {
    expect(list).toHaveLength(5);
    for (const password of list) {
      expect(password).toHaveLength(16);
      expect(password).not.toMatch(/[aeiouAEIOU]/);
      for (const symbol of password.match(SYMBOLS) ?? []) expect("-_.@!#&").toContain(symbol);
      expect((password.match(DIGITS) ?? []).length).toBeGreaterThanOrEqual(5);
      expect((password.match(SYMBOLS) ?? []).length).toBeGreaterThanOrEqual(3);
    }
  };
  check(await shownPasswords(page));
  await card(page).getByRole("button", { name: "Generate 5" }).click();
  check(await shownPasswords(page));

  // Kept across a visit; the closed section says its options are in use.
  await page.reload();
  await expectSettled(card(page));
  await expect(card(page).getByText("(in use)")).toBeVisible();
  await card(page).getByText("Generate 5 at once").click();
  check(await shownPasswords(page));
});

test("impossible choices say why, never silently changing them", async ({ page }) => {
  await openCharacterOptions(page);
  await card(page).getByRole("textbox", { name: "Exclude these characters" }).fill("0123456789");
  await expect(card(page).getByRole("alert")).toHaveText(
    "Every digit is excluded: exclude fewer characters or turn Numbers off",
  );
  await card(page).getByRole("textbox", { name: "Exclude these characters" }).fill("");
  await expect(passwords(card(page))).toHaveCount(5);

  await card(page).getByRole("button", { name: "None", exact: true }).click();
  await expect(card(page).getByRole("alert")).toHaveText(
    "No symbol is left: choose at least one symbol that is not excluded, or turn Symbols off",
  );
  await card(page).getByRole("button", { name: "All", exact: true }).click();

  await setNumber(page, "Minimum numbers", "9");
  await setNumber(page, "Minimum symbols", "9");
  await expect(card(page).getByRole("alert")).toHaveText(
    "The minimum numbers and symbols add up to more than the length: lower them or make the password longer",
  );
  await expect(card(page).getByRole("textbox", { name: "Minimum symbols" })).toHaveValue("9");
  await setNumber(page, "Length", "20");
  await expect(passwords(card(page))).toHaveCount(5);
  for (const password of await shownPasswords(page)) {
    expect((password.match(DIGITS) ?? []).length).toBeGreaterThanOrEqual(9);
    expect((password.match(SYMBOLS) ?? []).length).toBeGreaterThanOrEqual(9);
  }
});
