import { expect, test, type Page } from "@playwright/test";

import { card, expectEntropy, expectSettled, password } from "./generator-card";
import { gotoHydrated } from "./hydration";
import { expectNotFoundSearchSends } from "./not-found-search";

// The pages made for one kind of secret (docs/product-decisions.md, "Usernames": a page for every
// kind of secret): each opens the one generator card in its own mode and leaves the visitor's
// stored settings alone.

/** The keys that hold the generator's settings (src/core/options/storage-keys.ts). */
const SETTINGS_KEYS = [
  "generatorMode",
  "passwordOptions",
  "passphraseOptions",
  "modeOptions",
  "savedOptionSets",
] as const;

async function storedSettings(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    [...SETTINGS_KEYS],
  );
}

/** The visitor's own settings, made on the home page's card: 4-digit PINs. */
async function storeFourDigitPins(page: Page): Promise<Record<string, string | null>> {
  await gotoHydrated(page, "/");
  await expectSettled(card(page));
  await card(page).getByRole("radio", { name: "PIN" }).check();
  const digits = card(page).getByRole("textbox", { name: "Digits" });
  await digits.fill("4");
  await digits.blur();
  await expect(password(card(page))).toHaveText(/^[0-9]{4}$/);
  await expect
    .poll(async () => (await storedSettings(page)).modeOptions ?? "")
    .toMatch(/"length":4/);
  await expect.poll(async () => (await storedSettings(page)).generatorMode ?? "").toMatch(/pin/);
  return storedSettings(page);
}

const DOORS = [
  {
    path: "/passphrase-generator",
    heading: "Passphrase Generator",
    cardTitle: "Generate a passphrase",
    mode: "Passphrase",
    // Six English words joined by hyphens; a few EFF words hold a hyphen themselves ("t-shirt").
    value: /^[a-z]+(?:-[a-z]+){5,}$/,
    bits: "77.5 bits",
  },
  {
    path: "/pin-generator",
    heading: "PIN Generator",
    cardTitle: "Generate a PIN",
    mode: "PIN",
    value: /^[0-9]{6}$/,
    bits: "19.9 bits",
  },
  {
    path: "/memorable-password-generator",
    heading: "Memorable Password Generator",
    cardTitle: "Generate a memorable password",
    mode: "Memorable",
    value: /^[2-9]?[a-zA-Z]{6}[2-9]?(-[2-9]?[a-zA-Z]{6}[2-9]?){2}$/,
    bits: "73.7 bits",
  },
  {
    path: "/username-generator",
    heading: "Username Generator",
    cardTitle: "Generate a username",
    mode: "Username",
    // Two capitalized words and two digits.
    value: /^[A-Z][a-z]+[A-Z][a-z]+[0-9]{2}$/,
    bits: "29.6 bits",
  },
] as const;

for (const door of DOORS) {
  test(`${door.path} opens the card in ${door.mode} mode, Generate makes a new one, and the stored settings stay as they were`, async ({
    page,
  }) => {
    const before = await storeFourDigitPins(page);

    await gotoHydrated(page, door.path);
    await expect(page.getByRole("heading", { level: 1, name: door.heading })).toBeVisible();
    const doorCard = card(page, door.cardTitle);
    await expect(doorCard.getByRole("radio", { name: door.mode })).toBeChecked();
    // The page's own start (a 6-digit PIN on the PIN page), not the visitor's 4 digits.
    await expect(password(doorCard)).toHaveText(door.value);
    // A username has no strength meter: it is not a secret; its bits stand alone.
    if (door.mode === "Username") await expect(doorCard.getByText(door.bits)).toBeVisible();
    else await expectEntropy(doorCard, door.bits);

    const first = (await password(doorCard).textContent()) ?? "";
    await doorCard.getByRole("button", { name: "Generate", exact: true }).click();
    await expect(password(doorCard)).not.toHaveText(first);
    await expect(password(doorCard)).toHaveText(door.value);

    // Trying another mode here is not saved either.
    await doorCard.getByRole("radio", { name: "Password" }).check();
    await expect(password(doorCard)).toHaveText(/^.{16}$/u);
    expect(await storedSettings(page)).toEqual(before);

    await gotoHydrated(page, "/");
    await expectSettled(card(page));
    await expect(card(page).getByRole("radio", { name: "PIN" })).toBeChecked();
    await expect(password(card(page))).toHaveText(/^[0-9]{4}$/);
  });
}

test("the username page says what a username is worth, and links to the other generators", async ({
  page,
}) => {
  await gotoHydrated(page, "/username-generator");
  await expect(page.getByRole("heading", { level: 1, name: "Username Generator" })).toBeVisible();
  const worth = page.getByRole("region", { name: "What a username is worth" });
  await expect(worth.getByText(/^A username is not a secret: sites show it/)).toBeVisible();
  await expect(worth.getByText(/A plus address hides nothing/)).toBeVisible();
  const others = page.getByRole("region", { name: "Other generators" });
  for (const [name, path] of [
    ["Password Generator", "/"],
    ["Passphrase Generator", "/passphrase-generator"],
    ["Memorable Password Generator", "/memorable-password-generator"],
    ["PIN Generator", "/pin-generator"],
  ] as const) {
    await expect(others.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "href",
      path,
    );
  }
  await expect(others.getByRole("link", { name: /^Username Generator/ })).toHaveCount(0);
  // A link in the prerendered details navigates within the app.
  await others.getByRole("link", { name: /^PIN Generator/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "PIN Generator" })).toBeVisible();
  await expect(password(card(page, "Generate a PIN"))).toHaveText(/^[0-9]{6}$/);
});

const TOOLS = [
  ["Passphrase Generator", "/passphrase-generator"],
  ["Memorable Password Generator", "/memorable-password-generator"],
  ["PIN Generator", "/pin-generator"],
  ["Username Generator", "/username-generator"],
] as const;

test("the header's Tools menu reaches each page by keyboard, and Escape closes it", async ({
  page,
}) => {
  await gotoHydrated(page, "/about");
  const tools = page.getByRole("navigation", { name: "Main" }).getByRole("button", {
    name: "Tools",
  });
  const menu = page.getByRole("list", { name: "Tools" });

  await tools.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(tools).toBeFocused();

  for (const [name, path] of TOOLS) {
    await tools.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    const link = menu.getByRole("link", { name, exact: true });
    for (let presses = 0; presses < TOOLS.length; presses++) {
      await page.keyboard.press("Tab");
      if (await link.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(menu).toBeHidden();
  }
  // The menu marks the page it is on.
  await tools.click();
  await expect(menu.getByRole("link", { name: "Username Generator" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu lists the tools, set apart by a rule", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    const tools = mobile.getByRole("list", { name: "Tools" });
    for (const [name, path] of TOOLS) {
      await expect(tools.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
    }
    await tools.getByRole("link", { name: "Memorable Password Generator" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Memorable Password Generator" }),
    ).toBeVisible();
    await expect(mobile).toBeHidden();
  });
});

test("the footer lists the tools", async ({ page }) => {
  await page.goto("/privacy");
  const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Tools" });
  for (const [name, path] of TOOLS) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", path);
  }
});

for (const [query, path] of [
  ["passphrase", "/passphrase-generator"],
  ["pin", "/pin-generator"],
  ["username", "/username-generator"],
  ["memorable", "/memorable-password-generator"],
] as const) {
  test(`the not-found search sends “${query}” to ${path}`, async ({ page }) => {
    await expectNotFoundSearchSends(page, query, path);
  });
}
