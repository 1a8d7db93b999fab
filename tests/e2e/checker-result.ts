import { expect, type Page } from "@playwright/test";

/**
 * Asserts the label and score as the "Checks passed" meter gives them to a screen reader; the
 * same text the page shows beside it.
 */
export async function expectVerdict(page: Page, label: string, score: number, timeout?: number) {
  await expect(page.getByRole("meter", { name: "Checks passed" })).toHaveAttribute(
    "aria-valuetext",
    `${score} of 8 checks passed: ${label}`,
    { timeout },
  );
}

/** Why the label is capped, as the page says it (spec §5; docs/decisions/checker-verdict.md). */
export function capNotice(page: Page) {
  return page.getByText(/^Capped at /);
}

/** The estimated entropy once zxcvbn has run. */
export function entropy(page: Page) {
  return page.getByText(/^about \d+ bits$/);
}

/** The note that the result is for the password as it was when last checked. */
export function staleNotice(page: Page) {
  return page.getByText(/^This result is for the password as it was when you last pressed/);
}

/** zxcvbn's verdict line: "Verdict: Too guessable (zxcvbn score 0 of 4), …". */
export function crackVerdict(page: Page, verdict?: string) {
  return page.getByText(new RegExp(`^Verdict: ${verdict ?? "[^(]+"} \\(zxcvbn score`));
}
