import { expect, test, type Page } from "@playwright/test";
import {
  card,
  expectEntropy,
  expectSettled,
  expectStrengthLabel,
  password,
  passwords,
} from "./generator-card";

// docs/product-decisions.md, "Memorable passwords and PINs": memorable passwords and PINs beside
// passwords and passphrases.

async function shown(page: Page): Promise<string> {
  return (await passwords(card(page)).first().textContent()) ?? "";
}

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await expectSettled(card(page));
});

test("memorable mode makes syllable groups with one capital and one digit, with its exact bits", async ({
  page,
}) => {
  await card(page).getByRole("radio", { name: "Memorable" }).check();
  await expect(password(card(page))).toHaveText(
    /^[2-9]?[a-zA-Z]{6}[2-9]?(-[2-9]?[a-zA-Z]{6}[2-9]?){2}$/,
  );
  const memorable = await shown(page);
  expect(memorable.replace(/[^A-Z]/g, "")).toHaveLength(1);
  expect(memorable.replace(/[^0-9]/g, "")).toHaveLength(1);
  await expectEntropy(card(page), "73.7 bits");

  const groups = card(page).getByRole("textbox", { name: "Groups" });
  await groups.fill("5");
  await groups.blur();
  await expect.poll(async () => (await shown(page)).split("-")).toHaveLength(5);
  await expect(card(page).getByText(/bits with 5 groups, exactly/)).toBeVisible();

  // Kept across a visit, like every other option.
  await page.reload();
  await expectSettled(card(page));
  await card(page).getByRole("radio", { name: "Memorable" }).check();
  await expect.poll(async () => (await shown(page)).split("-")).toHaveLength(5);
});

test("PIN mode makes digits only and says what a PIN of that length resists", async ({ page }) => {
  await card(page).getByRole("radio", { name: "PIN" }).check();
  await expect(password(card(page))).toHaveText(/^[0-9]{6}$/);
  await expectStrengthLabel(card(page), "Weak");
  await expect(
    card(page).getByText(
      "A 6-digit PIN is one of 1,000,000. Behind a lock that allows 10 wrong tries, a guesser's chance is 1 in 100,000.",
    ),
  ).toBeVisible();
  const digits = card(page).getByRole("textbox", { name: "Digits" });
  await digits.fill("4");
  await digits.blur();
  await expect(password(card(page))).toHaveText(/^[0-9]{4}$/);
  await expectEntropy(card(page), "13.3 bits");

  await card(page).getByText("Generate 5 at once").click();
  await expect(passwords(card(page))).toHaveCount(5);
  await expect(page.getByRole("status").filter({ hasText: "5 new PINs generated." })).toHaveCount(
    1,
  );
  await card(page).getByRole("button", { name: "Generate 5" }).click();
  await card(page)
    .getByRole("button", { name: /^History/ })
    .click();
  await expect(
    page.getByRole("region", { name: "Password History" }).getByText(/^[0-9]{4}$/),
  ).toHaveCount(5);
});

// docs/product-decisions.md, "Passphrases": passphrases beyond English, a symbol inside, random
// separators.
test("passphrases come in German and the BIP39 languages, each list loaded when chosen", async ({
  page,
}) => {
  const { wordlist: spanish } = await import("@scure/bip39/wordlists/spanish.js");
  const { getGermanWordList } = await import("#core/generate/wordlists/german-7776");
  const spanishWords = new Set(spanish.map((word) => word.normalize("NFC")));
  const germanWords = new Set(getGermanWordList());

  const listRequests: string[] = [];
  page.on("request", (request) => {
    if (/german-7776|spanish/.test(request.url())) listRequests.push(request.url());
  });

  await card(page).getByRole("radio", { name: "Passphrase" }).check();
  await expect(card(page).getByText(/^Words come from the EFF large word list/)).toBeVisible();
  expect(listRequests).toEqual([]);

  const language = card(page).getByRole("combobox", { name: "Language" });
  await language.selectOption({ label: "Deutsch" });
  await expect(
    card(page).getByText(
      "Words come from the German list of dys2p/wordlists-de (7,776 words, about 12.9 bits each).",
    ),
  ).toBeVisible();
  await expect
    .poll(async () => (await shown(page)).split("-").every((w) => germanWords.has(w)))
    .toBe(true);
  await expect.poll(async () => (await shown(page)).split("-")).toHaveLength(6);
  await expectEntropy(card(page), "77.5 bits");

  await language.selectOption({ label: "Español" });
  await expect(
    card(page).getByText(
      /^Words come from the Spanish BIP39 list \(2,048 words, about 11(\.0)? bits each\)\.$/,
    ),
  ).toBeVisible();
  await expect
    .poll(async () => (await shown(page)).split("-").every((w) => spanishWords.has(w)))
    .toBe(true);
  await expectEntropy(card(page), "66.0 bits");
  expect(listRequests.some((url) => url.includes("german"))).toBe(true);
  expect(listRequests.some((url) => url.includes("spanish"))).toBe(true);

  // A symbol on one word and a random separator between each pair, both counted in the bits.
  await card(page).getByRole("switch", { name: "Add a symbol" }).click();
  await card(page)
    .getByRole("combobox", { name: "Separator" })
    .selectOption({ label: "Random (- _ . ,)" });
  const phrase = await shown(page);
  const words = phrase.split(/[-_.,]/);
  expect(words).toHaveLength(6);
  expect(words.filter((word) => /[!#$%&*?@]$/.test(word))).toHaveLength(1);
  for (const word of words) expect(spanishWords.has(word.replace(/[!#$%&*?@]$/, ""))).toBe(true);
  // 6 × 11 + log2 6 + log2 8 + 5 × log2 4 = 81.6 bits.
  await expectEntropy(card(page), "81.6 bits");

  // The language is kept across a visit.
  await page.reload();
  await expectSettled(card(page));
  await card(page).getByRole("radio", { name: "Passphrase" }).check();
  await expect(card(page).getByRole("combobox", { name: "Language" })).toHaveValue("es");
  await expect
    .poll(async () => {
      const text = await shown(page);
      return text.split(/[-_.,]/).every((w) => spanishWords.has(w.replace(/[!#$%&*?@]$/, "")));
    })
    .toBe(true);
});

test("username mode makes words, handles and tagged addresses, and says a username is no secret", async ({
  page,
}) => {
  await card(page).getByRole("radio", { name: "Username" }).check();
  // Two capitalised words and two digits by default.
  await expect(password(card(page))).toHaveText(/^([A-Z][a-z]{2,5}){2}[0-9]{2}$/);
  await expect(card(page).getByText("Not a secret: keep your password the secret.")).toBeVisible();
  await expect(card(page).getByText(/^A username is not a secret/)).toBeVisible();
  // No strength: a username is not a secret.
  await expect(card(page).getByText("Strength:")).toHaveCount(0);

  // The tools that shape passwords only stay in place but say why they are unavailable.
  const custom = card(page).getByRole("button", { name: "Custom Sets" });
  await expect(custom).toHaveAttribute("aria-disabled", "true");
  await expect(custom).toHaveAccessibleDescription(/Only passwords use this tool, not a username/);
  await custom.dispatchEvent("click");
  await expect(page.getByRole("region", { name: "Custom Sets" })).toHaveCount(0);
  await expect(
    card(page).getByRole("button", { name: "WiFi QR code" }),
  ).toHaveAccessibleDescription(/A username is not a WiFi password/);

  const style = card(page).getByRole("combobox", { name: "Style" });
  await style.selectOption({ label: "Random characters" });
  await expect(password(card(page))).toHaveText(/^[a-z][a-z0-9]{11}$/);

  await style.selectOption({ label: "Plus address (name+tag@)" });
  await expect(card(page).getByRole("alert")).toHaveText(
    "Type your email address, like name@example.com.",
  );
  const email = card(page).getByRole("textbox", { name: "Your email address" });
  await email.fill("me+old@example.com");
  await email.press("Enter");
  await expect(email).toHaveAccessibleDescription(/already has a \+ tag/);
  await email.fill("me@Example.com");
  await email.press("Enter");
  await expect(password(card(page))).toHaveText(/^me\+[a-z0-9]{8}@example\.com$/);

  // Remembered across a visit, like every other mode.
  await page.reload();
  await expectSettled(card(page));
  await expect(card(page).getByRole("radio", { name: "Username" })).toBeChecked();
  await expect(password(card(page))).toHaveText(/^me\+[a-z0-9]{8}@example\.com$/);
});
