import { expect, test } from "@playwright/test";

import { card, expectSettled, ofLength, password } from "./generator-card";
import { openBeforeHydration } from "./hydration";

/*
 * A prerendered page can be typed into a second or more before React hydrates it on a phone.
 * Each test holds the app's code back, types while the page is still only HTML, then lets it
 * hydrate: what was typed must stay, and count. (The checker's field: checker.spec.ts.)
 */

test("a length typed before the page is ready is kept and makes a password that long", async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/");
  const length = card(page).getByRole("textbox", { name: "Length" });
  await length.fill("24");
  await hydrate();
  await expectSettled(card(page));
  await expect(length).toHaveValue("24");
  // As if typed after hydration: leaving the field applies it.
  await length.blur();
  await expect(password(card(page))).toHaveText(ofLength(24));
});

test("the length left alone keeps the password painted with the page", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/");
  await expect(password(card(page))).toHaveText(ofLength(16));
  const painted = await password(card(page)).textContent();
  await hydrate();
  await expectSettled(card(page));
  await page.waitForTimeout(500);
  await expect(card(page).getByRole("textbox", { name: "Length" })).toHaveValue("16");
  await expect(password(card(page))).toHaveText(painted ?? "");
});

test("a blog search typed before the page is ready filters the articles", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/blog");
  const search = page.getByLabel("Search articles");
  await search.fill("zebra crossing");
  await hydrate();
  await expect(search).toHaveValue("zebra crossing");
  await expect(page.getByRole("heading", { name: "Search Results (0)" })).toBeVisible();
  await expect(page.getByText("No articles found")).toBeVisible();
});

test("a category chosen and a search typed before the page is ready both filter the articles", async ({
  page,
}) => {
  const hydrate = await openBeforeHydration(page, "/blog");
  await page.getByLabel("Category").selectOption("Business");
  await page.getByLabel("Search articles").fill("password");
  await hydrate();
  await expect(page.getByLabel("Category")).toHaveValue("Business");
  await expect(page.getByLabel("Search articles")).toHaveValue("password");
  await expect(page.getByRole("heading", { name: "Search Results (1)" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
});

test("the breach check switched on before the page is ready stays on", async ({ page }) => {
  const hydrate = await openBeforeHydration(page, "/password-checker");
  const breach = page.getByRole("switch", { name: /breach/i });
  await breach.click();
  await expect(breach).toBeChecked();
  await hydrate();
  // The renders that follow hydration (the password typed here, say) no longer switch it off.
  await page.getByLabel("Password to check").fill("correct horse");
  await page.waitForTimeout(500);
  await expect(breach).toBeChecked();
});
