import { expect, test, type Locator, type Page } from "@playwright/test";
import { toast } from "./toasts";
import { card, expectSettled, passwords } from "./generator-card";
import { SPACED_SITE } from "./listed-sites";

// docs/decisions/visible-passwords.md: no invisible passwords, spaces always visible, shown in the
// order copied.

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

async function openCustomSets(page: Page) {
  await page.goto("/");
  await expectSettled(card(page));
  await card(page).getByRole("button", { name: "Custom Sets" }).click();
  const panel = card(page).getByRole("region", { name: "Custom Character Sets" });
  await panel.getByRole("switch", { name: "Use custom character set" }).click();
  return { panel, field: panel.getByRole("textbox", { name: "Custom characters" }) };
}

/** Types `text` into the field as a paste would, lone surrogates included. */
async function setField(field: Locator, text: string) {
  await field.evaluate((element, value) => {
    const textarea = element as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    setter?.call(textarea, value);
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }, text);
}

/** Copies what a person selects in `element` with the mouse or keyboard, and reads it back. */
async function copySelection(page: Page, element: Locator): Promise<string> {
  await page.evaluate(() => navigator.clipboard.writeText("(nothing copied)"));
  await element.selectText();
  await page.keyboard.press("ControlOrMeta+C");
  return clipboardText(page);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each character of `element`'s text is drawn, in text order, one grapheme at a time. */
async function characterBoxes(element: Locator): Promise<{ text: string; box: Box }[]> {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((root) => {
    const boxes: { text: string; box: Box }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      for (const { segment, index } of segmenter.segment(node.textContent ?? "")) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + segment.length);
        const rect = range.getBoundingClientRect();
        boxes.push({
          text: segment,
          box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        });
      }
    }
    return boxes;
  });
}

/**
 * For each box, how many pixels inside it (less a 2 px margin) differ from its first one: 0 for a
 * blank area, more where something is drawn. One screenshot of `element`, decoded in a blank page,
 * away from the site's policy.
 */
async function inkIn(page: Page, element: Locator, boxes: Box[]): Promise<number[]> {
  const area = await element.boundingBox();
  if (area === null) throw new Error("the element is not drawn");
  const png = await page.screenshot({ clip: area });
  const inner = boxes.map((box) => ({
    x: Math.ceil(box.x - area.x + 2),
    y: Math.ceil(box.y - area.y + 2),
    width: Math.floor(box.width - 4),
    height: Math.floor(box.height - 4),
  }));
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(
      async ({ base64, width, regions }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext("2d");
        if (context === null) throw new Error("no canvas");
        context.drawImage(image, 0, 0);
        // The screenshot is in device pixels; the boxes in CSS pixels.
        const scale = image.width / width;
        return regions.map((region) => {
          const { data } = context.getImageData(
            Math.round(region.x * scale),
            Math.round(region.y * scale),
            Math.max(1, Math.round(region.width * scale)),
            Math.max(1, Math.round(region.height * scale)),
          );
          let ink = 0;
          for (let i = 0; i < data.length; i += 4) {
            const difference =
              Math.abs((data[i] ?? 0) - (data[0] ?? 0)) +
              Math.abs((data[i + 1] ?? 0) - (data[1] ?? 0)) +
              Math.abs((data[i + 2] ?? 0) - (data[2] ?? 0));
            if (difference > 60) ink++;
          }
          return ink;
        });
      },
      { base64: png.toString("base64"), width: area.width, regions: inner },
    );
  } finally {
    await decoder.close();
  }
}

/** Every space of `element` takes room and has a mark drawn in it. */
async function expectVisibleSpaces(page: Page, element: Locator, expected: number) {
  const spaces = (await characterBoxes(element)).filter(({ text }) => text === " ");
  expect(spaces).toHaveLength(expected);
  if (expected === 0) return;
  // A collapsed space has no width; a hanging one ends up beyond the line.
  for (const { box } of spaces) expect(box.width).toBeGreaterThan(6);
  const ink = await inkIn(
    page,
    element,
    spaces.map(({ box }) => box),
  );
  for (const pixels of ink) expect(pixels).toBeGreaterThan(0);
}

/** The characters are laid out left to right in the order they are copied (one line). */
async function expectCopyOrder(element: Locator) {
  const boxes = await characterBoxes(element);
  const lefts = boxes.map(({ box }) => Math.round(box.x));
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  expect(new Set(boxes.map(({ box }) => Math.round(box.y))).size).toBe(1);
}

test.describe("custom sets a person cannot read", () => {
  test("zero-width, override and byte-order characters are refused by name", async ({ page }) => {
    const { panel, field } = await openCustomSets(page);
    await setField(field, "\u200B\u202E\uFEFF");
    const message =
      "The custom set contains invisible characters: U+200B ZERO WIDTH SPACE, U+202E RIGHT-TO-LEFT OVERRIDE, U+FEFF ZERO WIDTH NO-BREAK SPACE. Remove them; a password must be readable.";
    await expect(panel.getByText(message)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(card(page).getByRole("alert")).toHaveText(message);
    await expect(passwords(card(page))).toHaveCount(0);
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect(toast(page, message)).toBeVisible();
  });

  test("a lone surrogate is refused, not shown as one character and copied as another", async ({
    page,
  }) => {
    const { field } = await openCustomSets(page);
    await setField(field, "ab\uD800");
    await expect(card(page).getByRole("alert")).toHaveText(
      "The custom set contains an invisible character: U+D800 (half of a character: an unpaired surrogate). Remove it; a password must be readable.",
    );
  });

  test("a stored set with an invisible character draws nothing, and the app names it", async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        "passwordOptions",
        JSON.stringify({ useCustomCharset: true, customCharset: "ab\u2066" }),
      ),
    );
    await page.goto("/");
    await expect(card(page).getByRole("alert")).toHaveText(
      "The custom set contains an invisible character: U+2066 LEFT-TO-RIGHT ISOLATE. Remove it; a password must be readable.",
    );
    await expect(passwords(card(page))).toHaveCount(0);
  });

  test("blank and box-drawing code points are refused by name, whatever they stand beside", async ({
    page,
  }) => {
    const { panel, field } = await openCustomSets(page);
    const cases: [typed: string, message: string][] = [
      [
        "\u2800",
        "The custom set contains an invisible character: U+2800 BRAILLE PATTERN BLANK. Remove it; a password must be readable.",
      ],
      [
        "\u3164\u115f\u1160\uffa0",
        "The custom set contains invisible characters: U+3164 HANGUL FILLER, U+115F HANGUL CHOSEONG FILLER, U+1160 HANGUL JUNGSEONG FILLER, U+FFA0 HALFWIDTH HANGUL FILLER. Remove them; a password must be readable.",
      ],
      [
        "\ufdd0\uffff",
        "The custom set contains unreadable characters: U+FDD0 (a noncharacter: never a character), U+FFFF (a noncharacter: never a character). Remove them; a password must be readable.",
      ],
      [
        "\u0378",
        "The custom set contains an unreadable character: U+0378 (unassigned: no character yet). Remove it; a password must be readable.",
      ],
      [
        "\ue000\u{f0000}",
        "The custom set contains unreadable characters: U+E000 (private use: no standard character), U+F0000 (private use: no standard character). Remove them; a password must be readable.",
      ],
    ];
    for (const [point, message] of cases) {
      await setField(field, `ab${point}cd`);
      await expect(panel.getByText(message)).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(card(page).getByRole("alert")).toHaveText(message);
      await expect(passwords(card(page))).toHaveCount(0);
    }
    await setField(field, "abcd");
    await expect(passwords(card(page))).toHaveText(/^[abcd]{16}$/);
  });

  test("a set of combining marks only says what was left out, not that it is empty", async ({
    page,
  }) => {
    const { panel, field } = await openCustomSets(page);
    await setField(field, "\u0301\u0308");
    const message =
      "The custom set has no character of its own: U+0301 (a combining mark), U+0308 (a combining mark) only join the characters beside them, so they cannot be drawn alone. Type them together with their characters, as in é, or add other characters.";
    await expect(panel.getByText(message)).toBeVisible();
    await expect(panel.getByText("Cannot be empty")).toHaveCount(0);
    await expect(card(page).getByRole("alert")).toHaveText(message);
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    await expect(toast(page, message)).toBeVisible();
    // With its letter the mark is a character: e + U+0301 is é.
    await setField(field, "e\u0301a");
    await expect(passwords(card(page))).toHaveText(/^[éa]{16}$/u);
  });

  test("emoji joined by zero-width joiners are still welcome", async ({ page }) => {
    const { field } = await openCustomSets(page);
    await setField(field, "👨‍👩‍👧❤️");
    await expect(passwords(card(page))).toHaveText(/^(?:👨‍👩‍👧|❤️){16}$/u);
  });
});

test("a set of spaces warns with its entropy, and its password shows and copies 16 spaces", async ({
  page,
}) => {
  const { panel, field } = await openCustomSets(page);
  await field.fill(" ");
  await expect(panel.getByRole("status")).toHaveText(
    "Only one character can be drawn, the space: every password is the same 16 spaces, with 0 bits of entropy. Add other characters to make it hard to guess.",
  );
  const password = passwords(card(page));
  await expect(password).toHaveText(" ".repeat(16), { useInnerText: true });
  await expectVisibleSpaces(page, password, 16);

  await card(page).getByRole("button", { name: "Copy password" }).click();
  await expect.poll(() => clipboardText(page)).toBe(" ".repeat(16));
  await expect.poll(() => copySelection(page, password)).toBe(" ".repeat(16));
});

test("Hebrew letters and digits show in the order they are copied", async ({ page }) => {
  const { field } = await openCustomSets(page);
  await field.fill("אבגדהוזחטי0123456789");
  const password = passwords(card(page));
  const text = (await password.textContent()) ?? "";
  expect(text).toMatch(/^[א-י0-9]{16}$/u);
  await expectCopyOrder(password);

  await card(page).getByRole("button", { name: "Copy password" }).click();
  await expect.poll(() => clipboardText(page)).toBe(text);
  await expect.poll(() => copySelection(page, password)).toBe(text);
});

test("Generate 5 and the history keep and mark every space", async ({ page }) => {
  const { field } = await openCustomSets(page);
  await field.fill("a ");
  await card(page)
    .getByRole("switch", { name: /Generate 5/ })
    .click();
  const list = card(page).getByRole("list", { name: "Generated passwords" });
  await expect(list.getByRole("listitem")).toHaveCount(5);
  for (const item of await passwords(list).all()) {
    const shown = (await item.textContent()) ?? "";
    expect(shown).toMatch(/^[a ]{16}$/);
    await expect(item).toHaveText(shown, { useInnerText: true });
    await expectVisibleSpaces(page, item, [...shown].filter((c) => c === " ").length);
  }

  await card(page).getByRole("button", { name: "Copy password 1" }).click();
  const first = (await passwords(list).first().textContent()) ?? "";
  await expect.poll(() => clipboardText(page)).toBe(first);
  const copied = first;
  await card(page)
    .getByRole("button", { name: /^History/ })
    .click();
  const entry = card(page).getByRole("list", { name: "Password history" }).getByText(copied);
  await expect(entry).toHaveText(copied, { useInnerText: true });
});

test("a site rule with spaces shows marked spaces and copies the real ones", async ({ page }) => {
  await page.goto("/");
  await expectSettled(card(page));
  await page.getByRole("button", { name: "Site Rules" }).click();
  // A listed site whose rule allows the space (about one password in seven holds one): generate
  // until one does. The card makes the rules' passwords: its own Generate and Copy.
  await page.getByRole("textbox", { name: "Site or password rule" }).fill(SPACED_SITE.domain);
  await expect(page.getByText(`Rules for ${SPACED_SITE.domain}`)).toBeVisible();
  const shown = passwords(card(page));
  let password = "";
  for (let attempt = 0; attempt < 200 && !/ /.test(password); attempt++) {
    await card(page).getByRole("button", { name: "Generate", exact: true }).click();
    password = (await shown.textContent()) ?? "";
  }
  expect(password).toContain(" ");
  const spaces = [...password].filter((c) => c === " ").length;

  await expect(shown).toHaveText(password, { useInnerText: true });
  await expectVisibleSpaces(page, shown, spaces);

  await card(page).getByRole("button", { name: "Copy password" }).click();
  await expect.poll(() => clipboardText(page)).toBe(password);
  await expect.poll(() => copySelection(page, shown)).toBe(password);
});

test.describe("saved-set names a person cannot read", () => {
  test("blank, filler, unassigned and private-use code points are refused by name, nothing saved", async ({
    page,
  }) => {
    await page.goto("/");
    await expectSettled(card(page));
    await card(page).getByRole("button", { name: "Templates" }).click();
    const templates = card(page).getByRole("region", { name: "Password Templates" });
    const name = templates.getByRole("textbox", { name: "Name for the current options" });
    const save = templates.getByRole("button", { name: "Save current options" });
    const cases: [typed: string, named: string][] = [
      ["\u2800", "U+2800 BRAILLE PATTERN BLANK"],
      ["Bank\u3164", "U+3164 HANGUL FILLER"],
      ["\u115f\u1160", "U+115F HANGUL CHOSEONG FILLER, U+1160 HANGUL JUNGSEONG FILLER"],
      ["Of\uffa0fice", "U+FFA0 HALFWIDTH HANGUL FILLER"],
      ["Bank\ufdd0", "U+FDD0 (a noncharacter: never a character)"],
      ["Bank\u0378", "U+0378 (unassigned: no character yet)"],
      ["\ue000 WiFi", "U+E000 (private use: no standard character)"],
    ];
    for (const [typed, named] of cases) {
      await name.fill(typed);
      await save.click();
      await expect(templates.getByRole("alert")).toHaveText(
        `A name cannot contain characters that cannot be seen or read: ${named}.`,
      );
      await expect(name).toHaveAttribute("aria-invalid", "true");
    }
    await expect(templates.getByText("No saved sets yet.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("savedOptionSets"))).toBeNull();

    // A name with emoji joined by zero-width joiners is readable, and kept.
    await name.fill("👨‍👩‍👧 Family");
    await save.click();
    await expect(templates.getByRole("status")).toHaveText("Saved “👨‍👩‍👧 Family”.");
  });
});
