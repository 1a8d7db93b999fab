import { expect, test } from "@playwright/test";

import { card, expectSettled, password, ofLength } from "./generator-card";

// docs/decisions/number-fields.md: a field is marked invalid only while what it shows cannot be
// used; once the value in use is put back, or the text corrected, the red border goes.

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await expectSettled(card(page));
});

test("'5x' in Length is marked invalid, and not once 20 is put back", async ({ page }) => {
  const field = card(page).getByRole("textbox", { name: "Length" });
  await field.fill("20");
  await field.press("Enter");
  await expect(password(card(page))).toHaveText(ofLength(20));

  await field.fill("5x");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Length must be a whole number from 8 to 128.");
  await field.blur();
  await expect(field).toHaveValue("20");
  await expect(field).not.toHaveAttribute("aria-invalid");
  await expect(field).toHaveAccessibleDescription(
    "Length must be a whole number from 8 to 128; using 20.",
  );
  await expect(password(card(page))).toHaveText(ofLength(20));
});

test("a field corrected by hand loses its error state at once", async ({ page }) => {
  const field = card(page).getByRole("textbox", { name: "Length" });
  await field.fill("5x");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill("24");
  await expect(field).not.toHaveAttribute("aria-invalid");
  await expect(card(page).getByText(/must be a whole number/)).toHaveCount(0);
  await expect(password(card(page))).toHaveText(ofLength(24));
});
