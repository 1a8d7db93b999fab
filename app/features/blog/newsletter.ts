/**
 * The newsletter endpoint 'Stay Updated' posts to (`NEWSLETTER_URL`; docs/product-decisions.md,
 * "Blog extras"), read at build time. Unset means no newsletter: the sidebar offers the RSS feed
 * instead of a dead form. A value that is not an http(s) URL stops the build rather than publishing
 * a broken form.
 */
export function parseNewsletterUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`NEWSLETTER_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`NEWSLETTER_URL must be an absolute http(s) URL, got "${value}"`);
  }
  return url.toString();
}
