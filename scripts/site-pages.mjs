// The prerendered pages of a build as the scripts see them: the URL path a page's file answers
// at, and which pages embed the generator.

/**
 * The pages that embed the generator: the home page, the landing pages and the pages made for
 * one kind of secret.
 */
export const GENERATOR_PATHS = Object.freeze([
  "/",
  "/wifi-password-generator",
  "/business-password-generator",
  "/password-generator-symbols",
  "/passphrase-generator",
  "/pin-generator",
  "/memorable-password-generator",
  "/username-generator",
  // The home page in each other language (app/lib/i18n/locales.ts).
  "/de",
  "/es",
  "/fr",
  "/it",
  "/pt",
  "/cs",
  // The WiFi page in each other language.
  "/de/wifi-password-generator",
  "/es/wifi-password-generator",
  "/fr/wifi-password-generator",
  "/it/wifi-password-generator",
  "/pt/wifi-password-generator",
  "/cs/wifi-password-generator",
]);

/** The prefixes of the languages beside English (app/lib/i18n/locales.ts). */
export const LOCALE_PREFIXES = Object.freeze(["de", "es", "fr", "it", "pt", "cs"]);

/**
 * The English page of a page in another language (`/de` is `/`, `/de/about` is `/about`); null
 * for an English page.
 * @param {string} path
 * @returns {string | null}
 */
export function englishPathOf(path) {
  const [, first = "", ...rest] = path.split("/");
  if (!LOCALE_PREFIXES.includes(first)) return null;
  return `/${rest.join("/")}`;
}

/**
 * The URL path of a prerendered page's file ("/"-separated, relative to the build folder):
 * `index.html` is `/`, `about/index.html` is `/about`; null for any other file.
 * @param {string} file
 * @returns {string | null}
 */
export function pagePath(file) {
  if (file === "index.html") return "/";
  return file.endsWith("/index.html") ? `/${file.slice(0, -"/index.html".length)}` : null;
}
