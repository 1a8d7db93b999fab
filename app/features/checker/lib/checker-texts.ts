import { t } from "@lingui/core/macro";

import { DEFAULT_BREACH_API_URL } from "#core/breach/breach-result";
import { SOURCE_LOCALE } from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";

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
 * A whole number as the page's language writes it. English pages group it by hand, without
 * `Intl` (its first use is costly on a phone: docs/decisions/i18n-library.md, "Language-aware
 * defaults"); a translated page asks `Intl`, once.
 */
let numberFormat: Intl.NumberFormat | null = null;
export function formatCount(value: number): string {
  if (i18n.locale === SOURCE_LOCALE) return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  if (numberFormat === null || numberFormat.resolvedOptions().locale !== i18n.locale) {
    numberFormat = new Intl.NumberFormat(i18n.locale);
  }
  return numberFormat.format(value);
}

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
