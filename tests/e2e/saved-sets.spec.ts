import { expect, test, type Page } from "@playwright/test";
import { card, expectSettled, password, passwords } from "./generator-card";
import { englishPassphraseWords } from "./passphrase-words";

// docs/product-decisions.md, "Memorable passwords and PINs": options remembered per purpose, named
// and kept in this browser only.

function templates(page: Page) {
  return card(page).getByRole("region", { name: "Password Templates" });
}

async function shown(page: Page): Promise<string> {
  return (await passwords(card(page)).first().textContent()) ?? "";
}

async function ready(page: Page) {
  await expectSettled(card(page));
}

async function openTemplates(page: Page) {
  await card(page).getByRole("button", { name: "Templates" }).click();
  await expect(templates(page).getByRole("heading", { name: "Your saved sets" })).toBeVisible();
}

test("a named set keeps a mode and its options across visits and applies them in one click", async ({
  page,
}) => {
  const { getGermanWordList } = await import("#core/generate/wordlists/german-7776");
  const germanWords = new Set(getGermanWordList());
  await page.goto("/");
  await ready(page);

  // A German passphrase of 5 words, saved as "Office WiFi".
  await card(page).getByRole("radio", { name: "Passphrase" }).check();
  await card(page).getByRole("combobox", { name: "Language" }).selectOption({ label: "Deutsch" });
  const words = card(page).getByRole("textbox", { name: "Words" });
  await words.fill("5");
  await words.blur();
  await openTemplates(page);
  await expect(templates(page).getByText("No saved sets yet.")).toBeVisible();
  const name = templates(page).getByRole("textbox", { name: "Name for the current options" });
  await templates(page).getByRole("button", { name: "Save current options" }).click();
  await expect(templates(page).getByRole("alert")).toHaveText(
    "Give the set a name, such as “Bank” or “Office WiFi”.",
  );
  await name.fill("  Office   WiFi ");
  await templates(page).getByRole("button", { name: "Save current options" }).click();
  await expect(templates(page).getByRole("status")).toHaveText("Saved “Office WiFi”.");
  await expect(name).toHaveValue("");

  // Back to an ordinary password, then a new visit.
  await card(page).getByRole("radio", { name: "Password" }).check();
  await page.reload();
  await ready(page);
  await expect(card(page).getByRole("radio", { name: "Password" })).toBeChecked();
  await openTemplates(page);
  const saved = templates(page).getByRole("button", { name: /^Office WiFi/ });
  await expect(saved).toHaveAccessibleName("Office WiFi Passphrase · 5 words · Deutsch");
  await saved.click();

  // Applied: the panel closes, the card is in passphrase mode with the set's options.
  await expect(templates(page)).toHaveCount(0);
  await expect(card(page).getByRole("radio", { name: "Passphrase" })).toBeChecked();
  await expect(card(page).getByRole("combobox", { name: "Language" })).toHaveValue("de");
  await expect
    .poll(async () => {
      const phrase = (await shown(page)).split("-");
      return phrase.length === 5 && phrase.every((word) => germanWords.has(word));
    })
    .toBe(true);
  // And it is in the history, as a template's password is.
  await card(page)
    .getByRole("button", { name: /^History/ })
    .click();
  await expect(
    page.getByRole("region", { name: "Password History" }).getByText(await shown(page)),
  ).toBeVisible();
});

test("saving under a name already used replaces that set; a set can be deleted", async ({
  page,
}) => {
  await page.goto("/");
  await ready(page);
  await openTemplates(page);
  const name = templates(page).getByRole("textbox", { name: "Name for the current options" });
  await name.fill("Bank");
  await templates(page).getByRole("button", { name: "Save current options" }).click();
  await expect(templates(page).getByRole("status")).toHaveText("Saved “Bank”.");

  await card(page).getByRole("radio", { name: "PIN" }).check();
  await name.fill("BANK");
  await templates(page).getByRole("button", { name: "Save current options" }).click();
  await expect(templates(page).getByRole("status")).toHaveText("Replaced “BANK”.");
  const sets = templates(page).getByRole("list", { name: "Saved sets" });
  await expect(sets.getByRole("listitem")).toHaveCount(1);
  await expect(sets.getByRole("button", { name: /^BANK/ })).toHaveAccessibleName(
    "BANK PIN · 6 digits",
  );

  await sets.getByRole("button", { name: "Delete “BANK”" }).click();
  await expect(templates(page).getByRole("status")).toHaveText("Deleted “BANK”.");
  await expect(templates(page).getByText("No saved sets yet.")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("savedOptionSets"))).toBe("[]");
});

test("a damaged saved set is left out with a notice, and the others still apply", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      "savedOptionSets",
      JSON.stringify([
        { name: "Door", mode: "pin", modeOptions: { pin: { length: 8 } } },
        { name: "", mode: "password" },
        { name: "Broken", mode: "wifi" },
        { name: "Odd", mode: "password", options: { length: 1e16, includeNumbers: "yes" } },
      ]),
    );
  });
  await page.goto("/");
  await ready(page);
  await openTemplates(page);
  await expect(templates(page).getByRole("status")).toHaveText(
    "Some of your saved sets could not be read and were left out.",
  );
  const sets = templates(page).getByRole("list", { name: "Saved sets" });
  await expect(sets.getByRole("listitem")).toHaveCount(2);
  // A bad field takes its default, as stored settings do.
  await expect(sets.getByRole("button", { name: /^Odd/ })).toHaveAccessibleName(
    "Odd Password · 16 characters · A-Z a-z 0-9 symbols",
  );
  await sets.getByRole("button", { name: /^Door/ }).click();
  await expect(card(page).getByRole("radio", { name: "PIN" })).toBeChecked();
  await expect(password(card(page))).toHaveText(/^[0-9]{8}$/);
});

test("in incognito mode nothing new is saved, and saved sets still apply", async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("savedOptionSets")) {
      localStorage.setItem(
        "savedOptionSets",
        JSON.stringify([
          { name: "Memo", mode: "memorable", modeOptions: { memorable: { groups: 4 } } },
        ]),
      );
    }
  });
  await page.goto("/");
  await ready(page);
  await card(page).getByRole("button", { name: "Privacy" }).click();
  await card(page).getByRole("switch", { name: "Incognito mode" }).click();
  await openTemplates(page);
  await expect(
    templates(page).getByText(
      "Incognito mode is on, so new sets are not saved. Your saved sets still apply.",
    ),
  ).toBeVisible();
  await expect(templates(page).getByRole("button", { name: "Save current options" })).toHaveCount(
    0,
  );
  await templates(page).getByRole("button", { name: /^Memo/ }).click();
  await expect.poll(async () => (await shown(page)).split("-")).toHaveLength(4);
});

test("the card opens in the mode it was last in, a passphrase once its list has loaded", async ({
  page,
}) => {
  await page.goto("/");
  await ready(page);
  await card(page).getByRole("radio", { name: "PIN" }).check();
  await page.reload();
  await ready(page);
  await expect(card(page).getByRole("radio", { name: "PIN" })).toBeChecked();
  await expect(password(card(page))).toHaveText(/^[0-9]{6}$/);

  await card(page).getByRole("radio", { name: "Passphrase" }).check();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // The first-paint script leaves a passphrase card to the app: no password flashes first.
  let wordList: () => void = () => {};
  const held = new Promise<void>((resolve) => (wordList = resolve));
  // The lists' own chunks: not the small one that carries the English list's size.
  await page.route(/\/assets\/(eff-large-wordlist|load-word-list)-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(card(page).getByRole("radio", { name: "Passphrase" })).toBeChecked();
  await expect(card(page).getByText("Loading the word list…")).toBeVisible();
  await expect(passwords(card(page))).toHaveCount(0);
  wordList();
  await expect.poll(async () => englishPassphraseWords(await shown(page), 6)).not.toBeNull();
  expect(errors).toEqual([]);
});
