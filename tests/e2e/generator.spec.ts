import { expect, test, type Page } from "@playwright/test";
import {
  card,
  expectStrength,
  ofLength,
  password as shown,
  passwordList,
  passwords,
  settledPassword as waitForPassword,
  strengthMeter,
} from "./generator-card";
import { englishPassphraseWords } from "./passphrase-words";
import { toast } from "./toasts";

const SIMILAR = /[0O1lI]/;

async function readPassword(page: Page): Promise<string> {
  return (await shown(card(page)).textContent()) ?? "";
}

async function setNumberField(page: Page, label: string, value: string) {
  const field = card(page).getByRole("textbox", { name: label });
  await field.fill(value);
  await field.blur();
}

async function storedKeys(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
}

/** Which stores hold the history: "local", "session", both or neither. */
async function storesHoldingHistory(page: Page): Promise<string[]> {
  const keys = await storedKeys(page);
  return (["local", "session"] as const).filter((store) => keys[store].includes("history"));
}

test.describe("first visit", () => {
  test("the prerendered HTML holds no password; the browser makes one once interactive", async ({
    page,
    request,
  }) => {
    for (const path of ["/", "/wifi-password-generator", "/password-generator-symbols"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain("Your password appears here.");
      // The one exception, the first-paint template: React's output for a fixed sample of one
      // letter, digit, symbol and space, inert (docs/decisions/first-paint-password.md).
      const template = /<template data-first-paint-template="">[\s\S]*?<\/template>/;
      expect(template.exec(html)?.[0], path).toContain(">a</span>");
      // Inline scripts are code (the first-paint script names the element it fills), not markup.
      const markup = html.replace(template, "").replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
      expect(markup, path).not.toContain('data-testid="password"');
    }
    await page.goto("/");
    const first = await waitForPassword(page);
    expect(first).toHaveLength(16);
    await expectStrength(card(page), "Strong", "103.1 bits");
    await page.reload();
    const second = await waitForPassword(page);
    expect(second).toHaveLength(16);
    expect(second).not.toBe(first);
  });

  test("a phone shows the password, its copy button, strength and Generate without scrolling", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    await waitForPassword(page);
    for (const locator of [
      shown(card(page)),
      card(page).getByRole("button", { name: "Copy password" }),
      strengthMeter(card(page)),
      card(page).getByRole("button", { name: "Generate", exact: true }),
    ]) {
      await expect(locator).toBeInViewport({ ratio: 1 });
    }
    await context.close();
  });
});

test.describe("options", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForPassword(page);
  });

  test("length follows the number field and is kept within 8 to 128", async ({ page }) => {
    await setNumberField(page, "Length", "40");
    await expect(shown(card(page))).toHaveText(ofLength(40));
    await setNumberField(page, "Length", "200");
    await expect(card(page).getByText("Length must be 8 to 128; using 128.")).toBeVisible();
    await expect(shown(card(page))).toHaveText(ofLength(128));
    await setNumberField(page, "Length", "3");
    await expect(card(page).getByText("Length must be 8 to 128; using 8.")).toBeVisible();
    await expect(shown(card(page))).toHaveText(ofLength(8));
    await expect(card(page).getByRole("slider", { name: "Length" })).toHaveValue("8");
  });

  test("a length typed with letters keeps the whole number before them and says so", async ({
    page,
  }) => {
    const field = card(page).getByRole("textbox", { name: "Length" });
    await field.clear();
    await field.pressSequentially("12abc");
    await expect(field).toHaveValue("12abc");
    await field.blur();
    await expect(
      card(page).getByText("Length must be a whole number from 8 to 128; using 12."),
    ).toBeVisible();
    await expect(field).toHaveValue("12");
    await expect(shown(card(page))).toHaveText(ofLength(12));
  });

  test("the slider changes the length from the keyboard", async ({ page }) => {
    const slider = card(page).getByRole("slider", { name: "Length" });
    await slider.focus();
    await page.keyboard.press("End");
    await expect(shown(card(page))).toHaveText(ofLength(128));
    await page.keyboard.press("Home");
    await expect(shown(card(page))).toHaveText(ofLength(8));
  });

  test("without a character type there is no password and the spec's error", async ({ page }) => {
    for (const name of ["Uppercase", "Lowercase", "Numbers", "Symbols"]) {
      await card(page).getByRole("checkbox", { name }).click();
    }
    const message = "Please select at least one character type or provide a custom charset";
    await expect(card(page).getByRole("alert")).toHaveText(message);
    await expect(passwords(card(page))).toHaveCount(0);
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect(toast(page, message)).toBeVisible();
  });

  test("only the selected types appear, each at least once", async ({ page }) => {
    await card(page).getByRole("checkbox", { name: "Symbols" }).click();
    await card(page).getByRole("checkbox", { name: "Uppercase" }).click();
    for (let i = 0; i < 10; i++) {
      await card(page).getByRole("button", { name: "Generate", exact: true }).click();
      const password = await readPassword(page);
      expect(password).toMatch(/^[a-z0-9]{16}$/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[a-z]/);
    }
  });

  test("exclude similar characters leaves out 0 O 1 l I", async ({ page }) => {
    await setNumberField(page, "Length", "128");
    await card(page).getByRole("switch", { name: "Exclude similar characters" }).click();
    for (let i = 0; i < 10; i++) {
      await card(page).getByRole("button", { name: "Generate", exact: true }).click();
      await expect(shown(card(page))).not.toHaveText(SIMILAR);
    }
  });

  test("multiple mode makes five passwords, each with its own copy button", async ({ page }) => {
    await card(page).getByRole("switch", { name: "Generate 5 at once" }).click();
    await expect(passwordList(card(page))).toHaveCount(5);
    await expect(
      passwordList(card(page)).getByRole("button", { name: /^Copy password \d$/ }),
    ).toHaveCount(5);
    await card(page).getByRole("button", { name: "Generate 5" }).click();
    await expect(card(page).getByRole("button", { name: /History \(5\)/ })).toBeVisible();
    await card(page).getByRole("switch", { name: "Generate 5 at once" }).click();
    await expect(passwords(card(page))).toHaveCount(1);
  });

  test("settings are kept across visits", async ({ page }) => {
    await setNumberField(page, "Length", "24");
    await card(page).getByRole("checkbox", { name: "Symbols" }).click();
    await page.reload();
    await waitForPassword(page);
    await expect(card(page).getByRole("textbox", { name: "Length" })).toHaveValue("24");
    await expect(card(page).getByRole("checkbox", { name: "Symbols" })).not.toBeChecked();
    await expect(shown(card(page))).toHaveText(/^[A-Za-z0-9]{24}$/);
  });
});

test.describe("templates and custom sets", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForPassword(page);
  });

  test("applying a template generates with its length and closes the panel", async ({ page }) => {
    await card(page).getByRole("button", { name: "Templates" }).click();
    const panel = card(page).getByRole("region", { name: "Password Templates" });
    for (const name of [
      "Banking & Finance",
      "Social Media",
      "Mobile Apps",
      "System Admin",
      "Basic Account",
      "High Security",
    ]) {
      await expect(panel.getByRole("button", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await panel.getByRole("button", { name: /^Mobile Apps/ }).click();
    await expect(panel).toBeHidden();
    await expect(shown(card(page))).toHaveText(/^[A-Za-z0-9]{14}$/);
    await expect(card(page).getByRole("textbox", { name: "Length" })).toHaveValue("14");
    await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();
  });

  test("custom sets: disabled until switched on, errors, counter, truncation and presets", async ({
    page,
  }) => {
    await card(page).getByRole("button", { name: "Custom Sets" }).click();
    const panel = card(page).getByRole("region", { name: "Custom Character Sets" });
    const field = panel.getByRole("textbox", { name: "Custom characters" });
    await expect(field).toBeDisabled();
    await expect(panel.getByRole("button", { name: /^Hexadecimal/ })).toBeDisabled();

    await panel.getByRole("switch", { name: "Use custom character set" }).click();
    await expect(field).toBeEnabled();
    await expect(panel.getByText("Cannot be empty")).toBeVisible();
    await expect(card(page).getByRole("alert")).toHaveText("Custom charset cannot be empty");
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect(toast(page, "Custom charset cannot be empty")).toBeVisible();

    await field.fill("ab🙂é");
    await expect(field).toHaveAccessibleDescription(/4\/1000 characters$/);
    const password = await readPassword(page);
    expect(
      [...new Intl.Segmenter().segment(password)]
        .map((s) => s.segment)
        .every((c) => ["a", "b", "🙂", "é"].includes(c)),
    ).toBe(true);

    await field.fill("x".repeat(400) + "ABCDEFGHIJ".repeat(70));
    await expect(panel.getByText("Too long")).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/1000\/1000 characters$/);

    await panel.getByRole("button", { name: /^Hexadecimal/ }).click();
    await expect(field).toHaveValue("0123456789ABCDEF");
    await expect(shown(card(page))).toHaveText(/^[0-9A-F]{16}$/);
    await expect(card(page).getByRole("checkbox", { name: "Uppercase" })).toBeDisabled();
  });
});

test.describe("history, copy and privacy", () => {
  test("copy puts the password on the clipboard and confirms", async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const page = await context.newPage();
    await page.goto("/");
    const password = await waitForPassword(page);
    await card(page).getByRole("button", { name: "Copy password" }).click();
    await expect(toast(page, "Copied!")).toContainText("Password copied to clipboard");
    await expect(card(page).getByRole("button", { name: "Copy password: copied" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();
    await context.close();
  });

  test("a blocked clipboard says so and keeps the password", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      });
    });
    await page.goto("/");
    const password = await waitForPassword(page);
    await card(page).getByRole("button", { name: "Copy password" }).click();
    await expect(toast(page, "Failed to copy password")).toBeVisible();
    await expect(shown(card(page))).toHaveText(password);
  });

  test("a toast follows the theme the visitor chose, not the system's", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem("theme", "dark");
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
      });
    });
    await page.goto("/");
    await waitForPassword(page);
    /** The toast's background, as the sum of its red, green and blue (0 black, 765 white). */
    const brightness = () =>
      toast(page, "Failed to copy password").evaluate((element) => {
        const [red = 0, green = 0, blue = 0] = getComputedStyle(element)
          .backgroundColor.match(/\d+/g)!
          .map(Number);
        return red + green + blue;
      });
    await card(page).getByRole("button", { name: "Copy password" }).click();
    await expect(toast(page, "Failed to copy password")).toBeVisible();
    await expect.poll(brightness).toBeLessThan(300);

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect.poll(brightness).toBeGreaterThan(600);
    await context.close();
  });

  test("history keeps the latest ten, newest first, and Clear empties both stores", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPassword(page);
    const generated: string[] = [];
    for (let i = 0; i < 12; i++) {
      await card(page).getByRole("button", { name: "Generate", exact: true }).click();
      generated.push(await readPassword(page));
    }
    await card(page).getByRole("button", { name: "History (10)" }).click();
    const list = card(page).getByRole("list", { name: "Password history" });
    await expect(list.getByRole("listitem")).toHaveCount(10);
    await expect(list.getByRole("listitem").first()).toContainText(generated[11] ?? "");
    await expect(list.getByRole("listitem").first()).toContainText("Strong");
    await expect(list).not.toContainText(generated[0] ?? "");

    await card(page).getByRole("button", { name: "Clear History" }).click();
    await expect(toast(page, "History Cleared")).toContainText(
      "Password history has been securely cleared",
    );
    await expect(card(page).getByRole("button", { name: "History (0)" })).toBeVisible();
    await expect.poll(() => storesHoldingHistory(page)).toEqual([]);
  });

  test("history lives in session storage by default and moves to local storage when asked", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPassword(page);
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect.poll(() => storesHoldingHistory(page)).toEqual(["session"]);

    await card(page).getByRole("button", { name: "Privacy" }).click();
    await card(page).getByRole("switch", { name: "Session-only storage" }).click();
    await expect.poll(() => storesHoldingHistory(page)).toEqual(["local"]);
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("privacySettings") ?? "{}")))
      .toMatchObject({ useSessionStorage: false });

    await page.reload();
    await waitForPassword(page);
    await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();
  });

  test("session-only history is emptied when the page unloads", async ({ page }) => {
    await page.goto("/");
    await waitForPassword(page);
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();
    await page.reload();
    await waitForPassword(page);
    await expect(card(page).getByRole("button", { name: "History (0)" })).toBeVisible();
  });

  test("disabling history stops new entries", async ({ page }) => {
    await page.goto("/");
    await waitForPassword(page);
    await card(page).getByRole("button", { name: "Privacy" }).click();
    await card(page).getByRole("switch", { name: "Disable history" }).click();
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect(card(page).getByRole("button", { name: "History (0)" })).toBeVisible();
  });

  test("incognito writes nothing to either store", async ({ page }) => {
    await page.goto("/");
    await waitForPassword(page);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await card(page).getByRole("button", { name: "Privacy" }).click();
    await card(page).getByRole("switch", { name: "Incognito mode" }).click();
    await expect(card(page).getByText("Incognito mode is on.")).toBeVisible();
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await setNumberField(page, "Length", "30");
    await card(page).getByRole("switch", { name: "Session-only storage" }).click();
    await card(page).getByRole("button", { name: "Copy password" }).click();
    await card(page).getByRole("button", { name: "Templates" }).click();
    await card(page)
      .getByRole("button", { name: /^High Security/ })
      .click();
    await expect.poll(() => storedKeys(page)).toEqual({ local: [], session: [] });
    await expect(card(page).getByRole("button", { name: "History (0)" })).toBeVisible();
  });

  test("auto-cleanup drops entries older than the window, checked every minute", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForPassword(page);
    await card(page).getByRole("button", { name: "Privacy" }).click();
    const slider = card(page).getByRole("slider", { name: "Auto-cleanup after" });
    await expect(card(page).getByText("after 30 min", { exact: true })).toBeVisible();
    await slider.focus();
    await page.keyboard.press("Home");
    await expect(card(page).getByText("after 5 min", { exact: true })).toBeVisible();
    await page.keyboard.press("End");
    await expect(card(page).getByText("after 2 hours", { exact: true })).toBeVisible();
    await page.keyboard.press("Home");

    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();
    await page.clock.runFor("04:00");
    await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();
    await page.clock.runFor("02:00");
    await expect(card(page).getByRole("button", { name: "History (0)" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("history"))).toBe("[]");
  });
});

test.describe("bad storage never breaks the card", () => {
  test("corrupted entries fall back to defaults with a message", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("passwordOptions", "{not json");
      localStorage.setItem("privacySettings", '{"autoCleanupMinutes": "soon"}');
      sessionStorage.setItem("history", "garbage");
    });
    await page.goto("/");
    expect(await waitForPassword(page)).toHaveLength(16);
    await expect(
      card(page).getByText("Your saved generator settings could not be read"),
    ).toBeVisible();
  });

  test("an unreadable history starts empty and says so", async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem("history", "[{broken"));
    await page.goto("/");
    expect(await waitForPassword(page)).toHaveLength(16);
    await expect(
      card(page).getByText("Your saved password history could not be read, so it starts empty."),
    ).toBeVisible();
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();
  });

  test("storage that throws still generates and says nothing will be kept", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("quota", "QuotaExceededError");
      };
      Storage.prototype.getItem = () => {
        throw new DOMException("denied", "SecurityError");
      };
    });
    await page.goto("/");
    await waitForPassword(page);
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect(
      card(page).getByText("This browser is not letting Keysmith save anything"),
    ).toBeVisible();
    await expect(shown(card(page))).toHaveText(ofLength(16));
  });
});

test.describe("passphrases", () => {
  test("passphrase mode loads its word list and follows its options", async ({ page }) => {
    await page.goto("/");
    await waitForPassword(page);
    await card(page).getByRole("radio", { name: "passphrase" }).click();
    await expect
      .poll(async () => englishPassphraseWords(await readPassword(page), 6))
      .not.toBeNull();
    const words = englishPassphraseWords(await readPassword(page), 6) ?? [];
    for (const word of words) expect(word).toMatch(/^[a-z-]+$/);
    await expectStrength(card(page), "Good", "77.5 bits");

    await setNumberField(page, "Words", "8");
    await expect
      .poll(async () => englishPassphraseWords(await readPassword(page), 8))
      .not.toBeNull();
    await expect(strengthMeter(card(page))).toHaveAttribute("aria-valuetext", /^Strong, /);
    await card(page)
      .getByRole("combobox", { name: "Separator" })
      .selectOption({ label: "Period (.)" });
    await card(page).getByRole("switch", { name: "Capitalize words" }).click();
    const phrase = await readPassword(page);
    expect(phrase.split(".")).toHaveLength(8);
    for (const word of phrase.split(".")) expect(word).toMatch(/^[A-Z]/);

    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect(card(page).getByRole("button", { name: "History (1)" })).toBeVisible();
  });
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Quick Tips slide in, the overlay closes them, and the shortcuts open panels", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPassword(page);
    await expect(page.getByRole("complementary", { name: "Quick Tips" })).toBeHidden();
    await card(page).getByRole("button", { name: "Quick Tips" }).click();
    const sheet = page.getByRole("dialog", { name: "Quick Tips" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText("Never reuse passwords across sites.")).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(sheet).toBeHidden();

    await card(page).getByRole("button", { name: "Quick Tips" }).click();
    await sheet.getByRole("button", { name: "View History" }).click();
    await expect(sheet).toBeHidden();
    await expect(card(page).getByRole("region", { name: "Password History" })).toBeVisible();

    await card(page).getByRole("button", { name: "Quick Tips" }).click();
    await sheet.getByRole("button", { name: "Password Templates" }).click();
    await expect(card(page).getByRole("region", { name: "Password Templates" })).toBeVisible();
  });
});

test("an embedded generator starts from the landing page's options and leaves saved ones alone", async ({
  page,
}) => {
  await page.goto("/");
  await waitForPassword(page);
  await setNumberField(page, "Length", "33");
  await page.goto("/wifi-password-generator");
  const embedded = card(page, "Generate a WiFi password");
  await expect(shown(embedded)).toHaveText(ofLength(20));
  await expect(embedded.getByRole("switch", { name: "Exclude similar characters" })).toBeChecked();
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem("passwordOptions") ?? "{}").length),
    )
    .toBe(33);
});
