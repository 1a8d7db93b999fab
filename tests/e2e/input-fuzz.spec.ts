import { expect, test, type Page } from "@playwright/test";
import fc from "fast-check";

import { gotoHydrated } from "./hydration";
import { card as generatorCard, expectSettled } from "./generator-card";

// docs/style.md, "Parse at the edge": whatever is typed or pasted into any text field of the site
// (emoji, invisible and direction-changing characters, lone surrogates, control characters, a long
// paste) throws no error on the page and never leaves it blank. The fields of each page are found
// by role, after opening every panel that holds one, so a new field is fuzzed without a new test.

/** Texts people and attackers paste: arbitrary Unicode, with the hard cases always included. */
const NASTY = [
  "",
  " ",
  "\u200B\u202E\uFEFF",
  "\uD800",
  "a\u0000b\u0007c",
  "👨‍👩‍👧‍👦🏳️‍🌈",
  "-1e999",
  "12abc",
  "<script>alert(1)</script>",
  "x".repeat(20_000),
  // Blank and box-drawing code points (docs/decisions/visible-passwords.md): braille blank,
  // Hangul fillers, noncharacters, unassigned and private use; and marks with no base.
  "\u2800\u3164\u115F\u1160\uFFA0",
  "a\uFDD0\uFFFF\u{10FFFF}b",
  "\uE000\u{F0000}\u0378",
  "\u0301\u0308",
];
const RANDOM = fc.sample(
  fc.oneof(
    fc.string({ unit: "binary", maxLength: 200 }),
    fc.string({ unit: "grapheme", maxLength: 200 }),
  ),
  { numRuns: 8, seed: 18 },
);
const INPUTS = [...NASTY, ...RANDOM];

interface FuzzedPage {
  path: string;
  /** The text fields the page has once opened, so a panel that failed to open is noticed. */
  fieldsAtLeast: number;
  /** Opens what holds the page's fields (panels, disclosures). */
  open?: (page: Page) => Promise<void>;
}

async function openGeneratorPanels(page: Page) {
  const card = generatorCard(page);
  await expectSettled(card);
  for (const panel of ["Templates", "Custom Sets", "Site Rules"]) {
    await card.getByRole("button", { name: panel, exact: true }).click();
  }
  await card.getByRole("switch", { name: "Use custom character set" }).click();
  await card.getByText("More character options").click();
  await expect(card.getByRole("textbox").first()).toBeVisible();
}

const PAGES: FuzzedPage[] = [
  { path: "/", fieldsAtLeast: 4, open: openGeneratorPanels },
  { path: "/password-checker", fieldsAtLeast: 1 },
  { path: "/bulk-generator", fieldsAtLeast: 2 },
  { path: "/wifi-password-generator", fieldsAtLeast: 1 },
];

for (const { path, fieldsAtLeast, open } of PAGES) {
  test(`every text field on ${path} takes any input without an error or a blank page`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoHydrated(page, path);
    await open?.(page);

    // Every field in the DOM, by tag: a password input has no ARIA role to find it by.
    const fields = page.getByRole("main").locator("input:visible, textarea:visible");
    const kinds = await fields.evaluateAll((elements) =>
      elements.map((element) => (element as HTMLInputElement).type),
    );
    const textFields = kinds.flatMap((kind, index) =>
      ["text", "search", "password", "textarea", "url", "email"].includes(kind) ? [index] : [],
    );
    expect(textFields.length).toBeGreaterThanOrEqual(fieldsAtLeast);

    for (const index of textFields) {
      const field = fields.nth(index);
      for (const input of INPUTS) {
        if (!(await field.isEditable())) break;
        await field.fill(input);
        await field.press("Tab");
      }
    }
    expect(errors).toEqual([]);
    // Not blank: the page's heading and its main content are still there.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  });
}

// Visible means visible (docs/decisions/visible-passwords.md): whatever the custom set or a saved
// set's name is given, a password or a name is used only if no code point of it draws nothing or
// a box, by the browser's own Unicode data.
const BLANK_OR_BOX = "[\\p{Cc}\\p{Cn}\\p{Co}\\u2800\\u3164\\u115F\\u1160\\uFFA0]";

test("the custom set and a saved set's name take any input, and keep only what can be read", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoHydrated(page, "/");
  const card = generatorCard(page);
  await expectSettled(card);
  await card.getByRole("button", { name: "Custom Sets", exact: true }).click();
  await card.getByRole("switch", { name: "Use custom character set" }).click();
  const charset = card.getByRole("textbox", { name: "Custom characters" });
  const shown = card.getByTestId("password");
  const refused = card.getByRole("alert");
  const unreadable = (text: string) =>
    page.evaluate(({ value, pattern }) => new RegExp(pattern, "u").test(value), {
      value: text,
      pattern: BLANK_OR_BOX,
    });

  for (const input of INPUTS) {
    await charset.fill(input);
    await expect(refused.or(shown)).not.toHaveCount(0);
    if (await refused.isVisible()) continue;
    for (const text of await shown.allTextContents()) expect(await unreadable(text)).toBe(false);
  }

  await card.getByRole("button", { name: "Templates", exact: true }).click();
  const templates = card.getByRole("region", { name: "Password Templates" });
  const name = templates.getByRole("textbox", { name: "Name for the current options" });
  for (const input of INPUTS) {
    await name.fill(input);
    await templates.getByRole("button", { name: "Save current options" }).click();
    const answer = templates
      .getByRole("alert")
      .or(templates.getByRole("status").filter({ hasText: /./ }));
    await expect(answer).not.toHaveCount(0);
  }
  const names = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem("savedOptionSets") ?? "[]") as { name: string }[]).map(
      (set) => set.name,
    ),
  );
  for (const kept of names) expect(await unreadable(kept)).toBe(false);
  expect(errors).toEqual([]);
});
