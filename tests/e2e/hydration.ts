import { expect, type Page, type Route } from "@playwright/test";

/** The header's theme toggle, named for the theme it switches to. */
export function themeToggle(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Switch to (dark|light) theme$/ });
}

/**
 * Waits until React has hydrated the page: the theme toggle says whether it is pressed only
 * then. Before that, the prerendered buttons are visible but do nothing.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(themeToggle(page)).toHaveAttribute("aria-pressed", /^(true|false)$/);
}

/**
 * Opens a page with the app's code held back, so that it stays prerendered HTML, as it does for a
 * second or more on a phone, for as long as a test needs. The function it returns lets the code
 * load and waits until React has hydrated the page.
 */
export async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route: Route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  return async () => {
    await expect(themeToggle(page)).not.toHaveAttribute("aria-pressed", /./);
    release();
    await expectHydrated(page);
  };
}

/** Opens a page and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectHydrated(page);
}

/**
 * `expectHydrated` for a page in any language: the header's one button that says whether it is
 * pressed is the theme toggle, whatever its name.
 */
export async function expectHydratedInAnyLanguage(page: Page): Promise<void> {
  const toggle = page.getByRole("banner").locator("button[aria-pressed]");
  await expect(toggle).toHaveCount(1);
  await expect(toggle).toHaveAttribute("aria-pressed", /^(true|false)$/);
}
