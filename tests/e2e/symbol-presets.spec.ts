import { expect, test, type Page } from "@playwright/test";

import { card, expectSettled } from "./generator-card";

// A symbol preset shows pressed when the chosen symbols are its set, in whatever order they were
// picked or stored.

const SAFE = "Safe for most sites: ! @ # _ - .";

async function openCharacterOptions(page: Page) {
  await card(page).getByText("More character options").click();
  await expect(card(page).getByRole("button", { name: SAFE })).toBeVisible();
}

test("'Safe for most sites' shows pressed when its six symbols are picked one by one", async ({
  page,
}) => {
  await page.goto("/");
  await expectSettled(card(page));
  await openCharacterOptions(page);
  const safe = card(page).getByRole("button", { name: SAFE });
  await card(page).getByRole("button", { name: "None", exact: true }).click();
  await expect(safe).toHaveAttribute("aria-pressed", "false");
  for (const name of ["exclamation mark", "at sign", "number sign", "underscore", "hyphen"]) {
    await card(page).getByRole("button", { name, exact: true }).click();
    await expect(safe).toHaveAttribute("aria-pressed", "false");
  }
  await card(page).getByRole("button", { name: "period", exact: true }).click();
  await expect(card(page).getByText("6 of 26 symbols chosen.", { exact: true })).toBeVisible();
  await expect(safe).toHaveAttribute("aria-pressed", "true");
  await expect(card(page).getByRole("button", { name: "All", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  // Kept across a visit, stored in the symbol set's own order, and still its preset.
  await page.reload();
  await expectSettled(card(page));
  await openCharacterOptions(page);
  await expect(safe).toHaveAttribute("aria-pressed", "true");
});

test("a stored '!@#_-.' shows the preset pressed", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem("passwordOptions", JSON.stringify({ symbols: "!@#_-." })),
  );
  await page.goto("/");
  await expectSettled(card(page));
  await openCharacterOptions(page);
  await expect(card(page).getByRole("button", { name: SAFE })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});
