import { readFileSync } from "node:fs";

import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";

import { LOCALES, SOURCE_LOCALE } from "./locales";

/** A language's catalog as the PO file holds it: each message's English and translation. */
async function readCatalog(locale: string) {
  const file = new URL(`../../locales/${locale}/messages.po`, import.meta.url);
  const catalog = await formatter().parse(readFileSync(file, "utf8"), {
    locale,
    sourceLocale: SOURCE_LOCALE,
    filename: file.pathname,
  });
  return Object.values(catalog).map((entry) => ({
    message: entry.message ?? "",
    translation: entry.translation ?? "",
  }));
}

/** The placeholders of a message (`{count}`, `{label}`), plural and select arguments included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , cases] = token;
      if (typeof name === "string") names.add(name);
      if (cases && typeof cases === "object") Object.values(cases).forEach(visit);
    }
  };
  const compiled = compileMessage(message);
  visit(typeof compiled === "string" ? [] : compiled);
  return [...names].sort();
}

describe("message catalogs", () => {
  const languages = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

  it.each(languages)("%s translates every English message", async (locale) => {
    const english = (await readCatalog(SOURCE_LOCALE)).map((entry) => entry.message);
    const catalog = await readCatalog(locale);
    expect(english.length).toBeGreaterThan(0);
    expect(catalog.map((entry) => entry.message).sort()).toEqual([...english].sort());
    const untranslated = catalog.filter((entry) => entry.translation.trim() === "");
    expect(untranslated.map((entry) => entry.message)).toEqual([]);
  });

  it.each(languages)("%s keeps every placeholder and compiles", async (locale) => {
    for (const { message, translation } of await readCatalog(locale)) {
      expect(placeholders(translation), `${locale}: ${message}`).toEqual(placeholders(message));
    }
  });
});
