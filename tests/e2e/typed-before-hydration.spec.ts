import { expect, test, type Page, type Route } from "@playwright/test";

import { card, expectSettled, ofLength, password } from "./generator-card";
import { expectHydrated, themeToggle } from "./hydration";

/**
 * A prerendered page can be typed into a second or more before React hydrates it on a phone.
 * Each test holds the app's code back, types while the page is still only HTML, then lets it
 * hydrate: what was typed must stay, and count. (The checker's field: checker.spec.ts.)
 */
async function openHeldBack(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return release;
}

async function hydrate(page: Page, release: () => void): Promise<void> {
  await expect(themeToggle(page)).not.toHaveAttribute("aria-pressed", /./);
  release();
  await expectHydrated(page);
}

test("a length typed before the page is ready is kept and makes a password that long", async ({
  page,
}) => {
  const release = await openHeldBack(page, "/");
  const length = card(page).getByRole("textbox", { name: "Length" });
  await length.fill("24");
  await hydrate(page, release);
  await expectSettled(card(page));
  await expect(length).toHaveValue("24");
  // As if typed after hydration: leaving the field applies it.
  await length.blur();
  await expect(password(card(page))).toHaveText(ofLength(24));
});

test("the length left alone keeps the password painted with the page", async ({ page }) => {
  const release = await openHeldBack(page, "/");
  await expect(password(card(page))).toHaveText(ofLength(16));
  const painted = await password(card(page)).textContent();
  await hydrate(page, release);
  await expectSettled(card(page));
  await page.waitForTimeout(500);
  await expect(card(page).getByRole("textbox", { name: "Length" })).toHaveValue("16");
  await expect(password(card(page))).toHaveText(painted ?? "");
});

test("a blog search typed before the page is ready filters the articles", async ({ page }) => {
  const release = await openHeldBack(page, "/blog");
  const search = page.getByLabel("Search articles");
  await search.fill("zebra crossing");
  await hydrate(page, release);
  await expect(search).toHaveValue("zebra crossing");
  await expect(page.getByRole("heading", { name: "Search Results (0)" })).toBeVisible();
  await expect(page.getByText("No articles found")).toBeVisible();
});
