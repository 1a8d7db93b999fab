import { expect, test, type Locator, type Page } from "@playwright/test";

import { card, expectSettled, password } from "./generator-card";

// A passphrase wraps onto a new line only between its words, after a separator, whatever the
// separator is (docs/design.md, "The password"). Measured on the rendered text at 390 px.

test.use({ viewport: { width: 390, height: 844 } });

interface Lines {
  /** The password's text, as copied. */
  text: string;
  /** Offsets of the first character of each line after the first. */
  starts: number[];
  /** Of those, the ones inside a word too wide for a line on its own. */
  insideWideWord: number[];
  /** How far the text reaches past its box and the page past the viewport, in px. */
  overflow: { text: number; page: number };
}

/** Where the rendered text's lines begin, from the boxes of its characters (Range.getClientRects). */
function measureLines(element: Locator): Promise<Lines> {
  return element.evaluate((root): Lines => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const starts: number[] = [];
    const insideWideWord: number[] = [];
    let text = "";
    let lastTop: number | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? "";
      for (let i = 0; i < value.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (box === undefined) continue;
        if (lastTop !== null && box.top > lastTop + box.height / 2) {
          starts.push(text.length + i);
          // A piece of the text laid out as a block of its own, as wide as the whole text.
          let piece = node.parentElement;
          while (piece && piece !== root && getComputedStyle(piece).display !== "inline-block") {
            piece = piece.parentElement;
          }
          if (piece && piece !== root) {
            const width = piece.getBoundingClientRect().width;
            if (width >= root.getBoundingClientRect().width - 1)
              insideWideWord.push(text.length + i);
          }
        }
        lastTop = box.top;
      }
      text += value;
    }
    const box = root.getBoundingClientRect();
    const reach = Math.max(
      ...[...root.querySelectorAll("span")].map((span) => span.getBoundingClientRect().right),
    );
    return {
      text,
      starts,
      insideWideWord,
      overflow: {
        text: Math.max(0, reach - box.right),
        page: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      },
    };
  });
}

/** Offsets where a capitalised word begins: every capital letter but the first character. */
function capitalStarts(text: string): number[] {
  return [...text.matchAll(/\p{Lu}/gu)].map((match) => match.index).filter((index) => index > 0);
}

async function shown(page: Page): Promise<string> {
  return (await password(card(page)).textContent()) ?? "";
}

/** Whether `text` is 20 capitalised words, each but the last followed by `separator`. */
function joinedBy(text: string, separator: string): boolean {
  const words = text.split(/(?=\p{Lu})/u);
  return (
    words.length === 20 &&
    words.slice(0, -1).every((word) => word.endsWith(separator)) &&
    (separator === "" || !words.some((word) => word.slice(0, -1).includes(separator)))
  );
}

/** Checks the shown passphrase's lines start only at word starts, and nothing overflows. */
async function expectWrappedBetweenWords(page: Page, separator: string): Promise<void> {
  const text = password(card(page)).locator(":scope > span");
  const lines = await measureLines(text);
  expect(joinedBy(lines.text, separator), lines.text).toBe(true);
  // 20 words cannot fit on a phone's line: the test would prove nothing if they did.
  expect(lines.starts.length, lines.text).toBeGreaterThan(2);
  const allowed = new Set(capitalStarts(lines.text));
  const misplaced = lines.starts.filter(
    (start) => !allowed.has(start) && !lines.insideWideWord.includes(start),
  );
  const shown = misplaced.map(
    (start) => `${lines.text.slice(0, start)}⏎${lines.text.slice(start)}`,
  );
  expect(shown, `separator ${JSON.stringify(separator)}`).toEqual([]);
  expect(lines.overflow).toEqual({ text: 0, page: 0 });
}

test("a long passphrase wraps only after a separator, for every separator, and fits a phone", async ({
  page,
}) => {
  // Six separators, two passphrases each, every character measured.
  test.setTimeout(90_000);
  await page.goto("/");
  await expectSettled(card(page));
  const scope = card(page);
  await scope.getByRole("radio", { name: "Passphrase" }).check();
  // The German list has only letters and long words; capitals mark where each word begins.
  await scope.getByRole("combobox", { name: "Language" }).selectOption({ label: "Deutsch" });
  const words = scope.getByRole("textbox", { name: "Words" });
  await words.fill("20");
  await words.press("Enter");
  await scope.getByRole("switch", { name: "Capitalize words" }).click();
  await scope.getByRole("switch", { name: "Add a number" }).click();
  await scope.getByRole("switch", { name: "Add a symbol" }).click();

  const separatorMenu = scope.getByRole("combobox", { name: "Separator" });
  for (const [label, separator] of [
    ["Hyphen (-)", "-"],
    ["Period (.)", "."],
    ["Underscore (_)", "_"],
    ["Comma (,)", ","],
    ["Space", " "],
    ["None", ""],
  ] as const) {
    await separatorMenu.selectOption({ label });
    await expect.poll(async () => joinedBy(await shown(page), separator)).toBe(true);
    for (let i = 0; i < 2; i++) {
      await expectWrappedBetweenWords(page, separator);
      const before = await password(scope).textContent();
      await scope.getByRole("button", { name: "Generate" }).click();
      await expect(password(scope)).not.toHaveText(before ?? "");
    }
  }
});

test("a digit as separator (kept from an earlier visit) still wraps only between words", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem("generatorMode", "passphrase");
    localStorage.setItem(
      "passphraseOptions",
      JSON.stringify({ words: 20, separator: "7", capitalize: true, language: "de" }),
    );
  });
  await page.goto("/");
  await expectSettled(card(page));
  await expect(password(card(page))).toHaveText(/^(?:\p{Lu}\p{Ll}+7){19}\p{Lu}\p{Ll}+$/u);
  await expectWrappedBetweenWords(page, "7");
});

test("tapped again and again on a phone, Generate never moves up from under the finger", async ({
  page,
}) => {
  // Six words take two to five lines at 390 px: a shorter passphrase after a longer one used to
  // pull Generate up, and the next tap at the same place turned on "Generate 5 at once".
  await page.goto("/passphrase-generator");
  const scope = card(page, "Generate a passphrase");
  await expectSettled(scope);
  const generate = scope.getByRole("button", { name: "Generate", exact: true });
  const multiple = scope.getByRole("switch", { name: "Generate 5 at once" });
  await generate.scrollIntoViewIfNeeded();
  const tops: number[] = [];
  const lineCounts = new Set<number>();
  for (let tap = 0; tap < 24; tap++) {
    const before = (await password(scope).textContent()) ?? "";
    const box = await generate.boundingBox();
    if (box === null) throw new Error("Generate has no box");
    tops.push(box.y);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(password(scope)).not.toHaveText(before);
    lineCounts.add((await measureLines(password(scope).locator(":scope > span"))).starts.length);
  }
  // The test proves something only if the passphrases took different numbers of lines.
  expect(lineCounts.size, [...lineCounts].join(", ")).toBeGreaterThan(1);
  const risen = tops.filter((top, index) => index > 0 && top < tops[index - 1]! - 0.5);
  expect(risen, tops.join(", ")).toEqual([]);
  await expect(multiple).not.toBeChecked();
  await expect(password(scope)).toHaveCount(1);
});
