import type { Messages } from "@lingui/core";

import { SOURCE_LOCALE, type Locale } from "./locales";

/*
 * The compiled catalogs (`npm run i18n:compile`), read only when pages are prerendered: a page's
 * loader returns its own language's messages, which reach the browser inside that page alone
 * (docs/decisions/i18n-library.md). English has none: its messages are compiled into the code.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>("../../locales/*/messages.ts", {
  eager: true,
});

/**
 * The compiled messages of a language as JSON (which the page's loader data carries as one
 * string); null for English, whose messages are in the code.
 */
export function catalogOf(locale: Locale): string | null {
  if (locale === SOURCE_LOCALE) return null;
  const catalog = CATALOGS[`../../locales/${locale}/messages.ts`];
  if (!catalog) throw new Error(`No compiled catalog for "${locale}": run npm run i18n:compile.`);
  return JSON.stringify(catalog.messages);
}
