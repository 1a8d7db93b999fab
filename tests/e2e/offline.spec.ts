import { expect, test } from "@playwright/test";
import { expectHydrated } from "./hydration";
import { capNotice, crackVerdict, expectVerdict } from "./checker-result";
import { card, password } from "./generator-card";
import { visitUntilControlled } from "./service-worker";

test("after one visit the site and its generator work with the network off", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  await visitUntilControlled(page);

  await context.setOffline(true);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Keysmith" })).toBeVisible();
  // The not-found page answers with status 404, yet the worker keeps it for pages never cached.
  await page.goto("/never-visited");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();

  await page.goto("/");
  const generator = card(page);
  await expect(password(generator)).toBeVisible();
  const first = await password(generator).textContent();
  await generator.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(password(generator)).not.toHaveText(first ?? "");

  // Client-side navigation reads cached route data.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Security Guide" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Password Security Guides" }),
  ).toBeVisible();

  await page.goto("/bulk-generator");
  await page.getByRole("button", { name: "Generate passwords" }).click();
  await expect(
    page.getByRole("region", { name: "Generated passwords" }).getByRole("listitem"),
  ).toHaveCount(10);
  await context.close();
});

test("after one visit the checker's list of common passwords works offline", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  // A visit to the home page alone: the worker precaches the list, not the crack-time estimator.
  await visitUntilControlled(page);

  await context.setOffline(true);
  await page.goto("/password-checker");
  await expectHydrated(page);
  await page.getByLabel("Password to check").fill("P@ssw0rd2024!");
  await page.getByRole("button", { name: "Check password" }).click();
  await expect(capNotice(page)).toHaveText(
    "Capped at Weak: this password is on a list of common and breached passwords.",
    { timeout: 15_000 },
  );
  await expectVerdict(page, "Weak", 6);
  await expect(
    page.getByRole("list", { name: "The eight checks" }).getByRole("listitem").nth(6),
  ).toHaveText("Failed: Avoids common passwords");
  await context.close();
});

test("after one check the crack-time estimator and its worker work offline", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  await visitUntilControlled(page);
  await page.goto("/password-checker");
  await expectHydrated(page);
  // The first use fetches the estimator, which the service worker then keeps.
  await page.getByLabel("Password to check").fill("password");
  await page.getByRole("button", { name: "Check password" }).click();
  await expect(crackVerdict(page, "Too guessable")).toBeVisible({ timeout: 15_000 });

  // Only the service worker's cache may answer: the browser's own cache would hide a miss.
  const devtools = await context.newCDPSession(page);
  await devtools.send("Network.clearBrowserCache");
  await context.setOffline(true);
  await page.reload();
  await expectHydrated(page);
  await page.getByLabel("Password to check").fill("Xk4!mQz9#vLp");
  await page.getByRole("button", { name: "Check password" }).click();
  await expect(crackVerdict(page, "Very unguessable")).toBeVisible({ timeout: 15_000 });
  await expectVerdict(page, "Very Strong", 7);
  await context.close();
});

test("a returning visitor's service worker fetches the estimator ahead, so Check works offline", async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  await visitUntilControlled(page);
  // The estimator's worker is held back: only the page's hand-off can bring its files.
  await context.route(/\/assets\/crack-time-worker-[^/]*\.js$/, () => {});
  await page.goto("/password-checker");
  await expectHydrated(page);
  const listed = (
    (await page.locator('meta[name="keysmith-worker-files"]').getAttribute("content")) ?? ""
  )
    .split(" ")
    .filter((path) => /^\/assets\/estimator-/.test(path));
  expect(listed.length).toBeGreaterThan(1);
  // Nothing typed or pressed: the service worker has fetched and kept each of them.
  await expect
    .poll(
      () =>
        page.evaluate(
          async (paths) =>
            (await Promise.all(paths.map((path) => caches.match(path)))).filter(
              (response) => response === undefined,
            ).length,
          listed,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
  await context.unrouteAll({ behavior: "ignoreErrors" });

  await context.setOffline(true);
  await page.reload();
  await expectHydrated(page);
  await page.getByLabel("Password to check").fill("password");
  await page.getByRole("button", { name: "Check password" }).click();
  await expect(crackVerdict(page, "Too guessable")).toBeVisible({ timeout: 15_000 });
  await context.close();
});

test("the web app manifest and its icons are served", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: expect.stringContaining("Keysmith"), start_url: "/" });
  for (const icon of manifest.icons as Array<{ src: string }>) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});
