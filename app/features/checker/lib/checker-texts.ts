import { t } from "@lingui/core/macro";

import { DEFAULT_BREACH_API_URL } from "#core/breach/breach-result";

/*
 * The checker page's words that its first view shows, in the page's language
 * (docs/decisions/i18n-library.md): the breach service's name and the size of the list of common
 * passwords. A result's words are in result-texts.ts, which loads with the result.
 */

/**
 * The size of the list of common passwords the checker looks a password up in, rounded as the
 * page says it (lib/password-list.ts: 49,233 passwords).
 */
export const BLOCKLIST_SIZE_ROUNDED = 49_000;

/**
 * Who receives the breach check's request, as `breachServiceName` (app/lib/breach-api.ts) names
 * it, in the page's language: the public service by name, another range API by its origin.
 */
export function breachService(apiUrl: string | null, form: "full" | "short" = "full"): string {
  if (apiUrl !== null && apiUrl !== DEFAULT_BREACH_API_URL) {
    const origin = new URL(apiUrl).origin;
    return t`the Pwned Passwords range service at ${origin}`;
  }
  return form === "short" ? "Have I Been Pwned" : t`Have I Been Pwned’s Pwned Passwords service`;
}
