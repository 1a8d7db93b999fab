import { expect, test, type Page } from "@playwright/test";

import { gotoHydrated } from "./hydration";
import { card, expectSettled, passwords } from "./generator-card";

// A clipboard that forgets, and clears only its own password (docs/decisions/clipboard-clear.md).

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Privacy → "After 30 seconds". */
async function chooseClearAfter30(page: Page): Promise<void> {
  await card(page).getByRole("button", { name: "Privacy" }).click();
  await page
    .getByRole("combobox", { name: "Clear the clipboard" })
    .selectOption({ label: "After 30 seconds" });
}

/** Copies the card's password and returns it, once it is on the clipboard. */
async function copyPassword(page: Page): Promise<string> {
  const password = (await passwords(card(page)).textContent()) ?? "";
  await card(page).getByRole("button", { name: "Copy password" }).click();
  await expect.poll(() => clipboardText(page)).toBe(password);
  return password;
}

/** The count runs only while the page has focus; a busy machine can leave it without. */
async function haveFocus(page: Page): Promise<void> {
  await page.bringToFront();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true);
}

// Each test waits out a countdown on an installed clock; on a busy machine that takes a while.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("after Copy, Clear clipboard replaces the password", async ({ page }) => {
  await page.goto("/");
  await expectSettled(card(page));
  await expect(card(page).getByText("A password is on your clipboard.")).toHaveCount(0);
  const password = (await passwords(card(page)).textContent()) ?? "";
  await card(page).getByRole("button", { name: "Copy password" }).click();
  await expect.poll(() => clipboardText(page)).toBe(password);
  await expect(card(page).getByText("A password is on your clipboard.")).toBeVisible();

  await card(page).getByRole("button", { name: "Clear clipboard" }).click();
  await expect(
    card(page).getByRole("status").filter({ hasText: "Clipboard cleared." }),
  ).toBeVisible();
  await expect.poll(() => clipboardText(page)).toBe("");
});

test("the chosen automatic clear counts down while the page has focus, then clears", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await expectSettled(card(page));
  await card(page).getByRole("button", { name: "Privacy" }).click();
  const choice = page.getByRole("combobox", { name: "Clear the clipboard" });
  await expect(choice).toHaveValue("0");
  await choice.selectOption({ label: "After 30 seconds" });
  await expect(page.getByText(/cannot reach your clipboard history/)).toBeVisible();

  await card(page).getByRole("button", { name: "Copy password" }).click();
  // The count starts at 30; on a busy machine a second or two may pass before this looks.
  await expect(
    card(page).getByText(/^The password on your clipboard will be cleared in (30|2\d) s\.$/),
  ).toBeVisible();
  await expect.poll(() => clipboardText(page)).not.toBe("");
  // The count pauses while the page lacks focus, as it should; make sure this one has it (a busy
  // machine running several browsers at once can leave it without).
  await page.bringToFront();
  await expect.poll(() => page.evaluate(() => document.hasFocus())).toBe(true);
  // The installed clock also follows real time, and on a busy machine seconds pass between two
  // steps of the test: after 10 s more, at most 20 s are left (not exactly 20).
  const countdown = card(page).getByText(/^The password on your clipboard will be cleared in/);
  const secondsLeft = async () =>
    Number(/in (\d+) s\.$/.exec((await countdown.textContent()) ?? "")?.[1]);
  await page.clock.runFor(10_000);
  await expect.poll(secondsLeft).toBeLessThanOrEqual(20);
  await expect.poll(secondsLeft).toBeGreaterThan(0);
  await page.clock.runFor(21_000);
  await expect(card(page).getByText("Clipboard cleared.")).toBeVisible();
  await expect.poll(() => clipboardText(page)).toBe("");

  // The choice is kept with the other privacy settings.
  await page.reload();
  await card(page).getByRole("button", { name: "Privacy" }).click();
  await expect(page.getByRole("combobox", { name: "Clear the clipboard" })).toHaveValue("30");
});

test("the bulk generator offers the same after Copy All", async ({ page }) => {
  await gotoHydrated(page, "/bulk-generator");
  await page.getByRole("button", { name: "Generate passwords" }).click();
  await page.getByRole("button", { name: "Copy All" }).click();
  await expect(page.getByText("10 passwords are on your clipboard.")).toBeVisible();
  await page.getByRole("button", { name: "Clear clipboard" }).click();
  await expect(page.getByText("Clipboard cleared.")).toBeVisible();
  await expect.poll(() => clipboardText(page)).toBe("");
});

test("where the page may read the clipboard, the clear leaves what another app copied since", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await expectSettled(card(page));
  await chooseClearAfter30(page);
  await expect(
    page.getByText(/Keysmith first checks that your password is still there\./),
  ).toBeVisible();
  await copyPassword(page);
  // Copied in another app or tab: the page sees no copy event, only the clipboard it may read.
  const iban = "DE89 3704 0044 0532 0130 00";
  await page.evaluate((text) => navigator.clipboard.writeText(text), iban);
  await haveFocus(page);
  await page.clock.runFor(31_000);
  await expect(
    card(page).getByText(
      "Your password was no longer on the clipboard, so Keysmith left it as it was.",
    ),
  ).toBeVisible();
  expect(await clipboardText(page)).toBe(iban);
  await expect(card(page).getByText("Clipboard cleared.")).toHaveCount(0);
});

test("a copy on the page after the password ends the countdown: what was copied stays", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await expectSettled(card(page));
  await chooseClearAfter30(page);
  await copyPassword(page);
  await expect(
    card(page).getByText(/^The password on your clipboard will be cleared in \d+ s\.$/),
  ).toBeVisible();

  // The visitor selects the page's heading and presses Ctrl+C.
  const heading = page.getByRole("heading", { level: 1 });
  await heading.selectText();
  await page.keyboard.press("ControlOrMeta+c");
  const copied = ((await heading.textContent()) ?? "").trim();
  await expect.poll(async () => (await clipboardText(page)).trim()).toBe(copied);
  await expect(
    card(page).getByText(
      "You copied something else since, so Keysmith leaves the clipboard alone.",
    ),
  ).toBeVisible();
  await expect(card(page).getByRole("button", { name: "Clear clipboard" })).toHaveCount(0);

  await haveFocus(page);
  await page.clock.runFor(40_000);
  expect((await clipboardText(page)).trim()).toBe(copied);
  await expect(card(page).getByText("Clipboard cleared.")).toHaveCount(0);
});

test("where the page may not read the clipboard, the option says what it cannot check", async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await context.grantPermissions(["clipboard-write"]);
  await page.goto("/");
  await expectSettled(card(page));
  await card(page).getByRole("button", { name: "Privacy" }).click();
  await expect(
    page.getByText(
      /Keysmith cannot see what you copy in other apps or tabs, so anything you copy there in the meantime is replaced too\./,
    ),
  ).toBeVisible();
  // Chromium writes with focus alone: no claim that a click is needed.
  await expect(page.getByText(/only just after you click/)).toHaveCount(0);
});

test("where a write needs a click, time up on another page offers the clear in a toast", async ({
  page,
}) => {
  // Firefox's and WebKit's rule, given to Chromium: a write only while a click is dispatched (the
  // page's buttons call writeText at once), and no clipboard permission names. The journeys in
  // tests/engines/ check the same in those engines themselves.
  await page.addInitScript(() => {
    let inClick = false;
    window.addEventListener("click", (event) => (inClick = event.isTrusted), true);
    window.addEventListener("click", () => (inClick = false));
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text) =>
      inClick ? write(text) : Promise.reject(new DOMException("blocked", "NotAllowedError"));
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor) =>
      descriptor.name.startsWith("clipboard")
        ? Promise.reject(new TypeError(`'${descriptor.name}' is not a valid permission name`))
        : query(descriptor);
  });
  await page.clock.install();
  await page.goto("/");
  await expectSettled(card(page));
  await chooseClearAfter30(page);
  await expect(
    page.getByText(
      /This browser lets a page change the clipboard only just after you click, so when the time is up Keysmith may ask you to clear it with one click\./,
    ),
  ).toBeVisible();
  await copyPassword(page);
  await page.getByRole("banner").getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "About Keysmith" })).toBeVisible({
    timeout: 15_000,
  });
  await haveFocus(page);
  await page.clock.runFor(31_000);

  const offer = page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Time to clear the clipboard" });
  await expect(offer).toBeVisible();
  expect(await clipboardText(page)).not.toBe("");
  await offer.getByRole("button", { name: "Clear clipboard now" }).click();
  await expect.poll(() => clipboardText(page)).toBe("");
  await expect(page.getByText("Clipboard cleared.")).toBeVisible();
});
