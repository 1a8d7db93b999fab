import { expect, test, type Page } from "@playwright/test";
import { expectHydrated, gotoHydrated } from "./hydration";
import { crackVerdict, expectVerdict } from "./checker-result";

/**
 * What Chromium says when a header or a page breaks the site's policies: a blocked script or
 * style, a Trusted Types sink given a string, a policy it cannot parse, an unknown
 * Permissions-Policy feature. Any of them on a page is a bug.
 */
const POLICY_MESSAGE =
  /Content Security Policy|Content-Security-Policy|Trusted ?Type|TrustedHTML|TrustedScript|Permissions-Policy|Permissions policy/i;

/** Collects policy messages and violations from a page, whatever their console level. */
function watchPolicies(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (POLICY_MESSAGE.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  return problems;
}

/** Marks the document, so a test can tell a client-side navigation from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

function sameDocument(page: Page) {
  return page.evaluate(() => "__sameDocument" in window);
}

test("every page requires Trusted Types from the one keysmith policy", async ({ request }) => {
  for (const path of ["/", "/password-checker", "/bulk-generator", "/blog", "/about"]) {
    const response = await request.get(path);
    const policy = response.headers()["content-security-policy"] ?? "";
    const directives = policy.split("; ");
    expect(directives, path).toContain("require-trusted-types-for 'script'");
    expect(directives, path).toContain("trusted-types keysmith");
    expect(policy, path).not.toContain("manifest-src");
    expect(response.headers()["permissions-policy"], path).toMatch(/\bcamera=\(\)/);
  }
});

test("the main journeys, page loads and client-side navigations, break no policy", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems = watchPolicies(page);
  const nav = page.getByRole("navigation", { name: "Main" });

  // The generator: a password, Copy, the options and a passphrase.
  await gotoHydrated(page, "/");
  await page
    .getByRole("button", { name: /^Generate/ })
    .first()
    .click();
  await page.getByRole("button", { name: /^Copy/ }).first().click();

  // The checker loads as a document of its own, with its own connect-src
  // (docs/decisions/breach-check.md).
  await nav.getByRole("link", { name: "Password Checker" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Password Strength Checker" }),
  ).toBeVisible();
  await page.getByLabel("Password to check").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Check password" }).click();
  await expect(crackVerdict(page)).toBeVisible({ timeout: 15_000 });

  // Client-side navigations render prose, articles and structured data in the browser.
  await markDocument(page);

  await nav.getByRole("link", { name: "Bulk Generator" }).click();
  await page
    .getByRole("button", { name: /^Generate/ })
    .first()
    .click();

  await nav.getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: /Terms/ }).click();
  await expect(page.getByRole("heading", { level: 2, name: "1. Using Keysmith" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();

  await nav.getByRole("link", { name: "Security Guide" }).click();
  await page
    .getByRole("link", { name: /^Read / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/[a-z-]+$/);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  await expect
    .poll(() =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "")["@type"])),
    )
    .toContain("Article");

  await page.getByRole("link", { name: "Keysmith" }).first().click();
  await expect(page.getByRole("group", { name: "Password Generator" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // Direct loads of the other pages.
  for (const path of ["/wifi-password-generator", "/terms", "/blog", "/nowhere"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(problems).toEqual([]);
});

test("HTML that React sets after a client-side navigation is sanitized", async ({ page }) => {
  const problems = watchPolicies(page);
  // Markup no build of ours writes: an event handler and a javascript: link in the prose.
  await page.route("**/privacy.data", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      "<h2>The short version</h2>",
      "<h2>The short version</h2><img src=/favicon.svg onmouseover=window.__injected=1><a href=javascript:window.__injected=2>bad link</a>",
    );
    await route.fulfill({ response, body });
  });
  await gotoHydrated(page, "/terms");
  await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page.getByRole("heading", { level: 2, name: "The short version" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.locator('img[src="/favicon.svg"]')).toHaveCount(1);
  await expect(main.locator("[onmouseover]")).toHaveCount(0);
  await expect(main.getByText("bad link")).not.toHaveAttribute("href", /javascript:/);
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  // Chromium checks the handler against the page's policy as DOMPurify parses the markup (in a
  // document that runs nothing) and reports it blocked; nothing else may be reported.
  const handlerBlocked = /inline event handler|script-src-attr/;
  expect(problems.filter((problem) => !handlerBlocked.test(problem))).toEqual([]);
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("registers through the Trusted Types policy", async ({ page }) => {
    const problems = watchPolicies(page);
    await gotoHydrated(page, "/");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");
    expect(problems).toEqual([]);
  });
});

test.describe("the not-found page", () => {
  test("carries its own policy, for hosts that send it without headers", async ({ request }) => {
    const html = await (await request.get("/no-such-page")).text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
    expect(meta, "a policy in <head>").not.toBeNull();
    const policy = meta?.[1] ?? "";
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(html.indexOf("<meta http-equiv")).toBeLessThan(html.indexOf("<script"));
  });

  test("is left by a full page load, never a client-side navigation", async ({ page }) => {
    const problems = watchPolicies(page);
    await gotoHydrated(page, "/no-such-page");
    await markDocument(page);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);

    await gotoHydrated(page, "/no-such-page");
    await markDocument(page);
    await page
      .getByRole("main")
      .getByRole("list")
      .getByRole("link", { name: /^Password Checker\b/ })
      .click();
    await expect(page).toHaveURL(/\/password-checker$/);
    expect(await sameDocument(page)).toBe(false);
    expect(problems).toEqual([]);
  });
});

test.describe("a tab older than the deploy", () => {
  const ESTIMATOR = /\/assets\/crack-time-estimator-[^/]*\.js$/;

  /** Counts the page's document loads. */
  function countLoads(page: Page) {
    const loads = { count: 0 };
    page.on("load", () => (loads.count += 1));
    return loads;
  }

  test("reloads once when a lazy chunk is gone, and the feature then works", async ({ page }) => {
    // The page comes from the old build, whose estimator the server no longer has; the reload
    // brings the new build, whose estimator it has.
    let documents = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    await page.route(ESTIMATOR, (route) =>
      documents < 2 ? route.fulfill({ status: 404, body: "Not Found" }) : route.fallback(),
    );
    const loads = countLoads(page);
    // The checker asks for its estimator once the page is idle, unprompted, so the reload may
    // come before hydration is seen: the page is awaited hydrated only after it.
    await page.goto("/password-checker");
    await expect.poll(() => loads.count, { timeout: 15_000 }).toBe(2);
    await expectHydrated(page);
    await page.getByLabel("Password to check").fill("password");
    await page.getByRole("button", { name: "Check password" }).click();
    await expect(crackVerdict(page, "Too guessable")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("says so, and stops, when the chunk is still gone after the reload", async ({ page }) => {
    await page.route(ESTIMATOR, (route) => route.fulfill({ status: 404, body: "Not Found" }));
    const loads = countLoads(page);
    // The checker asks for its estimator once the page is idle, unprompted, so the reload may
    // come before hydration is seen: the page is awaited hydrated only after it.
    await page.goto("/password-checker");
    await expect.poll(() => loads.count, { timeout: 15_000 }).toBe(2);
    await expectHydrated(page);
    await page.getByLabel("Password to check").focus();
    await expect(page.getByRole("alert")).toContainText(
      "Part of this page could not be loaded, even after reloading it.",
    );
    await expect(page.getByRole("button", { name: "Reload page" })).toBeVisible();
    // The eight checks still work; nothing reloads again.
    await page.getByLabel("Password to check").fill("password");
    await page.getByRole("button", { name: "Check password" }).click();
    await expectVerdict(page, "Weak", 2);
    await page.waitForTimeout(1_000);
    expect(loads.count).toBe(2);
  });
});
