import { expect, test } from "@playwright/test";

import { gotoHydrated } from "./hydration";

/*
 * Issue 18: whatever this browser stored, no page goes down. Values an extension, an older
 * version of the site or a curious visitor may have left in storage.
 */

const RENDER_ERROR = "Something went wrong. Please refresh the page.";

test.describe("a broken scroll-restoration entry (React Router)", () => {
  // A number, a string or a boolean made every navigation throw ("Cannot create property … on
  // number"); the others are the ones the issue tried.
  for (const garbage of ["1", '"x"', "true", '{"a":"x"}', "[1]", "not json", '{"k":1e999}']) {
    test(`${garbage}: in-app links still navigate`, async ({ page }) => {
      await page.addInitScript((value) => {
        sessionStorage.setItem("react-router-scroll-positions", value);
      }, garbage);
      await gotoHydrated(page, "/");
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Password Checker" })
        .click();
      await expect(page).toHaveURL(/\/password-checker$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/checker/i);
      await expect(page.getByText(RENDER_ERROR)).toHaveCount(0);
    });
  }
});
