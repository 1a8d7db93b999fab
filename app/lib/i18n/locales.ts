/*
 * The site's languages (docs/decisions/i18n-library.md): English at the root, every other language
 * under its own prefix with the same slugs (`/de/`, `/de/password-checker`). A page exists in a
 * language only once it is translated there; TRANSLATED_PATHS says which.
 */

export const SOURCE_LOCALE = "en";

/** The published languages, English first, then in the order the language menu lists them. */
export const LOCALES = ["en", "de", "es", "fr", "it", "pt", "cs"] as const;

export type Locale = (typeof LOCALES)[number];

/** The English paths of the pages translated into every language (the rest are English only). */
export const TRANSLATED_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/password-checker",
  "/bulk-generator",
  "/passphrase-generator",
  "/pin-generator",
  "/memorable-password-generator",
  "/username-generator",
  "/wifi-password-generator",
  "/password-generator-symbols",
  "/business-password-generator",
]);

/** The sections of translated pages that are translated too (the rest are in the English page). */
const TRANSLATED_SECTIONS: ReadonlySet<string> = new Set([
  "/#generator",
  "/#security-tips",
  "/#faq",
]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a path: its first segment when that names a language, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first !== SOURCE_LOCALE && isLocale(first) ? first : SOURCE_LOCALE;
}

/** A path without its language prefix: `/de` and `/de/` are `/`, `/de/about` is `/about`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === SOURCE_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/**
 * The path of an English page in a language: `/` in German is `/de`, without the slash that the
 * server redirects away (scripts/host-rules.mjs: one URL per page).
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === SOURCE_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The languages a page (by its English path) exists in, English first. */
export function localesOfPage(path: string): readonly Locale[] {
  return TRANSLATED_PATHS.has(path) ? LOCALES : [SOURCE_LOCALE];
}

/**
 * Where a link from a page in `locale` to the English page `to` goes: the page in the same
 * language when it exists there, else the English page, marked as English (`hreflang`).
 * A link that changes the document's language loads the document anew, so a page never mixes
 * two languages' messages.
 */
export function linkInLocale(
  locale: Locale,
  to: string,
): { to: string; hrefLang?: "en"; reloadDocument?: true } {
  const [path = "/", hash] = to.split("#");
  // A section of a page (`/#faq`) is only in the English page until that section is translated.
  if (locale === SOURCE_LOCALE) return { to };
  if (!TRANSLATED_PATHS.has(path) || (hash !== undefined && !TRANSLATED_SECTIONS.has(to))) {
    return { to, hrefLang: "en", reloadDocument: true };
  }
  const localized = localizedPath(locale, path);
  return { to: hash === undefined ? localized : `${localized}#${hash}` };
}
