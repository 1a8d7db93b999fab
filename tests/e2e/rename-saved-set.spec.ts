import { expect, test, type Page } from "@playwright/test";

import { card, expectSettled } from "./generator-card";

// Saved sets can be renamed from the keyboard, with the name rules of saving, and names are one
// name whatever their case, in every locale.

function templates(page: Page) {
  return card(page).getByRole("region", { name: "Password Templates" });
}

async function openTemplates(page: Page) {
  await card(page).getByRole("button", { name: "Templates" }).click();
  await expect(templates(page).getByRole("heading", { name: "Your saved sets" })).toBeVisible();
}

async function save(page: Page, name: string) {
  await templates(page).getByRole("textbox", { name: "Name for the current options" }).fill(name);
  await templates(page).getByRole("button", { name: "Save current options" }).click();
}

function savedNames(page: Page) {
  return templates(page)
    .getByRole("list", { name: "Saved sets" })
    .getByRole("listitem")
    .locator("button span:first-child");
}

test("a saved set is renamed from the keyboard, refused another set's name, and kept", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/");
  await expectSettled(card(page));
  await openTemplates(page);
  await save(page, "Phone");
  await save(page, "Bank");
  await expect(savedNames(page)).toHaveText(["Bank", "Phone"]);

  // Another set's name, in any case, is refused beside the field.
  const rename = templates(page).getByRole("button", { name: "Rename “Phone”" });
  await rename.focus();
  await page.keyboard.press("Enter");
  const field = templates(page).getByRole("textbox", { name: "New name for “Phone”" });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Phone");
  await page.keyboard.type("BANK");
  await page.keyboard.press("Enter");
  await expect(templates(page).getByRole("alert")).toHaveText(
    "Another saved set already has this name.",
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Another saved set already has this name.");

  // Escape leaves the name as it was and gives focus back to the Rename button.
  await page.keyboard.press("Escape");
  await expect(field).toHaveCount(0);
  await expect(rename).toBeFocused();
  await expect(savedNames(page)).toHaveText(["Bank", "Phone"]);

  await page.keyboard.press("Enter");
  await page.keyboard.type("Work phone");
  await page.keyboard.press("Enter");
  await expect(templates(page).getByRole("status")).toHaveText("Renamed “Phone” to “Work phone”.");
  await expect(savedNames(page)).toHaveText(["Bank", "Work phone"]);
  await expect(templates(page).getByRole("button", { name: "Rename “Work phone”" })).toBeFocused();

  // Kept across a visit, in its place; the same name in capitals replaces it.
  await page.reload();
  await expectSettled(card(page));
  await openTemplates(page);
  await expect(savedNames(page)).toHaveText(["Bank", "Work phone"]);
  await save(page, "WORK PHONE");
  await expect(templates(page).getByRole("status")).toHaveText("Replaced “WORK PHONE”.");
  await expect(savedNames(page)).toHaveText(["Bank", "WORK PHONE"]);
});
