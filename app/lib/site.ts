/** Names and addresses used across the site, written once. */
export const SITE_NAME = "Keysmith";
export const SITE_TAGLINE = "Create secure passwords instantly";
export const SITE_URL: string = __SITE_URL__;
/** The language of every page (US English), as Open Graph writes it. */
export const SITE_LOCALE = "en_US";

/**
 * When each page's content last changed (YYYY-MM-DD): its sitemap lastmod. Change a page's date
 * here when what it shows changes. Articles use their own lastUpdated, the legal pages the date
 * they show, and /blog the later of its date and its newest article.
 */
export const PAGE_UPDATED = {
  "/": "2026-11-23",
  "/blog": "2026-11-22",
  "/password-checker": "2026-11-22",
  "/bulk-generator": "2026-11-23",
  "/wifi-password-generator": "2026-11-22",
  "/business-password-generator": "2026-11-23",
  "/password-generator-symbols": "2026-11-23",
  "/passphrase-generator": "2026-11-27",
  "/pin-generator": "2026-11-27",
  "/memorable-password-generator": "2026-11-27",
  "/username-generator": "2026-11-27",
} as const;

/**
 * When each translated page's translations last changed (YYYY-MM-DD), by its English path: the
 * lastmod of the page in every other language (docs/decisions/i18n-library.md).
 */
export const TRANSLATION_UPDATED: Readonly<Record<string, string>> = {
  "/": "2026-11-27",
  "/password-checker": "2026-11-27",
  "/bulk-generator": "2026-11-27",
  "/passphrase-generator": "2026-11-27",
  "/pin-generator": "2026-11-27",
  "/memorable-password-generator": "2026-11-27",
  "/username-generator": "2026-11-27",
  "/wifi-password-generator": "2026-11-27",
  "/password-generator-symbols": "2026-11-27",
  "/business-password-generator": "2026-11-27",
};

/** Open Graph's name of each language's page (`SITE_LOCALE` is English's). */
export const OG_LOCALES: Readonly<Record<string, string>> = {
  en: SITE_LOCALE,
  de: "de_DE",
  es: "es_ES",
  fr: "fr_FR",
  it: "it_IT",
  pt: "pt_BR",
  cs: "cs_CZ",
};

/** The absolute URL of a path on this site, for canonical links and structured data. */
export function absoluteUrl(path: string): string {
  if (path === "/") return `${SITE_URL}/`;
  return `${SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * The address visitors may write to (build-time CONTACT_EMAIL), or null: then no page shows an
 * address or promises a reply time. Null outside a Vite build (unit tests).
 */
export const CONTACT_EMAIL: string | null =
  typeof __CONTACT_EMAIL__ === "undefined" ? null : __CONTACT_EMAIL__;
