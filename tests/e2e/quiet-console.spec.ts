import { expect, test, type Page } from "@playwright/test";

import { capNotice } from "./checker-result";
import { card, expectSettled, password } from "./generator-card";
import { expectHydrated, gotoHydrated } from "./hydration";
import { visitUntilControlled } from "./service-worker";

/*
 * What a visitor's devtools and any error reporting would see: no uncaught error and no console
 * error when storage holds garbage or is blocked, or the network goes away. And incognito writes
 * nothing at all, through whichever part of the page.
 */

/** Collects uncaught errors and console errors from now on; read it at the end of a test. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** In-app navigation from the main menu, then a reload: React Router saves and restores. */
async function navigateAndReload(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Password Checker" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/checker/i);
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "About Keysmith" })).toBeVisible();
  await page.reload();
  await expectHydrated(page);
}

test.describe("a corrupted scroll-restoration entry", () => {
  for (const garbage of ["{not json", "null", "1", '{"a":"x"}']) {
    test(`${garbage}: the page scrolls, navigates and logs nothing`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.addInitScript((value) => {
        sessionStorage.setItem("react-router-scroll-positions", value);
      }, garbage);
      await gotoHydrated(page, "/about");
      await navigateAndReload(page);
      expect(errors).toEqual([]);
    });
  }

  test("a stored position still brings a reloaded page back where it was", async ({ page }) => {
    const errors = watchConsole(page);
    await gotoHydrated(page, "/about");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    await page.reload();
    await expectHydrated(page);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    expect(errors).toEqual([]);
  });
});

/** Two ways a browser refuses site data: the store cannot be reached, or each call throws. */
const BLOCKED_STORAGE = {
  "the stores cannot be reached (site data blocked)": () => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    for (const name of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, name, { get: refuse, configurable: true });
    }
  },
  "every storage call throws": () => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    for (const method of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
      Object.defineProperty(Storage.prototype, method, { value: refuse, configurable: true });
    }
  },
};

test.describe("blocked storage", () => {
  for (const [name, block] of Object.entries(BLOCKED_STORAGE)) {
    test(`${name}: the generator works, pages navigate, nothing is logged`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.addInitScript(block);
      await gotoHydrated(page, "/");
      await expectSettled(card(page));
      const first = await password(card(page)).textContent();
      await card(page).getByRole("button", { name: "Generate", exact: true }).click();
      await expect(password(card(page))).not.toHaveText(first ?? "");
      await expect(
        card(page).getByText("This browser is not letting Keysmith save anything"),
      ).toBeVisible();
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "About" })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "About Keysmith" })).toBeVisible();
      await navigateAndReload(page);
      expect(errors).toEqual([]);
    });
  }
});

test("offline, the generator's panels are fetched once the network is back, quietly", async ({
  page,
  context,
}) => {
  const errors = watchConsole(page);
  const panelRequests: string[] = [];
  page.on("request", (request) => {
    if (/-panel-[\w-]+\.js$/.test(request.url())) panelRequests.push(request.url());
  });
  // The panels are fetched a few seconds after the page settles: the test's clock says when.
  await page.clock.install();
  await gotoHydrated(page, "/");
  await expectSettled(card(page));
  // The page's own lazy sections load as it renders; offline before they arrive, their failure
  // is logged (a loaded machine did that), and this test is about the panels.
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  await page.clock.runFor(30_000);
  expect(panelRequests).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => panelRequests.length).toBeGreaterThanOrEqual(4);
  await card(page).getByRole("button", { name: "Privacy" }).click();
  await expect(card(page).getByRole("switch", { name: "Incognito mode" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("offline before the checker's first use, it says so and logs nothing", async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  await visitUntilControlled(page);
  const errors = watchConsole(page);

  // The worker keeps the crack-time estimator only once it is used: offline now, it has none.
  await context.setOffline(true);
  await page.goto("/password-checker");
  await expectHydrated(page);
  await page.getByLabel("Password to check").fill("P@ssw0rd2024!");
  await page.getByRole("button", { name: "Check password" }).click();
  await expect(capNotice(page)).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(
      /^The crack-time estimator could not be loaded, perhaps because you are offline/,
    ),
  ).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
  await context.close();
});

test("on a network that reaches nothing, the checker's missing estimator is not taken for an update", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  await visitUntilControlled(page);
  // A Wi-Fi with no internet behind it: nothing loads, but the browser says it is online.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "onLine", { get: () => true });
  });
  const errors = watchConsole(page);
  let loads = 0;
  page.on("load", () => (loads += 1));
  await context.setOffline(true);
  await page.goto("/password-checker");
  await expectHydrated(page);
  const field = page.getByLabel("Password to check");
  await field.fill("P@ssw0rd2024!");
  await page.getByRole("button", { name: "Check password" }).click();
  // The service worker answers the estimator it could not fetch with its stored not-found page.
  await expect(
    page.getByText(
      /^The crack-time estimator could not be loaded, perhaps because you are offline/,
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(capNotice(page)).toBeVisible();
  // The page did not reload to fetch a "new build", which would wipe the field, nor say that
  // Keysmith is being updated.
  await page.waitForTimeout(1000);
  expect(loads).toBe(1);
  await expect(field).toHaveValue("P@ssw0rd2024!");
  await expect(page.getByText(/Keysmith may be in the middle of an update/)).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

/** Both stores, byte for byte. */
function storedBytes(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.keys(storage)
        .sort()
        .map((key) => [key, storage.getItem(key)]);
    return JSON.stringify({ local: dump(localStorage), session: dump(sessionStorage) });
  });
}

test("incognito leaves storage byte for byte as it was, a deleted saved set included", async ({
  page,
}) => {
  // Many steps, each a render of the card.
  test.slow();
  await page.addInitScript(() => {
    if (localStorage.getItem("savedOptionSets") !== null) return;
    localStorage.setItem(
      "savedOptionSets",
      JSON.stringify([
        { name: "Door", mode: "pin", modeOptions: { pin: { length: 8 } } },
        { name: "Memo", mode: "memorable", modeOptions: { memorable: { groups: 4 } } },
      ]),
    );
    localStorage.setItem("theme", "light");
  });
  await gotoHydrated(page, "/");
  await expectSettled(card(page));
  // A password made before incognito is in the history.
  await card(page).getByRole("button", { name: "Generate", exact: true }).click();
  await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();

  await card(page).getByRole("button", { name: "Privacy" }).click();
  await card(page).getByRole("switch", { name: "Incognito mode" }).click();
  await expect(card(page).getByText("Incognito mode is on.")).toBeVisible();
  const before = await storedBytes(page);

  // Delete a saved set: gone from the list, for this page only.
  await card(page).getByRole("button", { name: "Templates" }).click();
  const templates = card(page).getByRole("region", { name: "Password Templates" });
  await templates.getByRole("button", { name: "Delete “Door”" }).click();
  await expect(templates.getByRole("status")).toHaveText(
    "Deleted “Door”. For this page only: incognito mode is on, so the sets saved in this browser stay as they were.",
  );
  await expect(templates.getByRole("button", { name: /^Door/ })).toHaveCount(0);
  // Apply a saved set, generate, change options and privacy settings, switch the theme.
  await templates.getByRole("button", { name: /^Memo/ }).click();
  await card(page).getByRole("radio", { name: "Password" }).check();
  await card(page).getByRole("button", { name: "Generate", exact: true }).click();
  const length = card(page).getByRole("textbox", { name: "Length" });
  await length.fill("40");
  await length.blur();
  await card(page).getByRole("checkbox", { name: "Symbols" }).click();
  await card(page).getByRole("switch", { name: "Session-only storage" }).click();
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();

  expect(await storedBytes(page)).toBe(before);

  // Nothing was lost either: a new visit finds the set and the settings as they were.
  await page.reload();
  await expectHydrated(page);
  await card(page).getByRole("button", { name: "Templates" }).click();
  await expect(templates.getByRole("button", { name: /^Door/ })).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});
