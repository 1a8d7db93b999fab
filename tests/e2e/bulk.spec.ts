import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { gotoHydrated, openBeforeHydration } from "./hydration";
import { toast } from "./toasts";

/** Spec §9's special set. */
const SPECIAL = "!@#$%^&*()_+-=[]{}|;:,.<>?";

function countField(page: Page) {
  return page.getByLabel("Number of passwords");
}

function lengthField(page: Page) {
  return page.getByLabel("Password length");
}

async function generate(page: Page) {
  await page.getByRole("button", { name: "Generate passwords" }).click();
}

function listItems(page: Page) {
  return page.getByRole("region", { name: "Generated passwords" }).getByRole("listitem");
}

/** The passwords as shown, in order: each item reads "1.", then its password. */
async function listedPasswords(page: Page): Promise<string[]> {
  const items = await listItems(page).allTextContents();
  return items.map((item, index) => {
    const number = `${index + 1}.`;
    expect(item.startsWith(number), item).toBe(true);
    return item.slice(number.length);
  });
}

/**
 * Reads the bulk CSV: CRLF-ended records of one quoted field each (the passwords hold no quote or
 * line break, so a record is one line), and gives the header and the cells without their quotes.
 */
function readCsv(text: string): { header: string; cells: string[] } {
  const records = text.split("\r\n");
  expect(records.at(-1)).toBe("");
  const fields = records.slice(0, -1).map((record) => {
    expect(record).toMatch(/^"(?:[^"]|"")*"$/);
    return record.slice(1, -1).replaceAll('""', '"');
  });
  return { header: fields[0] ?? "", cells: fields.slice(1) };
}

/** The CSV's one rule back to the password: a cell that starts with ' had one added. */
function cellToPassword(cell: string): string {
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

test.describe("bulk generator", () => {
  test("starts empty with the defaults, 10 of 16, and no Copy All or Download", async ({
    page,
  }) => {
    await gotoHydrated(page, "/bulk-generator");
    await expect(page.getByText("Generate passwords to see them here")).toBeVisible();
    await expect(countField(page)).toHaveValue("10");
    await expect(lengthField(page)).toHaveValue("16");
    for (const name of [/Uppercase/, /Lowercase/, /Numbers/, /Special/]) {
      await expect(page.getByRole("checkbox", { name })).toBeChecked();
    }
    await expect(
      page.getByRole("checkbox", { name: "Exclude similar characters" }),
    ).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Copy All" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Download/ })).toHaveCount(0);
  });

  test("Generate makes 10 passwords of 16 with every type, and replaces the list", async ({
    page,
  }) => {
    await gotoHydrated(page, "/bulk-generator");
    await generate(page);
    await expect(listItems(page)).toHaveCount(10);
    const first = await listedPasswords(page);
    for (const password of first) {
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect([...password].some((character) => SPECIAL.includes(character))).toBe(true);
      expect(
        [...password].every(
          (character) => /[A-Za-z0-9]/.test(character) || SPECIAL.includes(character),
        ),
      ).toBe(true);
    }
    expect(new Set(first).size).toBe(10);
    await expect(page.getByText("Generate passwords to see them here")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Copy All" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Download .txt" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Download .csv" })).toBeVisible();

    await countField(page).fill("3");
    await generate(page);
    await expect(listItems(page)).toHaveCount(3);
    const second = await listedPasswords(page);
    expect(second.some((password) => first.includes(password))).toBe(false);
  });

  const RANGE_CASES = [
    { count: "150", length: "200", usedCount: 100, usedLength: 128 },
    { count: "0", length: "4", usedCount: 1, usedLength: 8 },
    { count: "", length: "", usedCount: 1, usedLength: 8 },
    { count: "12.5", length: "20.5", usedCount: 1, usedLength: 8 },
  ] as const;
  for (const { count, length, usedCount, usedLength } of RANGE_CASES) {
    test(`count “${count}” and length “${length}” become ${usedCount} and ${usedLength}, and the page says so`, async ({
      page,
    }) => {
      await gotoHydrated(page, "/bulk-generator");
      await countField(page).fill(count);
      await lengthField(page).fill(length);
      await generate(page);
      await expect(listItems(page)).toHaveCount(usedCount);
      for (const password of await listedPasswords(page)) {
        expect(password).toHaveLength(usedLength);
      }
      await expect(countField(page)).toHaveValue(String(usedCount));
      await expect(lengthField(page)).toHaveValue(String(usedLength));
      const countNote = page.getByText(
        `Count must be a whole number from 1 to 100; using ${usedCount}.`,
      );
      const lengthNote = page.getByText(
        `Length must be a whole number from 8 to 128; using ${usedLength}.`,
      );
      await expect(countNote).toBeVisible();
      await expect(lengthNote).toBeVisible();
      await expect(countField(page)).toHaveAttribute(
        "aria-describedby",
        new RegExp(`${await countNote.getAttribute("id")}`),
      );
    });
  }

  test("a count typed with a letter, “5x”, is read as typed: not a whole number, so 1, and the page says so", async ({
    page,
  }) => {
    await gotoHydrated(page, "/bulk-generator");
    // Key by key, as a person types: a number box would drop the letter in Chromium only.
    await countField(page).clear();
    await countField(page).pressSequentially("5x");
    await expect(countField(page)).toHaveValue("5x");
    await generate(page);
    await expect(listItems(page)).toHaveCount(1);
    await expect(
      page.getByText("Count must be a whole number from 1 to 100; using 1."),
    ).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Generated 1 password." })).toHaveCount(
      1,
    );
  });

  test("values in range are used as typed, with no note", async ({ page }) => {
    await gotoHydrated(page, "/bulk-generator");
    await countField(page).fill("100");
    await lengthField(page).fill("128");
    await generate(page);
    await expect(listItems(page)).toHaveCount(100);
    expect((await listedPasswords(page)).every((password) => password.length === 128)).toBe(true);
    await expect(page.getByText(/must be a whole number/)).toHaveCount(0);
  });

  test("with no character type, the spec's error toast and the list is kept", async ({ page }) => {
    await gotoHydrated(page, "/bulk-generator");
    await generate(page);
    const before = await listedPasswords(page);
    for (const name of [/Uppercase/, /Lowercase/, /Numbers/, /Special/]) {
      await page.getByRole("checkbox", { name }).uncheck();
    }
    await generate(page);
    const error = toast(page, "Error");
    await expect(error).toBeVisible();
    await expect(error).toContainText("Please select at least one character type");
    expect(await listedPasswords(page)).toEqual(before);
  });

  test("exclude similar characters leaves out 0 O 1 l I", async ({ page }) => {
    await gotoHydrated(page, "/bulk-generator");
    await countField(page).fill("100");
    await lengthField(page).fill("64");
    await page.getByRole("checkbox", { name: "Exclude similar characters" }).check();
    await generate(page);
    expect((await listedPasswords(page)).join("")).not.toMatch(/[0O1lI]/);
  });

  test("options set before the page is ready count: no similar characters, no digits", async ({
    page,
  }) => {
    const hydrate = await openBeforeHydration(page, "/bulk-generator");
    await countField(page).fill("100");
    await page.getByRole("checkbox", { name: "Exclude similar characters" }).check();
    await page.getByRole("checkbox", { name: /Numbers/ }).uncheck();
    await hydrate();
    await generate(page);
    await expect(listItems(page)).toHaveCount(100);
    await expect(page.getByRole("checkbox", { name: "Exclude similar characters" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Numbers/ })).not.toBeChecked();
    expect((await listedPasswords(page)).join("")).not.toMatch(/[0-9OlI]/);
  });

  test("Copy All puts every password on the clipboard, one per line", async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const page = await context.newPage();
    await gotoHydrated(page, "/bulk-generator");
    await generate(page);
    await page.getByRole("button", { name: "Copy All" }).click();
    const success = toast(page, "Copied!");
    await expect(success).toBeVisible();
    await expect(success).toContainText("10 passwords copied to clipboard");
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.split("\n")).toEqual(await listedPasswords(page));

    await page.getByRole("button", { name: "Copy password 3" }).click();
    await expect(toast(page, "Password copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      (await listedPasswords(page))[2],
    );
    await context.close();
  });

  test("a refused clipboard shows 'Failed to copy passwords'", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, "writeText", {
        value: () =>
          Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
      });
    });
    await gotoHydrated(page, "/bulk-generator");
    await generate(page);
    await page.getByRole("button", { name: "Copy All" }).click();
    const failure = toast(page, "Error");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("Failed to copy passwords");
  });

  test("Download saves passwords-{timestamp}.txt with one password per line", async ({ page }) => {
    await gotoHydrated(page, "/bulk-generator");
    await countField(page).fill("7");
    await generate(page);
    const before = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download .txt" }).click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toMatch(/^passwords-\d{13}\.txt$/);
    const timestamp = Number(/\d+/.exec(name)?.[0]);
    expect(timestamp).toBeGreaterThanOrEqual(before - 5_000);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
    const path = await download.path();
    const lines = (await readFile(path, "utf8")).split("\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(0, -1)).toEqual(await listedPasswords(page));
  });

  test("the CSV export has a password header and RFC 4180 records", async ({ page }) => {
    await gotoHydrated(page, "/bulk-generator");
    await countField(page).fill("50");
    await generate(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download .csv" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^passwords-\d{13}\.csv$/);
    const { header, cells } = readCsv(await readFile(await download.path(), "utf8"));
    expect(header).toBe("password");
    expect(cells.map(cellToPassword)).toEqual(await listedPasswords(page));
  });

  test("a CSV of symbols only has every cell a spreadsheet would run neutralised, and says so", async ({
    page,
  }) => {
    await gotoHydrated(page, "/bulk-generator");
    // Symbols only: each password starts with one of = + - @ about one time in six.
    for (const name of [/Uppercase/, /Lowercase/, /Numbers/]) {
      await page.getByRole("checkbox", { name }).uncheck();
    }
    await countField(page).fill("100");
    await lengthField(page).fill("8");
    await generate(page);
    const listed = await listedPasswords(page);
    const risky = listed.filter((password) => /^[=+\-@]/.test(password));
    // All 100 missing one of 4 of the 26 symbols happens about once in 20 million runs.
    expect(risky.length).toBeGreaterThan(0);
    const csvButton = page.getByRole("button", { name: "Download .csv" });
    await expect(csvButton).toHaveAccessibleDescription(
      "In the CSV, a password that starts with = + - or @ has a ' in front so that spreadsheets show it as text instead of running it as a formula; that ' is not part of the password, and the .txt file holds the passwords exactly.",
    );
    const [download] = await Promise.all([page.waitForEvent("download"), csvButton.click()]);
    const { cells } = readCsv(await readFile(await download.path(), "utf8"));
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(cells.filter((cell) => cell.startsWith("'"))).toEqual(risky.map((p) => `'${p}`));
    expect(cells.map(cellToPassword)).toEqual(listed);

    // The .txt file stays exactly the passwords.
    const [text] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download .txt" }).click(),
    ]);
    expect(await readFile(await text.path(), "utf8")).toBe(listed.map((p) => `${p}\n`).join(""));
  });

  for (const theme of ["light", "dark"] as const) {
    test(`a generated list has no accessibility violations (${theme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: theme });
      const page = await context.newPage();
      await gotoHydrated(page, "/bulk-generator");
      await countField(page).fill("0");
      await generate(page);
      await expect(listItems(page)).toHaveCount(1);
      expect(await axeViolations(page, "main")).toEqual([]);
      await context.close();
    });
  }
});
