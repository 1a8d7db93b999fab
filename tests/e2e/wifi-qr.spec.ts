import { expect, test, type Page } from "@playwright/test";

import { axeViolations } from "./axe";
import jsQR from "jsqr";
import { card as generatorCard, expectSettled, password as shownPassword } from "./generator-card";

// docs/product-decisions.md, "WiFi QR card". The code on screen is read back by a QR decoder.

function qrSection(page: Page) {
  return page.getByRole("region", { name: "Share it with a QR code" });
}

/** The drawn QR code as pixels, read by jsQR as a phone's camera would. */
async function readQr(page: Page): Promise<string | undefined> {
  const image = await qrSection(page)
    .getByRole("img", { name: /^QR code to join/ })
    .evaluate(async (svg) => {
      const size = 400;
      const source = new XMLSerializer().serializeToString(svg);
      // A data: URL, which the site's own policy allows for images.
      const picture = new Image(size, size);
      picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await picture.decode();
      const canvas = document.createElement("canvas");
      canvas.width = canvas.height = size;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.fillStyle = "#fff";
      context.fillRect(0, 0, size, size);
      context.drawImage(picture, 0, 0, size, size);
      // The pixels cross as one base64 string: an array of 640,000 numbers takes seconds to
      // serialise on a loaded machine.
      const bytes = context.getImageData(0, 0, size, size).data;
      let binary = "";
      for (let start = 0; start < bytes.length; start += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
      }
      return { width: size, pixels: btoa(binary) };
    });
  const pixels = Uint8ClampedArray.from(Buffer.from(image.pixels, "base64"));
  return jsQR(pixels, image.width, image.width)?.data;
}

/** The page's generator card, once it has read the visitor's options. */
async function waitForCard(page: Page) {
  await expectSettled(generatorCard(page, /^Generate/));
}

test("the WiFi page draws the code for the generated password, escaped, and a decoder reads it", async ({
  page,
}) => {
  await page.goto("/wifi-password-generator");
  await waitForCard(page);
  const generated = (await shownPassword(generatorCard(page, /^Generate/)).textContent()) ?? "";
  await qrSection(page).getByRole("button", { name: "Make a WiFi QR code" }).click();
  const password = qrSection(page).getByLabel("WiFi password", { exact: true });
  await expect(password).toHaveValue(generated);

  await qrSection(page).getByLabel("Network name (SSID)").fill('Café "A;B", c:d\\e');
  await password.fill('pa;ss,w:o"rd\\1');
  await expect
    .poll(() => readQr(page), { timeout: 15_000 })
    .toBe('WIFI:T:WPA;S:Café \\"A\\;B\\"\\, c\\:d\\\\e;P:pa\\;ss\\,w\\:o\\"rd\\\\1;;');

  await qrSection(page).getByLabel("Security").selectOption("nopass");
  await expect(qrSection(page).getByLabel("WiFi password", { exact: true })).toHaveCount(0);
  await expect
    .poll(() => readQr(page), { timeout: 15_000 })
    .toBe('WIFI:T:nopass;S:Café \\"A\\;B\\"\\, c\\:d\\\\e;;');
});

test("a password a router would refuse gets a message and no code", async ({ page }) => {
  await page.goto("/wifi-password-generator");
  await waitForCard(page);
  await qrSection(page).getByRole("button", { name: "Make a WiFi QR code" }).click();
  await qrSection(page).getByLabel("Network name (SSID)").fill("Home");
  await qrSection(page).getByLabel("WiFi password", { exact: true }).fill("short");
  await expect(qrSection(page).getByRole("alert")).toHaveText(
    "A WPA2 or WPA3 password is 8 to 63 characters; this one is 5.",
  );
  await expect(qrSection(page).getByRole("img", { name: /^QR code/ })).toHaveCount(0);
  await expect(qrSection(page).getByRole("button", { name: "Print guest card" })).toBeDisabled();
});

test("the generator on another page offers its password for a QR card, never in the URL", async ({
  page,
}) => {
  await page.goto("/");
  await waitForCard(page);
  const generated = (await shownPassword(generatorCard(page)).textContent()) ?? "";
  await page.getByRole("button", { name: "WiFi QR code" }).click();
  await expect(page).toHaveURL(/\/wifi-password-generator#wifi-qr$/);
  expect(page.url()).not.toContain(encodeURIComponent(generated));
  await expect(qrSection(page).getByLabel("WiFi password", { exact: true })).toHaveValue(generated);
  await expect(page.getByRole("heading", { name: "Share it with a QR code" })).toBeFocused();
  expect(JSON.stringify(await page.evaluate(() => history.state))).not.toContain(generated);
});

test("printing shows the guest card alone", async ({ page }) => {
  await page.goto("/wifi-password-generator");
  await waitForCard(page);
  await qrSection(page).getByRole("button", { name: "Make a WiFi QR code" }).click();
  await qrSection(page).getByLabel("Network name (SSID)").fill("Guest");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Guest", exact: true })).toBeVisible();
  await expect(qrSection(page).getByRole("img", { name: "QR code to join Guest" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "WiFi Password Generator" })).toBeHidden();
  await expect(qrSection(page).getByLabel("Network name (SSID)")).toBeHidden();
  await expect(qrSection(page).getByRole("button", { name: "Print guest card" })).toBeHidden();
});

for (const theme of ["light", "dark"] as const) {
  test(`the open QR card has no accessibility violations, ${theme} theme`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    await page.goto("/wifi-password-generator");
    await waitForCard(page);
    await qrSection(page).getByRole("button", { name: "Make a WiFi QR code" }).click();
    await qrSection(page).getByLabel("Network name (SSID)").fill("Home");
    await expect(qrSection(page).getByRole("img", { name: "QR code to join Home" })).toBeVisible();
    expect(await axeViolations(page, "#wifi-qr")).toEqual([]);
    await context.close();
  });
}
