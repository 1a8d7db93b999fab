import { expect, test } from "@playwright/test";

import { gotoHydrated } from "./hydration";

// The clipboard status says how many passwords the last copy put there.

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("after Copy All of 100 passwords the status says 100, after one copy it says one", async ({
  page,
}) => {
  await gotoHydrated(page, "/bulk-generator");
  await page.getByLabel("Number of passwords").fill("100");
  await page.getByRole("button", { name: "Generate passwords" }).click();
  const list = page.getByRole("region", { name: "Generated passwords" });
  await expect(list.getByRole("listitem")).toHaveCount(100);

  await list.getByRole("button", { name: "Copy All" }).click();
  const status = list.getByRole("status").filter({ hasText: "clipboard" });
  await expect(status).toHaveText(/^100 passwords are on your clipboard\.\s*Clear clipboard$/);
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toMatch(/^(?:[^\n]+\n){99}[^\n]+$/);

  await list.getByRole("button", { name: "Copy password 7", exact: true }).click();
  await expect(status).toHaveText(/^A password is on your clipboard\.\s*Clear clipboard$/);
});
