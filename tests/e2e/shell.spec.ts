import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";

test.describe("theme", () => {
  // Records the <html> class at the moment <body> first appears, i.e. before first paint.
  const recordFirstPaintTheme = () => {
    const observer = new MutationObserver(() => {
      if (document.body && !("__firstBodyTheme" in window)) {
        Object.assign(window, { __firstBodyTheme: document.documentElement.className });
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  };

  test("follows the system preference when nothing is stored", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.addInitScript(recordFirstPaintTheme);
    await page.goto("/about");
    expect(await page.evaluate(() => Reflect.get(window, "__firstBodyTheme"))).toContain("dark");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await context.close();
  });

  test("the toggle switches theme, stores it and keeps it across reloads with no flash", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.addInitScript(recordFirstPaintTheme);
    // The toggle works once the page has hydrated; a click before that does nothing.
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    await page.reload();
    expect(await page.evaluate(() => Reflect.get(window, "__firstBodyTheme"))).toContain("dark");
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

    await gotoHydrated(page, "/privacy");
    expect(await page.evaluate(() => Reflect.get(window, "__firstBodyTheme"))).toContain("dark");

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await context.close();
  });

  test("a stored light theme wins over a dark system preference", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem("theme", "light"));
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await context.close();
  });
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens and closes with its toggle, on Escape, and on choosing a link", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    for (const label of [
      "Generator",
      "Password Checker",
      "Bulk Generator",
      "Security Guide",
      "About",
      "Tips",
      "FAQ",
    ]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Password Checker" }).click();
    await expect(page).toHaveURL(/\/password-checker$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Password Strength Checker");
  });
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("the footer links every legal page and labels the California page", async ({ page }) => {
  await page.goto("/terms");
  const footer = page.getByRole("contentinfo");
  for (const [label, path] of [
    ["About", "/about"],
    ["Privacy Policy", "/privacy"],
    ["Terms of Service", "/terms"],
    ["Do Not Sell My Personal Information", "/california-privacy"],
    ["Disclaimer", "/disclaimer"],
  ] as const) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      path,
    );
  }
});

test("Cookie Settings removes the stored consent choice and reloads", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() =>
    localStorage.setItem(
      "cookie-consent",
      JSON.stringify({ analytics: false, advertising: false, functional: true, timestamp: 1 }),
    ),
  );
  await page.evaluate(() => Object.assign(window, { __beforeReload: true }));
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
  await page.waitForFunction(() => !("__beforeReload" in window));
  await expect.poll(() => page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
});

test("each legal page leads back to the generator, and the privacy pages link each other", async ({
  page,
}) => {
  for (const path of ["/privacy", "/terms", "/disclaimer", "/california-privacy", "/about"]) {
    await page.goto(path);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Back to Password Generator" }),
    ).toHaveAttribute("href", "/");
  }
  await page.goto("/privacy");
  await expect(
    page.getByRole("main").getByRole("link", { name: "California Privacy Rights" }).first(),
  ).toHaveAttribute("href", "/california-privacy");
  await page.goto("/california-privacy");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).first(),
  ).toHaveAttribute("href", "/privacy");
});

test("pages run with no console errors and no request to another origin", async ({ page }) => {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost")) foreign.push(request.url());
  });
  for (const path of [
    "/",
    "/blog",
    "/blog/password-breach-response",
    "/about",
    "/bulk-generator",
  ]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});

test("client-side navigation reads each page's prerendered data: its content, title and description", async ({
  page,
}) => {
  const dataRequests: string[] = [];
  page.on("requestfinished", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  await gotoHydrated(page, "/about");
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const nav = page.getByRole("navigation", { name: "Main" });
  const description = page.locator('meta[name="description"]');

  // Not the checker: with the breach check on, it loads as a document of its own, for its own
  // connect-src (docs/decisions/breach-check.md; tests/e2e/security-headers.spec.ts).
  await nav.getByRole("link", { name: "Bulk Generator" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Bulk Password Generator" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Bulk Password Generator | Keysmith");
  await expect(description).toHaveAttribute("content", /^Generate up to 100 random passwords/);

  await nav.getByRole("link", { name: "Generator", exact: true }).click();
  await expect(page.getByRole("group", { name: "Password Generator" })).toBeVisible();
  await expect(page).toHaveTitle("Keysmith: Free Secure Password Generator");
  await expect(description).toHaveAttribute("content", /^Create secure passwords and passphrases/);
  const structuredData = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "")["@type"]),
    );
  expect(structuredData).toEqual(["WebApplication", "FAQPage"]);

  // Each page's data came from its prerendered file, and no navigation reloaded the document.
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  expect(dataRequests.map((url) => new URL(url).pathname)).toEqual([
    "/bulk-generator.data",
    "/_root.data",
  ]);
});

test("legal pages show their prerendered text, and its links navigate within the app", async ({
  page,
}) => {
  await gotoHydrated(page, "/terms");
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2, name: "1. Using Keysmith" })).toBeVisible();
  await main.getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page).toHaveTitle("Privacy Policy | Keysmith");
  expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
});

test("a landing page's sections below the generator are its prerendered HTML, and its FAQ opens", async ({
  page,
}) => {
  await gotoHydrated(page, "/wifi-password-generator");
  const faq = page.getByRole("region", { name: "WiFi password FAQ" });
  const question = faq.getByText("How long should my WiFi password be?");
  const answer = faq.getByText(/WPA2 and WPA3 passphrases must be 8 to 63/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Router security tips" }).getByRole("listitem"),
  ).not.toHaveCount(0);
});
