import { expect, test, type Page, type Response } from "@playwright/test";

import { axeViolations } from "./axe";
import { capNotice, crackVerdict, entropy, expectVerdict, staleNotice } from "./checker-result";
import { gotoHydrated, openBeforeHydration } from "./hydration";

/**
 * A string inside zxcvbn-ts's own code (an option name, not minified away) and nowhere in
 * Keysmith's: a script that contains it carries zxcvbn.
 */
const ZXCVBN_MARKER = "l33tMaxSubstitutions";

const CHECK_LABELS = [
  "At least 12 characters",
  "16+ characters (recommended)",
  "Contains uppercase letters",
  "Contains lowercase letters",
  "Contains numbers",
  "Contains special characters",
  "Avoids common passwords",
  "No repeated characters",
] as const;

const LENGTH_TIP = "Make your password at least 16 characters long";

const BLOCKLIST_CAP =
  "Capped at Weak: this password is on a list of common and breached passwords.";

declare global {
  interface Window {
    /** Start time and duration of each long task, recorded by the long-task test. */
    longTasks: Array<[number, number]>;
  }
}

function passwordInput(page: Page) {
  return page.getByLabel("Password to check");
}

async function check(page: Page, password: string) {
  await passwordInput(page).fill(password);
  await page.getByRole("button", { name: "Check password" }).click();
}

/** Characters of every kind in an order that repeats nothing zxcvbn can match: its slowest case. */
function pseudoRandomPassword(length: number): string {
  const characters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&*+-=?@^_";
  let state = 42;
  let password = "";
  for (let index = 0; index < length; index += 1) {
    // A 32-bit linear congruential generator: the same string on every run.
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    password += characters[(state >>> 16) % characters.length];
  }
  return password;
}

function isEstimatorScript(response: Response): boolean {
  return /\/assets\/estimator-[^/]*\.js$/.test(new URL(response.url()).pathname);
}

test.describe("password checker", () => {
  test("the check button is disabled while the input is empty", async ({ page }) => {
    await gotoHydrated(page, "/password-checker");
    const button = page.getByRole("button", { name: "Check password" });
    await expect(button).toBeDisabled();
    await passwordInput(page).fill("x");
    await expect(button).toBeEnabled();
    await passwordInput(page).fill("");
    await expect(button).toBeDisabled();
    await expect(page.getByRole("list", { name: "The eight checks" })).toHaveCount(0);
  });

  test("the input is masked and the toggle shows and hides it, saying its state", async ({
    page,
  }) => {
    await gotoHydrated(page, "/password-checker");
    const input = passwordInput(page);
    await expect(input).toHaveAttribute("type", "password");
    await expect(input).toHaveAttribute("autocomplete", "new-password");
    await expect(input).toHaveAttribute("spellcheck", "false");
    const toggle = page.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await input.fill("s3cret");
    await toggle.click();
    await expect(input).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(input).toHaveValue("s3cret");
    await toggle.click();
    await expect(input).toHaveAttribute("type", "password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  // The spec §5 cases themselves are a unit test (src/estimator/verdict-table.test.ts); this one
  // proves the page shows the engine's verdict, checks and tips.
  test("a result shows the label, the score, each of the eight checks and the tips", async ({
    page,
  }) => {
    await gotoHydrated(page, "/password-checker");
    // 15 characters: every kind, but "aaa", "BBB", "111" and "!!!" are runs of three.
    await check(page, "aaaBBB111!!!xyz");
    await expectVerdict(page, "Strong", 6, 15_000);
    await expect(page.getByText("Strong", { exact: true })).toBeVisible();
    await expect(page.getByText("6/8", { exact: true })).toBeVisible();
    await expect(capNotice(page)).toHaveCount(0);
    const passed = [true, false, true, true, true, true, true, false];
    await expect(
      page.getByRole("list", { name: "The eight checks" }).getByRole("listitem"),
    ).toHaveText(
      CHECK_LABELS.map((text, index) => `${passed[index] ? "Passed" : "Failed"}: ${text}`),
    );
    const tips = page.getByRole("list", { name: "Tips to improve it" }).getByRole("listitem");
    await expect(tips).toHaveCount(2);
    await expect(tips.first()).toHaveText(LENGTH_TIP);
    await expect(entropy(page)).toBeVisible();
  });

  test("a password passing all eight checks gets no tips", async ({ page }) => {
    await gotoHydrated(page, "/password-checker");
    await check(page, "Correct-Horse-42-Battery");
    await expectVerdict(page, "Very Strong", 8, 15_000);
    await expect(page.getByRole("list", { name: "Tips to improve it" })).toHaveCount(0);
    await expect(page.getByText("None: it passes all eight checks.")).toBeVisible();
  });

  test("a password on the blocklist is capped at Weak, says why, and tells screen readers", async ({
    page,
  }) => {
    await gotoHydrated(page, "/password-checker");
    // Look-alikes undone and the trailing digits and symbol stripped: "password".
    await check(page, "P@ssw0rd2024!");
    await expect(capNotice(page)).toHaveText(BLOCKLIST_CAP, { timeout: 15_000 });
    await expectVerdict(page, "Weak", 6);
    await expect(
      page.getByRole("list", { name: "The eight checks" }).getByRole("listitem").nth(6),
    ).toHaveText("Failed: Avoids common passwords");
    await expect(page.getByRole("status")).toHaveText(
      `Weak: 6 of 8 checks passed. ${BLOCKLIST_CAP}`,
    );
    await expect(page.getByRole("meter", { name: "Checks passed" })).toHaveAttribute(
      "aria-valuetext",
      "6 of 8 checks passed: Weak",
    );
  });

  test("a password zxcvbn finds easy to guess is capped, with the reason", async ({ page }) => {
    await gotoHydrated(page, "/password-checker");
    // 8 of 8 checks, but one short pattern repeated (docs/decisions/checker-verdict.md).
    await check(page, "Aa1!Aa1!Aa1!Aa1!");
    await expect(capNotice(page)).toHaveText(
      /^Capped at Weak: the crack-time estimate finds it easy to guess \(zxcvbn score [01] of 4\)\.$/,
      { timeout: 15_000 },
    );
    await expectVerdict(page, "Weak", 8);
    await expect(entropy(page)).toBeVisible();
  });

  test("the verdict is provisional until the estimator is ready, then final", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/estimator-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/password-checker");
    // 12 random characters of every kind: 7 of 8 checks, Very Strong once confirmed.
    await check(page, "Xk4!mQz9#vLp");
    await expectVerdict(page, "Provisional", 7);
    await expect(page.getByText(/^Provisional: the label may go down once/)).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Provisional: 7 of 8 checks passed.");
    await expect(page.getByText("estimating…", { exact: true })).toBeVisible();
    release();
    await expectVerdict(page, "Very Strong", 7, 15_000);
    await expect(page.getByText(/^Provisional: /)).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText("Very Strong: 7 of 8 checks passed.");
    await expect(entropy(page)).toBeVisible();
  });

  test("Enter checks, and an edit marks the result out of date until Check again", async ({
    page,
  }) => {
    await gotoHydrated(page, "/password-checker");
    await passwordInput(page).fill("password");
    await passwordInput(page).press("Enter");
    await expectVerdict(page, "Weak", 2);
    await passwordInput(page).press("End");
    await passwordInput(page).pressSequentially("X");
    await expect(staleNotice(page)).toBeVisible();
    await expectVerdict(page, "Weak", 2);
    await passwordInput(page).press("Enter");
    await expect(staleNotice(page)).toHaveCount(0);
    await expectVerdict(page, "Weak", 3);
    await expect(page).toHaveURL(/\/password-checker\/?$/);
  });

  test("the crack-time estimate appears after a check, with zxcvbn's warning", async ({ page }) => {
    await gotoHydrated(page, "/password-checker");
    await check(page, "password");
    await expect(crackVerdict(page, "Too guessable")).toBeVisible({ timeout: 15_000 });
    // The scenarios in order: online and throttled, offline slow hash, offline fast hash.
    const terms = page.getByRole("term");
    const times = page.getByRole("definition");
    await expect(terms.nth(2)).toContainText(
      "Offline attack on a stolen database with a fast hash",
    );
    await expect(times.nth(2)).toHaveText("less than a second");
    await expect(page.getByText("This is a heavily used password.")).toBeVisible();
    await expect(page.getByText("Loading the crack-time estimator…")).toHaveCount(0);

    await check(page, "vQ7#mZ2$kW9!pL4@xR8&");
    await expect(crackVerdict(page, "Very unguessable")).toBeVisible();
    await expect(terms.nth(0)).toContainText("Online attack on a login that limits attempts");
    await expect(times.nth(0)).toHaveText("centuries");
  });

  test("a 1,000-character password is typed and rated without blocking the page", async ({
    page,
  }) => {
    test.slow();
    await page.addInitScript(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const task of list.getEntries())
          window.longTasks.push([task.startTime, task.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    await gotoHydrated(page, "/password-checker");
    // A first check, so the estimator has loaded and set zxcvbn up before the measuring starts.
    await check(page, "password");
    await expect(crackVerdict(page, "Too guessable")).toBeVisible({ timeout: 15_000 });
    await passwordInput(page).fill("");
    await passwordInput(page).pressSequentially(pseudoRandomPassword(1000));

    // Before the estimate moved to a worker, every check of this password blocked the page for
    // over a second. A busy machine can stretch any short task past 50 ms, and such noise only
    // ever adds long tasks, so the best of up to five checks counts (1,000 characters each): in a
    // fresh-clone proof at load 12 on 2 cores, the best of three had a 53 ms task.
    const longestTasks: number[] = [];
    for (const lastCharacter of ["", "!", "?", "#", "%"]) {
      if (lastCharacter !== "") {
        await passwordInput(page).press("Backspace");
        await passwordInput(page).pressSequentially(lastCharacter);
      }
      await expect(staleNotice(page)).toBeVisible();
      const start = await page.evaluate(() => performance.now());
      await passwordInput(page).press("Enter");
      // The result is for this password from here on; its entropy shows once zxcvbn has run.
      await expect(staleNotice(page)).toHaveCount(0);
      await expect(entropy(page)).toBeVisible({ timeout: 30_000 });
      await expect(crackVerdict(page, "Very unguessable")).toBeVisible();
      await expectVerdict(page, "Very Strong", 8);
      // Every entry is a long task: a task of the page's main thread over 50 ms.
      const durations = await page.evaluate(
        (since) =>
          window.longTasks
            .filter(([startTime]) => startTime >= since)
            .map(([, duration]) => Math.round(duration)),
        start,
      );
      longestTasks.push(Math.max(0, ...durations));
      if (durations.length === 0) break;
    }
    expect(longestTasks, "the longest task of each check, in ms").toContain(0);
  });

  test("the estimator is requested before Check: once the page is idle", async ({ page }) => {
    const estimatorLoads: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/estimator-[^/]*\.js$/.test(new URL(request.url()).pathname)) {
        estimatorLoads.push(request.url());
      }
    });
    await gotoHydrated(page, "/password-checker");
    // Nothing focused, typed or pressed. The page asks, then its worker (from the HTTP cache).
    await expect.poll(() => estimatorLoads.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(page.getByRole("list", { name: "The eight checks" })).toHaveCount(0);
  });

  test("loaded at the checker, the page asks for the workers' files before the workers do", async ({
    page,
  }) => {
    // The estimator's worker is held back: until it runs, only the page itself can ask for the
    // estimator and zxcvbn's dictionaries (docs/decisions/checker-verdict.md).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/crack-time-worker-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await gotoHydrated(page, "/password-checker");
    const listed = (
      (await page.locator('meta[name="keysmith-worker-files"]').getAttribute("content")) ?? ""
    ).split(" ");
    // The estimator and each of its dictionaries, a file of its own so each is ranked on arrival.
    const estimatorFiles = listed.filter((path) => /^\/assets\/estimator-[^/]*\.js$/.test(path));
    for (const dictionary of [
      "zxcvbn-common",
      "commonWords",
      "firstnames",
      "lastnames",
      "wikipedia",
    ])
      expect(
        estimatorFiles.filter((path) => path.includes(`/estimator-${dictionary}-`)),
      ).toHaveLength(1);
    expect(estimatorFiles).toHaveLength(6);
    await expect
      .poll(() => listed.filter((path) => !asked.includes(path)), { timeout: 15_000 })
      .toEqual([]);

    // Released, the worker finds what the page fetched, and the verdict is whole.
    release();
    await check(page, "password");
    await expect(crackVerdict(page, "Too guessable")).toBeVisible({ timeout: 15_000 });
    await expectVerdict(page, "Weak", 2);
    // Every part of the estimator that was loaded had been listed, so asked for ahead.
    const estimatorAsked = asked.filter((path) => /^\/assets\/estimator-[^/]*\.js$/.test(path));
    expect(estimatorAsked.filter((path) => !listed.includes(path))).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("with Save-Data on, the estimator waits for the field's focus", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: "4g" }),
      });
    });
    const estimatorLoads: string[] = [];
    page.on("response", (response) => {
      if (isEstimatorScript(response)) estimatorLoads.push(response.url());
    });
    await gotoHydrated(page, "/password-checker");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2500);
    expect(estimatorLoads).toEqual([]);
    await passwordInput(page).focus();
    // The estimator and its five dictionary files, each once.
    await expect.poll(() => estimatorLoads.length).toBe(6);
    expect(new Set(estimatorLoads).size).toBe(6);
  });

  test("Check shows the verdict for the text in the field, not one estimated while typing", async ({
    page,
  }) => {
    await gotoHydrated(page, "/password-checker");
    const input = passwordInput(page);
    // A common password rests in the field long enough to be estimated ahead of Check...
    await input.pressSequentially("password");
    await page.waitForTimeout(1500);
    // ...then the field changes and Check is pressed at once.
    await input.fill("vK7#qP2$wN9!zR4m");
    await page.getByRole("button", { name: "Check password" }).click();
    await expect(crackVerdict(page, "Very unguessable")).toBeVisible({ timeout: 15_000 });
    await expect(crackVerdict(page, "Too guessable")).toHaveCount(0);
    await expectVerdict(page, "Very Strong", 8);
    // The other way round: the strong one was estimated, the common one is checked.
    await input.fill("password");
    await page.getByRole("button", { name: "Check password" }).click();
    await expect(crackVerdict(page, "Too guessable")).toBeVisible();
    await expect(crackVerdict(page, "Very unguessable")).toHaveCount(0);
    await expect(staleNotice(page)).toHaveCount(0);
  });

  test("a password typed before the page is ready stays in the field and is checked", async ({
    page,
  }) => {
    // On a phone the field is painted a second or more before React hydrates it: hold the app's
    // code back so that the typing lands in that gap every time.
    const hydrate = await openBeforeHydration(page, "/password-checker");
    const input = passwordInput(page);
    await input.pressSequentially("aaaBBB111!!!xyz");
    await hydrate();
    // Renders after hydration (the evidence loading) no longer clear what was typed.
    await page.waitForTimeout(1000);
    await expect(input).toHaveValue("aaaBBB111!!!xyz");
    await page.getByRole("button", { name: "Check password" }).click();
    await expectVerdict(page, "Strong", 6, 15_000);
  });

  test("the home page loads no zxcvbn code", async ({ page }) => {
    const scripts: Response[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(isEstimatorScript(script), script.url()).toBe(false);
      expect(await script.text(), script.url()).not.toContain(ZXCVBN_MARKER);
    }
    const html = await (await page.request.get("/")).text();
    expect(html).not.toMatch(/estimator-[^"]*\.js/);
  });

  test("the marker really is in the estimator the checker loads", async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on("response", (response) => {
      if (isEstimatorScript(response)) bodies.push(response.text());
    });
    await gotoHydrated(page, "/password-checker");
    await check(page, "password");
    await expect(crackVerdict(page)).toBeVisible({ timeout: 15_000 });
    expect((await Promise.all(bodies)).join("")).toContain(ZXCVBN_MARKER);
  });

  test("offline, the estimator says it could not load and the eight checks stay", async ({
    page,
  }) => {
    await page.route(/\/assets\/estimator-[^/]*\.js$/, (route) =>
      route.abort("internetdisconnected"),
    );
    await gotoHydrated(page, "/password-checker");
    await check(page, "password");
    await expect(page.getByText(/The crack-time estimator could not be loaded/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "The eight checks" }).getByRole("listitem"),
    ).toHaveCount(8);
    await expectVerdict(page, "Weak", 2);

    // A label the estimate could still lower is never shown as final.
    await check(page, "Xk4!mQz9#vLp");
    await expectVerdict(page, "Provisional", 7);
    await expect(page.getByText(/^Provisional: .*could not be loaded/)).toBeVisible();
  });

  test("the typed password is not stored, sent, logged or put in the URL", async ({ page }) => {
    const secret = "Zebra-Quilt-9071";
    const leaks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(secret) || (request.postData() ?? "").includes(secret)) {
        leaks.push(`request ${request.url()}`);
      }
    });
    page.on("console", (message) => {
      if (message.text().includes(secret)) leaks.push(`console ${message.text()}`);
    });
    await gotoHydrated(page, "/password-checker");
    await check(page, secret);
    await expect(crackVerdict(page)).toBeVisible({ timeout: 15_000 });
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
    );
    expect(stored).not.toContain(secret);
    expect(page.url()).not.toContain(secret);
    expect(leaks).toEqual([]);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`a full result has no accessibility violations (${theme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: theme });
      const page = await context.newPage();
      await gotoHydrated(page, "/password-checker");
      await check(page, "Summer2024!!");
      await expect(crackVerdict(page)).toBeVisible({ timeout: 15_000 });
      await expect(capNotice(page)).toBeVisible();
      await passwordInput(page).pressSequentially("x");
      await expect(staleNotice(page)).toBeVisible();
      expect(await axeViolations(page, "main")).toEqual([]);
      await context.close();
    });
  }
});
