import { expect, test } from "@playwright/test";

import { expectNotFoundSearchSends } from "./not-found-search";

test("an unknown path shows the not-found page, logs the miss and sets title and description", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/definitely/not/here");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("404 - Page Not Found");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /does not exist/,
  );
  await expect.poll(() => errors.some((text) => text.includes("/definitely/not/here"))).toBe(true);

  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Back to the password generator" })).toHaveAttribute(
    "href",
    "/",
  );
  for (const [name, path] of [
    ["Password Generator", "/"],
    ["Password Checker", "/password-checker"],
    ["Bulk Generator", "/bulk-generator"],
    ["About", "/about"],
  ] as const) {
    await expect(
      main.getByRole("list").getByRole("link", { name: new RegExp(`^${name}\\b`) }),
    ).toHaveAttribute("href", path);
  }
});

for (const [query, path] of [
  ["password", "/"],
  ["check", "/password-checker"],
  ["bulk", "/bulk-generator"],
  ["something else", "/"],
] as const) {
  test(`the not-found search sends “${query}” to ${path}`, async ({ page }) => {
    await expectNotFoundSearchSends(page, query, path);
  });
}

test("a search sent before the page is interactive still reaches its tool", async ({ page }) => {
  // What the form does without scripts: it reloads the not-found page with the query.
  await page.goto("/nowhere?tool=check");
  await expect(page).toHaveURL(/\/password-checker$/);
});

test("an unknown article stays the not-found page, with its title, once the page is interactive", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto("/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page).toHaveTitle("404 - Page Not Found");
  // The document's own 404 and the logged miss are expected; no hydration or data error is.
  const expected = (text: string) =>
    text.includes("/blog/no-such-article") || text.includes("status of 404 (Not Found)");
  expect(errors.filter((text) => !expected(text))).toEqual([]);
});
