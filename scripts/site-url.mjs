export const DEFAULT_SITE_URL = "https://keysmith.example";

/**
 * The public origin from SITE_URL (docs/product-decisions.md, "Name and origin"), without a
 * trailing slash. A value that is not an http(s) URL stops the build with a clear message rather
 * than emitting broken canonical links.
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function readSiteUrl(env) {
  const raw = env.SITE_URL?.trim();
  if (!raw) return DEFAULT_SITE_URL;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
}
