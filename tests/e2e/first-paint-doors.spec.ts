import { expect, test, type Route } from "@playwright/test";
import { card, expectSettled, password } from "./generator-card";
import { collectErrors } from "./page-errors";

// docs/decisions/first-paint-password.md, "The doors": on each page made for one mode, that
// mode's first value is drawn by the page's own inline script while the page is parsed, before
// any of the site's JavaScript files has loaded, and React adopts it. How soon is measured by
// `npm run bench:first-password`.

const DOORS = [
  {
    path: "/passphrase-generator",
    cardTitle: "Generate a passphrase",
    // Six English words joined by hyphens; a few EFF words hold a hyphen themselves ("t-shirt").
    value: /^[a-z]+(?:-[a-z]+){5,}$/,
    bits: "77.5 bits",
    strength: true,
  },
  {
    path: "/pin-generator",
    cardTitle: "Generate a PIN",
    value: /^[0-9]{6}$/,
    bits: "19.9 bits",
    strength: true,
  },
  {
    path: "/memorable-password-generator",
    cardTitle: "Generate a memorable password",
    value: /^[2-9]?[a-zA-Z]{6}[2-9]?(-[2-9]?[a-zA-Z]{6}[2-9]?){2}$/,
    bits: "73.7 bits",
    strength: true,
  },
  {
    path: "/username-generator",
    cardTitle: "Generate a username",
    // Two capitalized words and two digits; a username has no strength, only its bits.
    value: /^[A-Z][a-z]+[A-Z][a-z]+[0-9]{2}$/,
    bits: "29.6 bits",
    strength: false,
  },
] as const;

for (const door of DOORS) {
  test.describe(door.path, () => {
    test("before any script file loads, the first value of the page's mode is there", async ({
      page,
    }) => {
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto(door.path);
      const doorCard = card(page, door.cardTitle);
      await expect(password(doorCard)).toHaveText(door.value);
      // The value's own entropy, in the output (the options form may state it too).
      await expect(page.locator("[data-output]").getByText(door.bits)).toBeVisible();
      await expect(doorCard.getByText("Your password appears here.")).toHaveCount(0);
      if (door.strength) {
        await expect(doorCard.getByTestId("strength-label")).toHaveText(/\S/);
      } else {
        await expect(doorCard.getByTestId("strength-label")).toHaveCount(0);
      }
      // The script took its list and itself out of the page: React hydrates what it prerendered.
      await expect(page.locator("script[data-first-paint-words]")).toHaveCount(0);
      await expect(
        page.locator("script:not([type]):not([src])").filter({ hasText: "__keysmithFirstPaint" }),
      ).toHaveCount(0);

      // Generate already answers.
      const first = (await password(doorCard).textContent()) ?? "";
      await doorCard.getByRole("button", { name: "Generate", exact: true }).click();
      await expect(password(doorCard)).not.toHaveText(first);
      await expect(password(doorCard)).toHaveText(door.value);
    });

    test("once React arrives, it keeps the value the visitor sees and draws on", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const listRequests: string[] = [];
      page.on("request", (request) => {
        // The list's module, not the tiny one that carries its size.
        if (/\/eff-large-wordlist-(?!size-)/.test(request.url())) listRequests.push(request.url());
      });
      // Hold the card's code back until the first-paint value has been read.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/assets/generator-*.js", async (route: Route) => {
        await released;
        await route.continue();
      });
      await page.goto(door.path);
      const doorCard = card(page, door.cardTitle);
      await expect(password(doorCard)).toHaveText(door.value);
      const painted = (await password(doorCard).textContent()) ?? "";
      release();

      await expectSettled(doorCard);
      await expect(password(doorCard)).toHaveText(painted);
      // Settled and still the same value: React adopted it rather than drawing its own.
      await page.waitForTimeout(300);
      await expect(password(doorCard)).toHaveText(painted);

      await doorCard.getByRole("button", { name: "Generate", exact: true }).click();
      await expect(password(doorCard)).not.toHaveText(painted);
      await expect(password(doorCard)).toHaveText(door.value);
      // The passphrase and username pages' cards draw from the list the page carried.
      expect(listRequests).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
