import { expect, test, type Page } from "@playwright/test";
import { passwords } from "./generator-card";

// Runs against the configured build (playwright.config.ts, project "configured"). The stand-in
// ad and analytics scripts (scripts/fake-third-party.mjs) act as hostile code would: they try to
// read the page that framed them, the site's storage, cookies and clipboard, post messages to
// the page, call the site and navigate the tab, and report what they saw to their own server.
// docs/product-decisions.md, "Privacy and third parties"; docs/decisions/third-party-isolation.md.

interface ProbeResult {
  ok: boolean;
  value?: string;
  error?: string;
}

interface Report {
  kind: "ad" | "analytics";
  href: string;
  probes: Record<string, ProbeResult>;
  received: Array<{ origin: string; data: string }>;
  views?: Array<{ path: string }>;
}

const ACCEPT_ALL = JSON.stringify({
  analytics: true,
  advertising: true,
  functional: true,
  timestamp: 1,
});

/** Every report the stand-ins send from this page's frames, as the network carries it. */
function recordReports(page: Page): { raw: string[]; parsed: () => Report[] } {
  const raw: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.hostname === "127.0.0.1" && url.pathname === "/report") {
      raw.push(request.postData() ?? "");
    }
  });
  return {
    raw,
    parsed: () =>
      raw.map((body): Report => {
        const report: Report = JSON.parse(body);
        return report;
      }),
  };
}

const card = (page: Page) => page.getByRole("group", { name: "Password Generator" });

test("ad and analytics code sees no password and no stored value, yet runs", async ({
  page,
  context,
  baseURL,
}) => {
  // The page itself may read the clipboard: only the frames' isolation keeps them from it.
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.addInitScript((consent) => {
    // Runs in every frame; the sandboxed ones may not touch storage, which is the point.
    try {
      localStorage.setItem("cookie-consent", consent);
    } catch {
      // an opaque-origin frame
    }
  }, ACCEPT_ALL);
  const reports = recordReports(page);

  await page.goto("/?campaign=query-secret-5821#fragment-secret-9930");
  await page.evaluate(() => {
    sessionStorage.setItem("probe-session", "session-secret-4417");
    localStorage.setItem("probe-local", "local-secret-7702");
    document.cookie = "probe=cookie-secret-3156; path=/; SameSite=Strict";
  });

  // A password on screen, in the history and on the clipboard.
  const output = passwords(card(page)).first();
  await expect(output).toBeVisible();
  await card(page).getByRole("button", { name: "Generate", exact: true }).click();
  await card(page).getByRole("button", { name: "Generate", exact: true }).click();
  const password = (await output.textContent()) ?? "";
  expect(password.length).toBeGreaterThanOrEqual(8);
  await card(page).getByRole("button", { name: "Copy password", exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);

  // The ad shows, in its frame, and its stand-in reports several times while the password is up.
  const ad = page.getByRole("complementary", { name: "Advertisement" });
  await expect(ad).toBeVisible({ timeout: 10_000 });
  await expect(ad.frameLocator("iframe").getByText(/Stand-in ad for pub-test-0001/)).toBeVisible();
  await expect
    .poll(() => reports.parsed().filter((report) => report.kind === "ad").length, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(4);
  await expect
    .poll(() => reports.parsed().some((r) => r.kind === "analytics" && (r.views ?? []).length > 0))
    .toBe(true);

  // Everything secret the page holds: the password, the history, storage, cookie, address.
  const stored = await page.evaluate(() => ({
    local: Object.entries(localStorage),
    session: Object.entries(sessionStorage),
    cookie: document.cookie,
  }));
  // History lives in session storage by default (spec §3; docs/product-decisions.md, "History and
  // incognito").
  const history =
    [...stored.session, ...stored.local].find(([key]) => key === "history")?.[1] ?? "";
  expect(history).toContain(password);
  const historyPasswords = [...history.matchAll(/"password"\s*:\s*"((?:[^"\\]|\\.)*)"/g)].map(
    (match) => JSON.parse(`"${match[1] ?? ""}"`),
  );
  expect(historyPasswords.length).toBeGreaterThanOrEqual(2);
  const secrets = [
    password,
    ...historyPasswords,
    ...[...stored.local, ...stored.session]
      .map(([, value]) => value)
      .filter((value) => value.length >= 8),
    "session-secret-4417",
    "local-secret-7702",
    "cookie-secret-3156",
    "query-secret-5821",
    "fragment-secret-9930",
  ];

  expect(reports.raw.length).toBeGreaterThan(0);
  for (const body of reports.raw) {
    for (const secret of secrets) {
      expect(body.includes(secret), `a report holds ${JSON.stringify(secret)}`).toBe(false);
      // JSON escaping must not hide a leak either.
      expect(body.includes(JSON.stringify(secret).slice(1, -1))).toBe(false);
    }
  }

  // The stand-ins really tried, and every read of the site was refused.
  for (const report of reports.parsed()) {
    for (const name of [
      "parentDocument",
      "topDocumentText",
      "parentLocation",
      "parentStorage",
      "localStorage",
      "sessionStorage",
      "cookie",
      "clipboard",
      "indexedDB",
      "cacheStorage",
      "fetchSite",
    ]) {
      expect(report.probes[name], `${report.kind}: ${name}`).toMatchObject({ ok: false });
    }
    expect(report.probes.postToParent).toEqual({ ok: true, value: "posted" });
    expect(new URL(report.href).search).not.toContain("secret");
  }

  // Analytics heard of the page view by its path, and of nothing else.
  const analytics = reports.parsed().filter((report) => report.kind === "analytics");
  const views = analytics.flatMap((report) => report.views ?? []);
  expect(new Set(views.map((view) => JSON.stringify(view)))).toEqual(
    new Set([JSON.stringify({ path: "/" })]),
  );
  for (const report of analytics) {
    for (const message of report.received) {
      expect(JSON.parse(message.data)).toEqual({ type: "keysmith:page-view", path: "/" });
    }
  }

  // The frames' messages changed nothing, and the tab was not navigated away.
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(output).toHaveText(password);
});

test("analytics is told each client-side page view's path, without its query", async ({ page }) => {
  await page.addInitScript((consent) => {
    try {
      localStorage.setItem("cookie-consent", consent);
    } catch {
      // an opaque-origin frame
    }
  }, ACCEPT_ALL);
  const reports = recordReports(page);
  await page.goto("/about?ref=newsletter-secret");
  const views = () =>
    reports
      .parsed()
      .filter((report) => report.kind === "analytics")
      .flatMap((report) => report.views ?? [])
      .map((view) => view.path);
  await expect.poll(views, { timeout: 10_000 }).toContain("/about");
  await page
    .getByRole("main")
    .getByRole("link", { name: "Password Strength Checker" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/password-checker$/);
  await expect.poll(views, { timeout: 10_000 }).toContain("/password-checker");
  expect(reports.raw.join("\n")).not.toContain("newsletter-secret");
});
