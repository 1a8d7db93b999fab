import type { Alternate } from "~/lib/seo";

import { SOURCE_LOCALE, localesOfPage, localizedPath } from "./locales";

/**
 * A page's `hreflang` alternates (Google, "Tell Google about localized versions of your page"):
 * the page in every language it has, itself included, and the English page as `x-default`; none
 * for a page that has only English.
 */
export function alternatesOf(path: string): Alternate[] {
  const locales = localesOfPage(path);
  if (locales.length < 2) return [];
  return [
    ...locales.map((locale) => ({ hrefLang: locale, path: localizedPath(locale, path) })),
    { hrefLang: "x-default", path: localizedPath(SOURCE_LOCALE, path) },
  ];
}
