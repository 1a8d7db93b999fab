import { expect, test, type Page } from "@playwright/test";

import { ALL_PATHS } from "./site-routes";
import { LANGUAGES } from "./localized-page";
import { gotoHydrated } from "./hydration";

/** Where the default build's opt-in breach check asks (BREACH_API_URL unset). */
const BREACH_ORIGIN = "https://api.pwnedpasswords.com";

/**
 * The default build has no ad network and no analytics (docs/product-decisions.md, "Ads and
 * analytics": unconfigured, they are off). There is nothing to consent to, so no banner asks, no ad
 * slot is drawn, and no request ever leaves for another origin, whatever the stored choice says.
 * The banner and the ad slot of a configured build are covered by the component tests beside their
 * code.
 */

const ACCEPT_ALL = JSON.stringify({
  analytics: true,
  advertising: true,
  functional: true,
  timestamp: 1,
});

/** Every request the page makes to an origin other than the site's own. */
function recordForeignRequests(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "http:" && url.protocol !== "https:") return;
    if (url.origin !== own) foreign.push(request.url());
  });
  return foreign;
}

function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The footer loads lazily after hydration: once it is there, the banner would be too. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.waitForLoadState("networkidle");
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

test.describe("a build without ads or analytics", () => {
  test("no page ever requests another origin, even with every purpose accepted", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const foreign = recordForeignRequests(page, baseURL ?? "");
    await page.goto("/");
    await page.evaluate((record) => localStorage.setItem("cookie-consent", record), ACCEPT_ALL);
    for (const path of [...ALL_PATHS, "/no-such-page"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // Past the ads' 1000 ms delay and their first readiness check, on the page with the slot.
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForTimeout(3500);
    expect(foreign).toEqual([]);
  });

  test("the security policy allows scripts from this origin only, and connections too but for the checker's opt-in breach check", async ({
    request,
  }) => {
    const manifest = await request.get("/third-parties.json");
    expect(await manifest.json()).toEqual({
      frames: {},
      formOrigins: [],
      reportUrl: null,
      // The checker in every language of the site (docs/decisions/i18n-library.md).
      pageConnectOrigins: Object.fromEntries(
        ["", ...LANGUAGES.map((locale) => `/${locale}`)].map((prefix) => [
          `${prefix}/password-checker`,
          [BREACH_ORIGIN],
        ]),
      ),
    });
    expect((await request.get("/frames/ad.html")).status()).toBe(404);
    for (const path of ["/", "/blog", "/password-checker", "/de", "/de/password-checker"]) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"] ?? "";
      const sources = (name: string) =>
        csp
          .split("; ")
          .find((directive) => directive.startsWith(`${name} `))
          ?.split(" ")
          .slice(1) ?? [];
      expect(sources("script-src").every((s) => s === "'self'" || s.startsWith("'sha256-"))).toBe(
        true,
      );
      // The breach check's range API, on the checker alone (docs/decisions/breach-check.md).
      expect(sources("connect-src")).toEqual(
        path.endsWith("/password-checker") ? ["'self'", BREACH_ORIGIN] : ["'self'"],
      );
      expect(sources("form-action")).toEqual(["'self'"]);
    }
  });

  test("shows no cookie banner: nothing to consent to, so nothing to nag about", async ({
    page,
  }) => {
    const errors = recordConsoleErrors(page);
    await page.goto("/");
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();

    await page.goto("/password-checker");
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("ignores a corrupt stored choice: no banner and no error, since nothing reads it", async ({
    page,
  }) => {
    const errors = recordConsoleErrors(page);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("cookie-consent", "{not json"));
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("draws no ad slot on the home page, even with advertising accepted", async ({ page }) => {
    await page.goto("/");
    await page.evaluate((record) => localStorage.setItem("cookie-consent", record), ACCEPT_ALL);
    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(3500);
    await expect(page.getByRole("complementary", { name: "Advertisement" })).toHaveCount(0);
    await expect(page.locator("[data-ad-zone], iframe")).toHaveCount(0);
    await expect(page.getByText("Advertisement", { exact: true })).toHaveCount(0);
    const scriptOrigins = await page
      .locator("script[src]")
      .evaluateAll((scripts) =>
        scripts.map((script) => new URL(script.getAttribute("src") ?? "", location.href).origin),
      );
    expect(scriptOrigins.filter((origin) => origin !== new URL(page.url()).origin)).toEqual([]);
  });

  test("Cookie Settings clears the stored choice; the page reloads without a banner or error", async ({
    page,
  }) => {
    const errors = recordConsoleErrors(page);
    // The footer is in the prerendered HTML; its button works only once React has hydrated it.
    await gotoHydrated(page, "/about");
    await page.evaluate((record) => localStorage.setItem("cookie-consent", record), ACCEPT_ALL);
    await page.evaluate(() => Object.assign(window, { __beforeReload: true }));
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie Settings" }).click();
    await page.waitForFunction(() => !("__beforeReload" in window));
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
