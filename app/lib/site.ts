/** Names and addresses used across the site, written once. */
export const SITE_NAME = "Keysmith";
export const SITE_TAGLINE = "Create secure passwords instantly";
export const SITE_URL: string = __SITE_URL__;

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
