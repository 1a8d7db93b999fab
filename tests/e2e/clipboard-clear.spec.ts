import { expect, test, type Page } from "@playwright/test";

import { gotoHydrated } from "./hydration";
import { card, expectSettled, passwords } from "./generator-card";

// Issue 20, item 5: a clipboard that forgets.

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("after Copy, Clear clipboard replaces the password", async ({ page }) => {
  await page.goto("/");
  await expectSettled(card(page));
  await expect(card(page).getByText("A password is on your clipboard.")).toHaveCount(0);
  const password = (await passwords(card(page)).textContent()) ?? "";
  await card(page).getByRole("button", { name: "Copy password" }).click();
  await expect.poll(() => clipboardText(page)).toBe(password);
  await expect(card(page).getByText("A password is on your clipboard.")).toBeVisible();

  await card(page).getByRole("button", { name: "Clear clipboard" }).click();
  await expect(
    card(page).getByRole("status").filter({ hasText: "Clipboard cleared." }),
  ).toBeVisible();
  await expect.poll(() => clipboardText(page)).toBe("");
});

test("the chosen automatic clear counts down while the page has focus, then clears", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await expectSettled(card(page));
  await card(page).getByRole("button", { name: "Privacy" }).click();
  const choice = page.getByRole("combobox", { name: "Clear the clipboard" });
  await expect(choice).toHaveValue("0");
  await choice.selectOption({ label: "After 30 seconds" });
  await expect(page.getByText(/cannot reach your clipboard history/)).toBeVisible();

  await card(page).getByRole("button", { name: "Copy password" }).click();
  await expect(
    card(page).getByText("The password on your clipboard will be cleared in 30 s."),
  ).toBeVisible();
  await expect.poll(() => clipboardText(page)).not.toBe("");
  // The count pauses while the page lacks focus, as it should; make sure this one has it (a busy
  // machine running several browsers at once can leave it without).
  await page.bringToFront();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true);
  // The installed clock also follows real time, and on a busy machine seconds pass between two
  // steps of the test: after 10 s more, at most 20 s are left (not exactly 20).
  const countdown = card(page).getByText(/^The password on your clipboard will be cleared in/);
  const secondsLeft = async () =>
    Number(/in (\d+) s\.$/.exec((await countdown.textContent()) ?? "")?.[1]);
  await page.clock.runFor(10_000);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(20);
  await expect.poll(secondsLeft).toBeGreaterThan(0);
  await page.clock.runFor(21_000);
  await expect(card(page).getByText("Clipboard cleared.")).toBeVisible();
  await expect.poll(() => clipboardText(page)).toBe("");

  // The choice is kept with the other privacy settings.
  await page.reload();
  await card(page).getByRole("button", { name: "Privacy" }).click();
  await expect(page.getByRole("combobox", { name: "Clear the clipboard" })).toHaveValue("30");
});

test("the bulk generator offers the same after Copy All", async ({ page }) => {
  await gotoHydrated(page, "/bulk-generator");
  await page.getByRole("button", { name: "Generate passwords" }).click();
  await page.getByRole("button", { name: "Copy All" }).click();
  await expect(page.getByText("10 passwords are on your clipboard.")).toBeVisible();
  await page.getByRole("button", { name: "Clear clipboard" }).click();
  await expect(page.getByText("Clipboard cleared.")).toBeVisible();
  await expect.poll(() => clipboardText(page)).toBe("");
});
