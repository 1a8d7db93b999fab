import type { Messages } from "@lingui/core";
import { useLocation } from "react-router";

import { SOURCE_LOCALE, localeOfPath, type Locale } from "./locales";
import { setTranslator, type Translator } from "./runtime";

/** The language of the page on screen, from its path (app/lib/i18n/locales.ts). */
export function usePageLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

type TranslatorFactory = (locale: Locale, messages: Messages) => Translator;

/** Lingui's translator, once a translated page's route has loaded it (translator.ts). */
let makeTranslator: TranslatorFactory | null = null;

/** Called by translator.ts as it loads. */
export function registerTranslations(factory: TranslatorFactory): void {
  makeTranslator = factory;
}

/** The catalog in force, as the layout passed it. */
let loaded: string | null = null;

/**
 * Makes `locale` the language of every message rendered from now on, with its compiled messages
 * as JSON (none for English). The layout calls it while it renders, before any part of the page,
 * so a page prerenders and hydrates in its own language (docs/decisions/i18n-library.md). Without
 * Lingui's runtime (a page whose route does not load it) the page stays English.
 */
export function activateLocale(locale: Locale, messages: string | null | undefined): void {
  const key = `${locale}:${messages ?? ""}`;
  if (loaded === key) return;
  loaded = key;
  setTranslator(
    locale === SOURCE_LOCALE || !makeTranslator || !messages
      ? null
      : makeTranslator(locale, JSON.parse(messages) as Messages),
  );
}
