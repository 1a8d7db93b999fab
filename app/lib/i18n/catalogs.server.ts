import type { Messages } from "@lingui/core";

import { SOURCE_LOCALE, type Locale } from "./locales";
import { messageKey } from "./message-key";
// Prerendering a translated page formats its messages with Lingui, as its route does in the browser.
import "./translator";

/*
 * The compiled catalogs (`npm run i18n:compile`), read only when pages are prerendered: a page's
 * loader returns its own language's messages, which reach the browser inside that page alone
 * (docs/decisions/i18n-library.md). English has none: its messages are compiled into the code.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>("../../locales/*/messages.ts", {
  eager: true,
});

function compiled(locale: string): Messages {
  const catalog = CATALOGS[`../../locales/${locale}/messages.ts`];
  if (!catalog) throw new Error(`No compiled catalog for "${locale}": run npm run i18n:compile.`);
  return catalog.messages;
}

/**
 * Translations keyed as the code finds them (message-key.ts): Lingui keys both catalogs by its
 * ids, the code a message by its English. Two messages with one key stop the build.
 */
export function keyByEnglish(english: Messages, translated: Messages): Messages {
  const keyed: Messages = {};
  const source = new Map<string, string>();
  for (const [id, message] of Object.entries(english)) {
    const key = messageKey(message);
    const text = JSON.stringify(message);
    if (source.has(key) && source.get(key) !== text) {
      throw new Error(`Two messages share the key ${key}: ${source.get(key)} and ${text}.`);
    }
    source.set(key, text);
    const translation = translated[id];
    if (translation !== undefined) keyed[key] = translation;
  }
  return keyed;
}

/**
 * The compiled messages of a language as JSON (which the page's loader data carries as one
 * string); null for English, whose messages are in the code.
 */
export function catalogOf(locale: Locale): string | null {
  if (locale === SOURCE_LOCALE) return null;
  return JSON.stringify(keyByEnglish(compiled(SOURCE_LOCALE), compiled(locale)));
}
