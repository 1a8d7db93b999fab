import { useLocation } from "react-router";

import { localeOfPath, type Locale } from "./locales";
import { i18n } from "./runtime";

/** The language of the page on screen, from its path (app/lib/i18n/locales.ts). */
export function usePageLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * Makes `locale` the language of every message rendered from now on, with its compiled messages
 * as JSON (none for English). The layout calls it while it renders, before any part of the page, so a page
 * prerenders and hydrates in its own language (docs/decisions/i18n-library.md).
 */
export function activateLocale(locale: Locale, messages: string | null | undefined): void {
  const catalog = messages ?? "{}";
  if (i18n.locale === locale && loaded === catalog) return;
  i18n.load(locale, JSON.parse(catalog));
  i18n.activate(locale);
  loaded = catalog;
}

/** The catalog the runtime holds, as the layout passed it. */
let loaded: string | null = null;
