import { expect, type Page } from "@playwright/test";

import { gotoHydrated } from "./hydration";

/**
 * Searches for a tool from the not-found page once it is interactive, as a visitor would (the
 * search box and its button), and expects to land on `path`, with nothing after it.
 */
export async function expectNotFoundSearchSends(
  page: Page,
  query: string,
  path: string,
): Promise<void> {
  await gotoHydrated(page, "/nowhere");
  await page.getByRole("searchbox", { name: "Search for a tool" }).fill(query);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+${path}$`));
}
