/**
 * The address visitors may write to, from CONTACT_EMAIL at build time (docs/product-decisions.md,
 * "Contact address"). Unset, the pages show no address and promise no reply time. A value that is
 * not a plain address stops the build rather than publishing a broken mailto link.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function readContactEmail(env) {
  const raw = env.CONTACT_EMAIL?.trim();
  if (!raw) return null;
  // One local part, one domain with a dot; no spaces, angle brackets or mailto: parameters.
  if (
    !/^[^\s@<>()[\]\\,;:"?&=]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/.test(
      raw,
    )
  ) {
    throw new Error(
      `CONTACT_EMAIL must be a plain email address such as team@example.org, got "${raw}"`,
    );
  }
  return raw;
}
