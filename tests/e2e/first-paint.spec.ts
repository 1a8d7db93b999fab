import { expect, test, type Page, type Route } from "@playwright/test";
import {
  busyParts,
  card,
  expectSettled,
  expectStrengthLabel,
  ofLength,
  password as shown,
  passwords,
} from "./generator-card";
import { collectErrors } from "./page-errors";

// docs/decisions/first-paint-password.md: the first password is drawn by an inline script while the
// page is parsed, before any of the site's JavaScript files has loaded, and React adopts it. These
// tests prove the behaviour; how soon it happens is measured by `npm run bench:first-password`.

const SPECIAL = /[!@#$%^&*()_+\-=[\]{}|;:,.<>?]/;
const SIMILAR = /[0O1lI]/;

async function shownPassword(page: Page): Promise<string> {
  return (await passwords(card(page)).textContent()) ?? "";
}

/** No file of the site's JavaScript loads: only what the HTML itself carries runs. */
async function blockScripts(page: Page) {
  await page.route("**/assets/*.js", (route) => route.abort());
}

async function storeOptions(page: Page, options: Record<string, unknown>) {
  await page.addInitScript((value) => {
    localStorage.setItem("passwordOptions", value);
  }, JSON.stringify(options));
}

test.describe("before any script file loads", () => {
  test("the home page shows a password in the visitor's stored options", async ({ page }) => {
    await storeOptions(page, { length: 24, includeSpecial: false, excludeSimilar: true });
    await blockScripts(page);
    await page.goto("/");
    const password = await shownPassword(page);
    expect(password).toHaveLength(24);
    expect(password).not.toMatch(SPECIAL);
    expect(password).not.toMatch(SIMILAR);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[0-9]/);
    await expectStrengthLabel(card(page), /^(Weak|Fair|Good|Strong)$/);
    await expect(card(page).getByText(/^\d+\.\d bits$/)).toBeVisible();
    await expect(card(page).getByText("Your password appears here.")).toHaveCount(0);
    // The script removed its own element: React will hydrate the document it prerendered.
    await expect(
      page.locator("script:not([type]):not([src])").filter({ hasText: "__keysmithFirstPaint" }),
    ).toHaveCount(0);
  });

  test("a landing page shows a password in its own options", async ({ page }) => {
    await storeOptions(page, { length: 40 });
    await blockScripts(page);
    await page.goto("/wifi-password-generator");
    const password = (await shown(card(page, "Generate a WiFi password")).textContent()) ?? "";
    expect(password).toHaveLength(20);
    expect(password).not.toMatch(SIMILAR);
  });

  test("a corrupted stored entry falls back to the defaults", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("passwordOptions", '{"length":'));
    await blockScripts(page);
    await page.goto("/");
    await expect(shown(card(page))).toHaveText(ofLength(16));
  });

  test("stored exclusions and chosen symbols shape the first password too", async ({ page }) => {
    await storeOptions(page, { length: 20, excludeCharacters: "abcABC", symbols: "-_" });
    await blockScripts(page);
    await page.goto("/");
    const password = await shownPassword(page);
    expect(password).toHaveLength(20);
    expect(password).not.toMatch(/[abcABC]/);
    expect(password).toMatch(/[-_]/);
    expect(password.replace(/[-_]/g, "")).not.toMatch(SPECIAL);
  });

  test("minimums above one are left to the app, which draws them once loaded", async ({ page }) => {
    await storeOptions(page, { length: 16, minNumbers: 6 });
    await page.route("**/assets/*.js", async (route) => {
      // Held back until the placeholder has been seen: the inline script alone drew nothing.
      await page.waitForFunction(() => document.readyState !== "loading");
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await expect(card(page).getByText("Your password appears here.")).toBeVisible();
    // The app's files load only now, behind the page: on a busy machine that takes more than the
    // default five seconds (this asserts who draws the password, not how soon).
    await expect(passwords(card(page))).toHaveCount(1, { timeout: 15_000 });
    const password = await shownPassword(page);
    expect(password.replace(/[^0-9]/g, "").length).toBeGreaterThanOrEqual(6);
    // Chunks the page loads later (the home page's sections) may still be held when it ends.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("Generate and Copy already work", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await blockScripts(page);
    await page.goto("/");
    const first = await shownPassword(page);
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    const second = await shownPassword(page);
    expect(second).toHaveLength(16);
    expect(second).not.toBe(first);

    await card(page).getByRole("button", { name: "Copy password" }).click();
    await expect(card(page).getByRole("button", { name: "Copy password: copied" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(second);
  });
});

test.describe("styles in the HTML", () => {
  test("the first password is painted styled with every stylesheet request blocked", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
    });
    await page.route("**/*.css", (route) => route.abort());
    await blockScripts(page);
    await page.goto("/", { waitUntil: "load" });
    await expect(passwords(card(page))).toBeVisible();
    expect(await shownPassword(page)).not.toBe("");
    // Not even asked for: the page's link to the stylesheet is there for React, disabled.
    expect(stylesheets).toEqual([]);
    // The card's own utility classes apply: a border and rounded corners, and Generate in the
    // accent colour; unstyled, the card has no border and the button the browser's grey.
    const style = await card(page).evaluate((element) => {
      const computed = getComputedStyle(element);
      return { border: computed.borderTopWidth, radius: computed.borderTopLeftRadius };
    });
    expect(style.border).not.toBe("0px");
    expect(style.radius).not.toBe("0px");
    const generate = await card(page)
      .getByRole("button", { name: /^Generate/ })
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(generate).not.toBe("rgba(0, 0, 0, 0)");
    expect(generate).not.toBe("rgb(239, 239, 239)");
  });

  test("dark mode applies from the inline styles too", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.route("**/*.css", (route) => route.abort());
    await blockScripts(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
    expect(background).not.toBe("rgba(0, 0, 0, 0)");
  });
});

test.describe("the controls of the first paint, before any script file loads", () => {
  // docs/decisions/first-paint-password.md, "Stored settings": a control
  // the visitor sees shows the stored setting; one that would show a default stays hidden, in
  // its place, until React shows the stored setting.

  function modes(page: Page) {
    return card(page).getByRole("radiogroup", { name: "What to generate", includeHidden: true });
  }
  function lengthField(page: Page) {
    return card(page).getByRole("textbox", { name: "Length", includeHidden: true });
  }
  function symbols(page: Page) {
    return card(page).getByRole("checkbox", { name: /^Symbols/, includeHidden: true });
  }

  test("a card kept in passphrase mode shows no password tab, placeholder or length", async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem("generatorMode", "passphrase"));
    await blockScripts(page);
    await page.goto("/");
    await expect(modes(page)).toHaveCount(1);
    await expect(modes(page)).toBeHidden();
    await expect(card(page).getByText("Your password appears here.")).toBeHidden();
    await expect(lengthField(page)).toBeHidden();
    await expect(passwords(card(page))).toHaveCount(0);
    // The rest of the card is there, in its place.
    await expect(card(page).getByRole("button", { name: "Generate", exact: true })).toBeVisible();
  });

  test("stored options: the password is theirs, and the form never shows the defaults", async ({
    page,
  }) => {
    await storeOptions(page, { length: 40, includeSpecial: false });
    await blockScripts(page);
    await page.goto("/");
    expect(await shownPassword(page)).toHaveLength(40);
    await expect(modes(page)).toBeVisible();
    await expect(modes(page).getByRole("radio", { name: "Password" })).toBeChecked();
    await expect(lengthField(page)).toHaveCount(1);
    await expect(lengthField(page)).toBeHidden();
    await expect(symbols(page)).toBeHidden();
  });

  for (const [what, entries] of [
    ["corrupted options", { passwordOptions: '{"length":', generatorMode: "password" }],
    ["a corrupted mode", { generatorMode: "\u0000passphrase" }],
    ["options the app cannot read", { passwordOptions: '{"length":"forty","includeSpecial":3}' }],
  ] as const) {
    test(`${what} show the defaults, as before`, async ({ page }) => {
      await page.addInitScript((stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      }, entries);
      await blockScripts(page);
      await page.goto("/");
      await expect(shown(card(page))).toHaveText(ofLength(16));
      await expect(modes(page).getByRole("radio", { name: "Password" })).toBeChecked();
      await expect(lengthField(page)).toBeVisible();
      await expect(lengthField(page)).toHaveValue("16");
      await expect(symbols(page)).toBeVisible();
      await expect(symbols(page)).toBeChecked();
    });
  }

  test("a landing page shows its own options, whatever is stored", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("generatorMode", "passphrase");
      localStorage.setItem("passwordOptions", JSON.stringify({ length: 40 }));
    });
    await blockScripts(page);
    await page.goto("/wifi-password-generator");
    const wifi = card(page, "Generate a WiFi password");
    await expect(shown(wifi)).toHaveText(ofLength(20));
    await expect(wifi.getByRole("radio", { name: "Password" })).toBeChecked();
    await expect(wifi.getByRole("textbox", { name: "Length" })).toHaveValue("20");
  });
});

test.describe("once React arrives", () => {
  test("it keeps the password the visitor already sees, with no hydration error", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await storeOptions(page, { length: 30, includeNumbers: false });
    // Hold the card's code back until the first-paint password has been read.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/generator-*.js", async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    const painted = await shownPassword(page);
    expect(painted).toHaveLength(30);
    // The options shown are still the prerendered defaults, and the form says so.
    await expect(busyParts(card(page))).toHaveCount(1);
    release();

    await expectSettled(card(page));
    // The options form now shows the stored options the password was made with.
    await expect(card(page).getByRole("textbox", { name: "Length" })).toHaveValue("30");
    await expect(shown(card(page))).toHaveText(painted);
    await expect(passwords(card(page))).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test("a card kept in passphrase mode shows the passphrase controls, with no layout shift", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      localStorage.setItem("generatorMode", "passphrase");
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The word list is held back: a passphrase that wraps onto a second line grows the output,
    // a shift of its own that this test does not measure.
    await page.route(
      /\/assets\/eff-large-wordlist-[\w-]{8}\.js$/,
      () => new Promise<void>(() => {}),
    );
    await page.goto("/");
    const modes = card(page).getByRole("radiogroup", { name: "What to generate" });
    // Once the card has hydrated, however long a loaded machine takes.
    await expect(modes.getByRole("radio", { name: "Passphrase" })).toBeChecked({ timeout: 20_000 });
    await expect(modes).toBeVisible();
    await expect(card(page).getByText("Loading the word list…")).toBeVisible();
    await expect(card(page).getByRole("textbox", { name: "Length" })).toHaveCount(0);
    await expect(card(page).getByRole("textbox", { name: "Words" })).toBeVisible();
    await expectSettled(card(page));
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts).toEqual([]);
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });

  test("a click before React is neither lost nor doubled", async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/generator-*.js", async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    const generate = card(page).getByRole("button", { name: "Generate", exact: true });
    const seen = [await shownPassword(page)];
    await generate.click();
    seen.push(await shownPassword(page));
    await generate.click();
    seen.push(await shownPassword(page));
    expect(new Set(seen).size).toBe(3);
    // A control React has not hydrated yet: held back, then answered once it has.
    await card(page).getByText("Generate 5 at once").click();
    release();

    await page.waitForFunction(() => window.__keysmithFirstPaint?.adopted === true);
    await expect(passwords(card(page))).toHaveCount(5);
    // Both early Generates are in the history, as the card records them; nothing else is.
    await card(page)
      .getByRole("button", { name: /History/ })
      .click();
    const history = page.getByRole("region", { name: "Password History" });
    for (const password of seen.slice(1)) {
      await expect(history.getByText(password, { exact: true })).toBeVisible();
    }
    await expect(history.getByText(seen[0] ?? "", { exact: true })).toHaveCount(0);
  });
});
