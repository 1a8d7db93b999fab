import { expect, type Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it: the theme toggle gets `aria-pressed` only
 * then. Before that, the prerendered buttons are visible but do nothing.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("[data-theme-toggle][aria-pressed]")).toHaveCount(1);
}
