import { t } from "@lingui/core/macro";

import type { PasswordTemplate } from "#core";

/**
 * A template's name and line in the page's language (docs/decisions/i18n-library.md). The engine
 * keeps the templates and their English (src/core/options/templates.ts); the length comes from
 * its options, never retyped. A template this does not know keeps the engine's English.
 */
export function templateTexts(template: Readonly<PasswordTemplate>): {
  name: string;
  description: string;
} {
  const length = template.options.length;
  switch (template.id) {
    case "banking":
      return {
        name: t`Banking & Finance`,
        description: t`${length} characters with symbols, for bank, card and investment accounts.`,
      };
    case "social":
      return {
        name: t`Social Media`,
        description: t`${length} characters with symbols, for social networks and email.`,
      };
    case "mobile":
      return {
        name: t`Mobile Apps`,
        description: t`${length} letters and numbers, quick to type on a phone keyboard.`,
      };
    case "admin":
      return {
        name: t`System Admin`,
        description: t`${length} characters with symbols, for servers, routers and admin consoles.`,
      };
    case "basic":
      return {
        name: t`Basic Account`,
        description: t`${length} letters and numbers, for low-risk sign-ups and forums.`,
      };
    case "high-security":
      return {
        name: t`High Security`,
        description: t`${length} characters with symbols, for password managers, encryption and backups.`,
      };
    default:
      return { name: template.name, description: template.description };
  }
}
