import { expect, test } from "@playwright/test";

import { axeViolations } from "./axe";

import { ALL_PATHS } from "./site-routes";

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe-core, ${theme} theme`, () => {
    for (const path of [...ALL_PATHS, "/no-such-page"]) {
      test(`${path} has no accessibility violations`, async ({ browser }) => {
        // A context's page: AxeBuilder throws on browser.newPage() (docs/stack-notes.md, "Tests").
        const context = await browser.newContext({ colorScheme: theme });
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        await page.getByRole("contentinfo").waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  });
}

// Some assistive technology misses a name given only by <label for>: every checkbox
// and switch is also inside its label or names it with aria-labelledby.
for (const path of ["/", "/wifi-password-generator", "/bulk-generator"]) {
  test(`${path}: every checkbox and switch is named by a wrapping label or aria-labelledby`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.getByRole("contentinfo").waitFor();
    const unnamed = await page.locator('input[type="checkbox"]').evaluateAll((inputs) =>
      inputs
        .filter((input) => {
          const wrapping = input.closest("label")?.textContent?.trim();
          const labelledBy = (input.getAttribute("aria-labelledby") ?? "")
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
            .join(" ")
            .trim();
          return !wrapping && !labelledBy;
        })
        .map((input) => input.id || input.outerHTML.slice(0, 80)),
    );
    await expect
      .poll(() => page.getByRole("checkbox").or(page.getByRole("switch")).count())
      .toBeGreaterThan(3);
    expect(unnamed).toEqual([]);
  });
}
