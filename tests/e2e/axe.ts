import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * What axe finds wrong on the open page against WCAG 2.2 AA and best practice: one line a rule,
 * "id: help (up to three of the elements)", or none. `include` limits it to one part of the page.
 *
 * The page is read from its top. Where a test's last action leaves it scrolled depends on the
 * machine, and a link half under the sticky header is, for axe, a target too small to touch: the
 * site-rules test failed so on a busy machine and passed on a quiet one.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
}
