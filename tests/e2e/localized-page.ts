import { readFileSync } from "node:fs";

import { expect, type Page } from "@playwright/test";

// docs/decisions/i18n-library.md: what every translated page is checked for, shared by the specs
// of each translated page.

export const LANGUAGES = ["de", "es", "fr", "it", "pt", "cs"] as const;

/**
 * Checks that the open page, `path` (its English path) in `locale`, says what it is: its <html> is
 * in `locale`, and it links the page in every language, itself included, and x-default
 * (app/lib/i18n/alternates.ts), English and x-default at `path`, the others under their prefix.
 */
export async function expectAlternatesOf(page: Page, locale: string, path: string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  const alternates = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    );
  expect(alternates.map(([lang]) => lang).sort()).toEqual([
    "cs",
    "de",
    "en",
    "es",
    "fr",
    "it",
    "pt",
    "x-default",
  ]);
  for (const [lang, href] of alternates) {
    const prefix = lang === "en" || lang === "x-default" ? "" : `/${lang}`;
    expect(new URL(href ?? "").pathname).toBe(`${prefix}${path}`);
  }
}

/** A language's catalogue: each English message (without placeholders) and its translation. */
export function catalogue(locale: string): Array<{ english: string; translation: string }> {
  const po = readFileSync(
    new URL(`../../app/locales/${locale}/messages.po`, import.meta.url),
    "utf8",
  );
  const entries: Array<{ english: string; translation: string }> = [];
  for (const match of po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    const english: unknown = JSON.parse(match[1] ?? '""');
    const translation: unknown = JSON.parse(match[2] ?? '""');
    if (typeof english !== "string" || typeof translation !== "string") continue;
    if (english === "" || english.includes("{")) continue;
    entries.push({ english, translation });
  }
  return entries;
}

/** Every text the visitor sees or hears: visible text nodes and accessible labels. */
export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template")) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label]")) {
      texts.push(element.getAttribute("aria-label") ?? "");
    }
    return texts;
  });
}

/**
 * The English messages shown on the page (visible text or accessible labels) whose translation
 * into `locale` differs: each one is a string the page failed to translate.
 */
export async function englishLeftOn(page: Page, locale: string): Promise<string[]> {
  const shown = new Set(await shownTexts(page));
  return catalogue(locale)
    .filter(({ english, translation }) => english !== translation)
    .map(({ english }) => english)
    .filter((text) => shown.has(text));
}
