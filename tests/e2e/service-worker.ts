import { expect, type Page } from "@playwright/test";

/** Visits the home page once, then reloads until the service worker controls it. */
export async function visitUntilControlled(page: Page): Promise<void> {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Until the worker controls the page it cannot answer for it.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}
