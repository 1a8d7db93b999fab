import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// girlscouts.org in the known-sites list:
// "minlength: 8; maxlength: 16; required: lower; required: upper; required: digit; allowed: [$#!];"
const GIRLSCOUTS = /^[A-Za-z0-9$#!]{8,16}$/;

/** What the rule would reject in `password`, in the spirit of checkPasswordAgainstRules. */
function girlscoutsProblems(password: string): string[] {
  const problems: string[] = [];
  if (!GIRLSCOUTS.test(password)) problems.push(`length or characters: ${password}`);
  if (!/[a-z]/.test(password)) problems.push(`no lowercase: ${password}`);
  if (!/[A-Z]/.test(password)) problems.push(`no uppercase: ${password}`);
  if (!/[0-9]/.test(password)) problems.push(`no digit: ${password}`);
  return problems;
}

async function shownPassword(page: Page): Promise<string> {
  const output = page.getByTestId("password").first();
  await expect(output).toBeVisible();
  return (await output.textContent()) ?? "";
}

async function openSiteRules(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("contentinfo").waitFor();
  await expect(page.getByTestId("password").first()).toBeVisible();
  await page.getByRole("button", { name: "Site Rules" }).click();
  return page.getByRole("textbox", { name: "Site or password rule" });
}

test("a listed site's rule is described, followed by Generate, and bounds the length", async ({
  page,
}) => {
  const field = await openSiteRules(page, "/");
  await field.fill("girlscouts.org");
  await expect(page.getByTestId("rules-description")).toBeVisible();
  await expect(page.getByText("Rules for girlscouts.org")).toBeVisible();

  const length = page.getByRole("textbox", { name: "Length" });
  // The slider beside the field carries the range. The default length (16) is inside 8-16.
  const lengthRange = page.getByRole("slider", { name: "Length" });
  await expect(lengthRange).toHaveAttribute("max", "16");
  await expect(lengthRange).toHaveAttribute("min", "8");
  await expect(page.getByText("Set by the site rule (girlscouts.org)")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Uppercase/ })).toBeDisabled();

  for (let i = 0; i < 5; i++) {
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    const password = await shownPassword(page);
    expect(girlscoutsProblems(password)).toEqual([]);
  }

  // Typing 40 is brought back within the site's maximum.
  await length.fill("40");
  await length.blur();
  await expect(length).toHaveValue("16");
  await length.fill("10");
  await length.blur();
  await expect(length).toHaveValue("10");
  await expect.poll(async () => (await shownPassword(page)).length).toBe(10);
  expect(girlscoutsProblems(await shownPassword(page))).toEqual([]);

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
  // amundi-ee.com: exactly 6 digits.
  await field.fill("amundi-ee.com");
  await expect(page.getByText(/accepts at most 6 characters/).first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Length" })).toHaveValue("6");
  await expect.poll(async () => shownPassword(page)).toMatch(/^[0-9]{6}$/);
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
  await field.fill("girlscouts.org");
  await expect(page.getByRole("slider", { name: "Length" })).toHaveAttribute("max", "16");
  await page.getByRole("button", { name: "Close site rules" }).click();
  await expect(page.getByRole("slider", { name: "Length" })).toHaveAttribute("max", "128");
});

test("has no accessibility violations with the panel open and a rule shown", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const field = await openSiteRules(page, "/");
  await field.fill("girlscouts.org");
  await expect(page.getByTestId("rules-description")).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  await context.close();
});

test("works in a landing page's card too", async ({ page }) => {
  const field = await openSiteRules(page, "/wifi-password-generator");
  await field.fill("girlscouts.org");
  await expect(page.getByTestId("rules-description")).toBeVisible();
  await page.getByRole("button", { name: "Generate", exact: true }).click();
  expect(girlscoutsProblems(await shownPassword(page))).toEqual([]);
});
