import { createHash } from "node:crypto";

import { expect, test, type Page, type Request } from "@playwright/test";

import { BREACH_FIXTURE } from "../../scripts/fake-breach-api.mjs";
import { expectHydrated } from "./hydration";

// Runs against the configured build (playwright.config.ts, project "configured"), whose breach
// check asks the stand-in range API (scripts/fake-breach-api.mjs) at E2E_PORT + 4.
// docs/decisions/breach-check.md.

const STAND_IN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4317) + 4}`;

/** No consent banner in the way: ads and analytics refused, as a visitor would. */
const REFUSE_ALL = JSON.stringify({
  analytics: false,
  advertising: false,
  functional: true,
  timestamp: 1,
});

function fixture(kind: "listed" | "padded" | "slow" | "failing" | "malformed"): string {
  const entry = BREACH_FIXTURE.find((item) =>
    kind === "listed"
      ? (item.count ?? 0) > 1
      : kind === "padded"
        ? item.count === 0
        : item.mode === kind,
  );
  if (!entry) throw new Error(`no ${kind} password in the fixture`);
  return entry.password;
}

function prefixOf(password: string): string {
  return createHash("sha1").update(password, "utf8").digest("hex").toUpperCase().slice(0, 5);
}

/** What the stand-in received for this password's prefix. */
async function standInSaw(password: string) {
  const all: { method: string; path: string; headers: Record<string, string> }[] = await (
    await fetch(`${STAND_IN}/requests`)
  ).json();
  return all.filter((request) => request.path === `/range/${prefixOf(password)}`);
}

/** Every request the page makes to the stand-in's origin, as the browser sends it. */
function recordBreachRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(STAND_IN)) seen.push(request);
  });
  return seen;
}

const breachSwitch = (page: Page) =>
  page.getByRole("switch", { name: "Also check known data breaches" });

async function openChecker(page: Page) {
  await page.addInitScript((consent) => {
    if (localStorage.getItem("cookie-consent") === null) {
      localStorage.setItem("cookie-consent", consent);
    }
  }, REFUSE_ALL);
  await page.goto("/password-checker");
  await expectHydrated(page);
}

async function check(page: Page, password: string) {
  await page.getByLabel("Password to check").fill(password);
  await page.getByRole("button", { name: "Check password" }).click();
}

test.describe("the opt-in breach check", () => {
  test("is off by default, says what it would send, and sends nothing while off", async ({
    page,
  }) => {
    const seen = recordBreachRequests(page);
    await openChecker(page);
    await expect(breachSwitch(page)).not.toBeChecked();
    await expect(breachSwitch(page)).toHaveAccessibleDescription(
      // This build asks the stand-in, so the page names it, not the public service.
      `Off by default. When on, Check password sends the first 5 characters of the password’s SHA-1 hash, never the password or the rest of the hash, to the Pwned Passwords range service at ${STAND_IN}, which also sees your IP address. The answer lists hundreds of hashes that start the same way; this page looks for yours among them.`,
    );
    // Listed too, but asked about by no other test running beside this one.
    const password = "battery staple listed";
    await check(page, password);
    await expect(page.getByText(/^about \d+ bits$/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("checker-breach")).toHaveCount(0);
    expect(seen).toEqual([]);
    expect(await standInSaw(password)).toEqual([]);
  });

  test("sends one GET for the 5-character prefix with the padding header, and caps a listed password", async ({
    page,
  }) => {
    const seen = recordBreachRequests(page);
    await openChecker(page);
    await breachSwitch(page).check();
    const password = fixture("listed");
    await check(page, password);
    await expect(page.getByTestId("checker-breach")).toContainText(
      "Found in known data breaches: this password appears 31,337 times in Have I Been Pwned's Pwned Passwords. Never use this password.",
    );
    await expect(page.getByTestId("checker-breach")).toContainText(
      "Breach data: Pwned Passwords by Have I Been Pwned (haveibeenpwned.com), CC BY 4.0.",
    );
    await expect(
      page.getByText(/^Capped at Very Weak: this password appears in known data breaches/),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("meter", { name: "Checks passed" })).toHaveAttribute(
      "aria-valuetext",
      /: Very Weak$/,
    );
    // The count and the advice are said once, by the breach sentence; the cap gives the reason.
    await expect(page.getByTestId("checker-cap")).toHaveText(
      "Capped at Very Weak: this password appears in known data breaches.",
    );

    const gets = seen.filter((request) => request.method() === "GET");
    expect(gets).toHaveLength(1);
    const request = gets[0]!;
    const url = new URL(request.url());
    expect(url.pathname).toMatch(/^\/range\/[0-9A-F]{5}$/);
    expect(url.search).toBe("");
    expect(request.postData()).toBeNull();
    const headers = await request.allHeaders();
    expect(headers["add-padding"]).toBe("true");
    const sent = JSON.stringify({ url: request.url(), headers });
    const hash = createHash("sha1").update(password, "utf8").digest("hex").toUpperCase();
    expect(sent).not.toContain(hash.slice(5));
    expect(sent).not.toContain(password);
    // The stand-in saw the same single GET (and the browser's CORS preflight, if any).
    const received = await standInSaw(password);
    expect(received.filter((r) => r.method === "GET")).toHaveLength(1);
    expect(received.every((r) => r.method === "GET" || r.method === "OPTIONS")).toBe(true);
    console.log(
      `breach request: GET ${request.url()} ${JSON.stringify(headers)} body=${request.postData()}`,
    );
  });

  test("says an unlisted password is not found, ignoring a padding row, without calling it strong for that", async ({
    page,
  }) => {
    await openChecker(page);
    await breachSwitch(page).check();
    await check(page, fixture("padded"));
    await expect(page.getByTestId("checker-breach")).toContainText(
      "Not found in Have I Been Pwned's Pwned Passwords. That alone does not make it strong: judge it by the rest of this result.",
    );
    await expect(page.getByText(/^Capped at Very Weak/)).toHaveCount(0);
    await expect(page.getByText(/^about \d+ bits$/)).toBeVisible({ timeout: 15_000 });
  });

  for (const [kind, message] of [
    [
      "failing",
      "Could not check known data breaches: the service answered with an error (HTTP 503). The rest of this result is judged without breach data.",
    ],
    [
      "malformed",
      "Could not check known data breaches: the service's answer could not be read. The rest of this result is judged without breach data.",
    ],
    [
      "slow",
      "Could not check known data breaches: no answer within 5 seconds. The rest of this result is judged without breach data.",
    ],
  ] as const) {
    test(`shows a clear message for a ${kind} answer, and the verdict without breach data`, async ({
      page,
    }) => {
      await openChecker(page);
      await breachSwitch(page).check();
      await check(page, fixture(kind));
      await expect(page.getByTestId("checker-breach")).toContainText(message, { timeout: 12_000 });
      await expect(page.getByText(/^about \d+ bits$/)).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId("checker-label")).not.toHaveText("Provisional");
    });
  }

  test("says so when offline, and still shows the verdict", async ({ page, context }) => {
    await openChecker(page);
    await breachSwitch(page).check();
    // The checker's own chunks first, so only the breach service is out of reach.
    await check(page, "warm-up-password-1");
    await expect(page.getByText(/^about \d+ bits$/)).toBeVisible({ timeout: 15_000 });
    await context.setOffline(true);
    await check(page, "Offline-check-password-2");
    await expect(page.getByTestId("checker-breach")).toContainText(
      "Could not check known data breaches: the service could not be reached (offline, or blocked).",
    );
    await expect(page.getByRole("meter", { name: "Checks passed" })).toBeVisible();
    await context.setOffline(false);
  });

  test("remembers the choice as the other settings are", async ({ page }) => {
    await openChecker(page);
    await breachSwitch(page).check();
    expect(await page.evaluate(() => localStorage.getItem("breachCheck"))).toBe("on");
    await page.reload();
    await expect(breachSwitch(page)).toBeChecked();
    await breachSwitch(page).uncheck();
    expect(await page.evaluate(() => localStorage.getItem("breachCheck"))).toBe("off");
  });

  test("allows the range API's origin on the checker page alone", async ({ request }) => {
    const connect = async (path: string) =>
      ((await request.get(path)).headers()["content-security-policy"] ?? "")
        .split(";")
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith("connect-src"));
    expect(await connect("/password-checker")).toBe(`connect-src 'self' ${STAND_IN}`);
    for (const path of ["/", "/about", "/privacy"]) {
      expect(await connect(path)).toBe("connect-src 'self'");
    }
  });

  test("every page that mentions it names the server this build asks, not the public service", async ({
    page,
  }) => {
    const service = `the Pwned Passwords range service at ${STAND_IN}`;
    await page.goto("/privacy");
    await expect(
      page.getByRole("listitem").filter({ hasText: "The strength checker’s breach check" }),
    ).toHaveText(
      `The strength checker’s breach check, where the site offers it, is off until you turn it on. While it is on, the first 5 characters of a checked password’s SHA-1 hash, never the password, go to ${service} (details below).`,
    );
    await expect(page.getByRole("main")).toContainText(
      `characters, never the password or the rest of the hash, to ${service}, in one request`,
    );
    await expect(page.getByRole("rowheader", { name: "breachCheck" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Have I Been Pwned");

    await page.goto("/about");
    await expect(page.getByRole("main")).toContainText(
      `it sends the first 5 characters of the password’s SHA-1 hash, never the password, to ${service}, and compares the rest on your device.`,
    );
    await expect(page.getByRole("main")).toContainText(
      "none carries what you typed (with the checker’s breach check on, one request per check carries the first 5 characters of the password’s SHA-1 hash, never the password).",
    );

    await page.goto("/");
    const exception = `The one exception is opt-in: with the Password Checker’s breach check turned on, the first 5 characters of a checked password’s SHA-1 hash (never the password) are sent to ${service}.`;
    await expect(page.getByRole("main")).toContainText(exception);
    const structuredData = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    expect(structuredData.some((data) => data.includes(exception))).toBe(true);
    expect(structuredData.join("\n")).not.toContain("Have I Been Pwned");
  });

  test("arriving from another page, the checker loads as a page of its own", async ({ page }) => {
    await page.addInitScript((consent) => {
      localStorage.setItem("cookie-consent", consent);
    }, REFUSE_ALL);
    await page.goto("/");
    await expectHydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Password Checker" }).first().click();
    await expect(page).toHaveURL(/\/password-checker$/);
    await expect(breachSwitch(page)).toBeVisible();
    const loadedAt = await page.evaluate(
      () => new URL(performance.getEntriesByType("navigation")[0]!.name).pathname,
    );
    expect(loadedAt).toBe("/password-checker");
  });
});
