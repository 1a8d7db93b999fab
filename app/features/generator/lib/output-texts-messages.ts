import { plural, t } from "@lingui/core/macro";

import { MULTIPLE_COUNT } from "#core/options/limits";

import { i18n } from "~/lib/i18n/runtime";
import { SOURCE_LOCALE } from "~/lib/i18n/locales";

import { ENGLISH_OUTPUT_TEXTS, type OutputTexts } from "./output-texts";

/** The decimal separator of a language, from Intl (read once, when the card renders). */
function decimalSeparator(locale: string): string {
  const parts = new Intl.NumberFormat(locale).formatToParts(1.5);
  return parts.find((part) => part.type === "decimal")?.value ?? ".";
}

/**
 * The card's output texts in the page's language (output-texts.ts), from its messages; English as
 * output-markup.ts writes it. The placeholders stay placeholders: each variable below is its own
 * name in braces, so the message's translation keeps it where the language puts it.
 */
export function localOutputTexts(): OutputTexts {
  if (i18n.locale === SOURCE_LOCALE) return ENGLISH_OUTPUT_TEXTS;
  const bits = "{bits}";
  const label = "{label}";
  const entropy = "{entropy}";
  // The copy button's own message (~/components/copy-button), with the name in the same place.
  const accessibleLabel = label;
  const count = MULTIPLE_COUNT;
  return {
    labels: { Weak: t`Weak`, Fair: t`Fair`, Good: t`Good`, Strong: t`Strong` },
    bits: t`${bits} bits`,
    decimal: decimalSeparator(i18n.locale),
    meterValue: t`${label}, ${entropy} of entropy`,
    announce: {
      password: {
        one: t`New password generated. Strength: ${label}.`,
        many: plural(count, {
          one: `# new password generated. Strength: ${label}.`,
          other: `# new passwords generated. Strength: ${label}.`,
        }),
      },
      passphrase: {
        one: t`New passphrase generated. Strength: ${label}.`,
        many: plural(count, {
          one: `# new passphrase generated. Strength: ${label}.`,
          other: `# new passphrases generated. Strength: ${label}.`,
        }),
      },
      memorable: {
        one: t`New memorable password generated. Strength: ${label}.`,
        many: plural(count, {
          one: `# new memorable password generated. Strength: ${label}.`,
          other: `# new memorable passwords generated. Strength: ${label}.`,
        }),
      },
      pin: {
        one: t`New PIN generated. Strength: ${label}.`,
        many: plural(count, {
          one: `# new PIN generated. Strength: ${label}.`,
          other: `# new PINs generated. Strength: ${label}.`,
        }),
      },
      username: {
        one: t`New username generated.`,
        many: plural(count, {
          one: `# new username generated.`,
          other: `# new usernames generated.`,
        }),
      },
    },
    copyPassword: t`Copy password`,
    copied: t`${accessibleLabel}: copied`,
  };
}
