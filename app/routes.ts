import { readdirSync } from "node:fs";

import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { LOCALES, SOURCE_LOCALE, localizedPath } from "./lib/i18n/locales";

/** Every article is a Markdown file in content/blog; its file name is its slug. */
function listArticleSlugs(): string[] {
  return readdirSync(new URL("../content/blog/", import.meta.url))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();
}

/**
 * A translated page in every other language, at its English slug under the language's prefix:
 * `file` is the English route's module with the message runtime that English pages do without
 * loaded first (docs/decisions/i18n-library.md). `id` is the English route's id.
 */
function translated(path: string, file: string, id: string) {
  return LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) =>
    route(localizedPath(locale, path).slice(1), file, { id: `${id}/${locale}` }),
  );
}

// Spec §2: every screen and its path. Thin modules: meta plus one feature component.
export default [
  index("routes/home.tsx"),
  ...translated("/", "routes/localized-home.tsx", "routes/home"),
  route("blog", "routes/blog.tsx"),
  // One route per article rather than `blog/:slug`: an unknown slug is then an unknown path, so
  // the browser matches the same not-found route the server's 404 page was rendered with, and
  // hydration keeps it (a `:slug` route made the client look for article data).
  ...listArticleSlugs().map((slug) =>
    route(`blog/${slug}`, "routes/blog-article.tsx", { id: `routes/blog-article/${slug}` }),
  ),
  route("password-checker", "routes/password-checker.tsx"),
  ...translated(
    "/password-checker",
    "routes/localized-password-checker.tsx",
    "routes/password-checker",
  ),
  route("bulk-generator", "routes/bulk-generator.tsx"),
  ...translated("/bulk-generator", "routes/localized-bulk-generator.tsx", "routes/bulk-generator"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("about", "routes/about.tsx"),
  route("disclaimer", "routes/disclaimer.tsx"),
  route("california-privacy", "routes/california-privacy.tsx"),
  route("wifi-password-generator", "routes/wifi-password-generator.tsx"),
  ...translated(
    "/wifi-password-generator",
    "routes/localized-wifi-password-generator.tsx",
    "routes/wifi-password-generator",
  ),
  route("business-password-generator", "routes/business-password-generator.tsx"),
  ...translated(
    "/business-password-generator",
    "routes/localized-business-password-generator.tsx",
    "routes/business-password-generator",
  ),
  route("password-generator-symbols", "routes/password-generator-symbols.tsx"),
  ...translated(
    "/password-generator-symbols",
    "routes/localized-password-generator-symbols.tsx",
    "routes/password-generator-symbols",
  ),
  route("passphrase-generator", "routes/passphrase-generator.tsx"),
  ...translated(
    "/passphrase-generator",
    "routes/localized-passphrase-generator.tsx",
    "routes/passphrase-generator",
  ),
  route("pin-generator", "routes/pin-generator.tsx"),
  ...translated("/pin-generator", "routes/localized-pin-generator.tsx", "routes/pin-generator"),
  route("memorable-password-generator", "routes/memorable-password-generator.tsx"),
  ...translated(
    "/memorable-password-generator",
    "routes/localized-memorable-password-generator.tsx",
    "routes/memorable-password-generator",
  ),
  route("username-generator", "routes/username-generator.tsx"),
  ...translated(
    "/username-generator",
    "routes/localized-username-generator.tsx",
    "routes/username-generator",
  ),
  // Resource routes (a loader, no component): the build writes the files they answer with.
  route("blog/rss.xml", "routes/blog-feed.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
  // The not-found page in each other language answers the unknown paths under its prefix (the
  // more specific path wins whatever the order; after the English one, the route manifest
  // writes them as a template: scripts/compact-manifest.mjs).
  ...LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) =>
    route(`${locale}/*`, "routes/localized-not-found.tsx", { id: `routes/not-found/${locale}` }),
  ),
] satisfies RouteConfig;
