import { expect, test, type Page } from "@playwright/test";

import { axeViolations } from "./axe";

import { card, password } from "./generator-card";
import { BOUNDED_SITE, ruleProblems, SHORT_SITE } from "./listed-sites";
import { expectHydratedInAnyLanguage } from "./hydration";

/** The generator card on the home page or a landing page. */
function generator(page: Page) {
  return card(page, /^(Password Generator|Generate a WiFi password)$/);
}

async function shownPassword(page: Page): Promise<string> {
  const output = password(generator(page));
  await expect(output).toBeVisible();
  return (await output.textContent()) ?? "";
}

async function openSiteRules(page: Page, path: string) {
  await page.goto(path);
  await expectHydratedInAnyLanguage(page);
  await expect(password(generator(page))).toBeVisible();
  await page.getByRole("button", { name: "Site Rules" }).click();
  return page.getByRole("textbox", { name: "Site or password rule" });
}

test("a listed site's rule is described, followed by Generate, and bounds the length", async ({
  page,
}) => {
  const field = await openSiteRules(page, "/");
  const site = BOUNDED_SITE;
  await field.fill(site.domain);
  await expect(page.getByText(site.description, { exact: true })).toBeVisible();
  await expect(page.getByText(`Rules for ${site.domain}`)).toBeVisible();

  const length = page.getByRole("textbox", { name: "Length" });
  // The slider beside the field carries the range.
  const lengthRange = page.getByRole("slider", { name: "Length" });
  await expect(lengthRange).toHaveAttribute("max", String(site.range.max));
  await expect(lengthRange).toHaveAttribute("min", String(site.range.min));
  await expect(page.getByText(`Set by the site rule (${site.domain})`)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Uppercase/ })).toBeDisabled();

  for (let i = 0; i < 5; i++) {
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    const password = await shownPassword(page);
    expect(ruleProblems(site, password)).toEqual([]);
  }

  // Typing 40 is brought back within the site's maximum.
  await length.fill("40");
  await length.blur();
  await expect(length).toHaveValue(String(site.range.max));
  await length.fill("10");
  await length.blur();
  await expect(length).toHaveValue("10");
  await expect.poll(async () => (await shownPassword(page)).length).toBe(10);
  expect(ruleProblems(site, await shownPassword(page))).toEqual([]);

  // The history keeps it like any generated password.
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  const kept = await shownPassword(page);
  await page.getByRole("button", { name: /^History/ }).click();
  await expect(page.getByText(kept, { exact: true }).last()).toBeAttached();

  // No password in the URL.
  expect(page.url()).not.toContain(kept);

  // Clearing the field returns to the normal options.
  await field.fill("");
  await expect(lengthRange).toHaveAttribute("max", "128");
  await expect(page.getByRole("checkbox", { name: /Uppercase/ })).toBeEnabled();
  await expect(page.getByText("Set by the site rule")).toHaveCount(0);
});

test("a site whose maximum is below 8 warns beside the length", async ({ page }) => {
  const field = await openSiteRules(page, "/");
  const site = SHORT_SITE;
  await field.fill(site.domain);
  const warning = site.range.warning ?? "";
  // Said once as an alert in the panel, and once beside the length field.
  await expect(page.getByRole("alert").filter({ hasText: warning })).toBeVisible();
  await expect(page.getByText(warning, { exact: true })).toHaveCount(2);
  await expect(page.getByRole("textbox", { name: "Length" })).toHaveValue(String(site.range.max));
  await expect.poll(async () => ruleProblems(site, await shownPassword(page))).toEqual([]);
});

test("an unknown site offers to paste its rule, which is then followed", async ({ page }) => {
  const field = await openSiteRules(page, "/");
  await field.fill("no-such-site-keysmith.example");
  await expect(page.getByText(/Keysmith knows no special rules for/)).toBeVisible();
  await page.getByRole("button", { name: "Paste this site's requirements" }).click();
  await page
    .getByRole("textbox", { name: /Requirements for/ })
    .fill("minlength: 12; maxlength: 12; required: digit; allowed: lower;");
  await expect(page.getByText("Your rule", { exact: true })).toBeVisible();
  await expect.poll(async () => shownPassword(page)).toMatch(/^(?=.*[0-9])[a-z0-9]{12}$/);

  const bad = page.getByRole("textbox", { name: /Requirements for/ });
  await bad.fill("minlength: 20; maxlength: 10;");
  await expect(page.getByRole("alert").first()).toBeVisible();
  // No rule in force: the normal options are back.
  await expect(page.getByRole("slider", { name: "Length" })).toHaveAttribute("max", "128");
});

test("closing the panel clears the rule", async ({ page }) => {
  const field = await openSiteRules(page, "/");
  await field.fill(BOUNDED_SITE.domain);
  await expect(page.getByRole("slider", { name: "Length" })).toHaveAttribute(
    "max",
    String(BOUNDED_SITE.range.max),
  );
  await page.getByRole("button", { name: "Close site rules" }).click();
  await expect(page.getByRole("slider", { name: "Length" })).toHaveAttribute("max", "128");
});

test("has no accessibility violations with the panel open and a rule shown", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const field = await openSiteRules(page, "/");
  await field.fill(BOUNDED_SITE.domain);
  await expect(page.getByText(BOUNDED_SITE.description, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test("works in a landing page's card too", async ({ page }) => {
  const field = await openSiteRules(page, "/wifi-password-generator");
  await field.fill(BOUNDED_SITE.domain);
  await expect(page.getByText(BOUNDED_SITE.description, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  expect(ruleProblems(BOUNDED_SITE, await shownPassword(page))).toEqual([]);
});
