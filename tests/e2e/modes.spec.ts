import { expect, test, type Page } from "@playwright/test";

// Issue 20, item 2: memorable passwords and PINs beside passwords and passphrases.

function card(page: Page) {
  return page.getByRole("group", { name: "Password Generator" });
}

async function shown(page: Page): Promise<string> {
  return (await card(page).getByTestId("password").first().textContent()) ?? "";
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await expect(card(page).locator('[aria-busy="true"]')).toHaveCount(0);
});

test("memorable mode makes syllable groups with one capital and one digit, with its exact bits", async ({
  page,
}) => {
  await card(page).getByRole("radio", { name: "Memorable" }).check();
  const password = await shown(page);
  expect(password).toMatch(/^[2-9]?[a-zA-Z]{6}[2-9]?(-[2-9]?[a-zA-Z]{6}[2-9]?){2}$/);
  expect(password.replace(/[^A-Z]/g, "")).toHaveLength(1);
  expect(password.replace(/[^0-9]/g, "")).toHaveLength(1);
  await expect(card(page).getByTestId("entropy")).toHaveText("73.7 bits");

  const groups = card(page).getByRole("spinbutton", { name: "Groups" });
  await groups.fill("5");
  await groups.blur();
  expect((await shown(page)).split("-")).toHaveLength(5);
  await expect(card(page).getByText(/bits with 5 groups, exactly/)).toBeVisible();

  // Kept across a visit, like every other option.
  await page.reload();
  await expect(card(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await card(page).getByRole("radio", { name: "Memorable" }).check();
  expect((await shown(page)).split("-")).toHaveLength(5);
});

test("PIN mode makes digits only and says what a PIN of that length resists", async ({ page }) => {
  await card(page).getByRole("radio", { name: "PIN" }).check();
  expect(await shown(page)).toMatch(/^[0-9]{6}$/);
  await expect(card(page).getByTestId("strength-label")).toHaveText("Weak");
  await expect(card(page).getByTestId("pin-note")).toContainText(
    "A 6-digit PIN is one of 1,000,000. Behind a lock that allows 10 wrong tries, a guesser's chance is 1 in 100,000.",
  );
  const digits = card(page).getByRole("spinbutton", { name: "Digits" });
  await digits.fill("4");
  await digits.blur();
  expect(await shown(page)).toMatch(/^[0-9]{4}$/);
  await expect(card(page).getByTestId("entropy")).toHaveText("13.3 bits");

  await card(page).getByText("Generate 5 at once").click();
  await expect(card(page).getByTestId("password")).toHaveCount(5);
  await expect(page.getByRole("status").filter({ hasText: "5 new PINs generated." })).toHaveCount(
    1,
  );
  await card(page).getByRole("button", { name: "Generate 5" }).click();
  await card(page)
    .getByRole("button", { name: /^History/ })
    .click();
  await expect(
    page.getByRole("region", { name: "Password History" }).getByText(/^[0-9]{4}$/),
  ).toHaveCount(5);
});
