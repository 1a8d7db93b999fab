import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

import { ALL_PATHS } from "./site-routes";

for (const theme of ["light", "dark"] as const) {
  test.describe(`axe-core, ${theme} theme`, () => {
    for (const path of [...ALL_PATHS, "/no-such-page"]) {
      test(`${path} has no accessibility violations`, async ({ browser }) => {
        // A context's page: AxeBuilder throws on browser.newPage() (STACK-NOTES).
        const context = await browser.newContext({ colorScheme: theme });
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        await page.getByRole("contentinfo").waitFor();
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(" "))
              .join(", ")})`,
        );
        expect(summary).toEqual([]);
        await context.close();
      });
    }
  });
}
