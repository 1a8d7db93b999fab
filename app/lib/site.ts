/** Names and addresses used across the site, written once. */
export const SITE_NAME = "Keysmith";
export const SITE_TAGLINE = "Create secure passwords instantly";
export const SITE_URL: string = __SITE_URL__;

/** The absolute URL of a path on this site, for canonical links and structured data. */
export function absoluteUrl(path: string): string {
  if (path === "/") return `${SITE_URL}/`;
  return `${SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;
}
