import { plural, t } from "@lingui/core/macro";

import { MULTIPLE_COUNT } from "#core/options/limits";

import { i18n } from "~/lib/i18n/runtime";
import { decimalSign } from "~/lib/i18n/format-number";
import { SOURCE_LOCALE } from "~/lib/i18n/locales";

import { ENGLISH_OUTPUT_TEXTS, type OutputTexts } from "./output-texts";

/**
 * The card's output texts in the page's language (output-texts.ts), from its messages; English as
 * output-markup.ts writes it. The placeholders stay placeholders: each variable below is its own
 * name in braces, so the message's translation keeps it where the language puts it. `locale` is
 * the language in force, named so that the card can make them once per language.
 */
export function localOutputTexts(locale = i18n.locale): OutputTexts {
  if (locale === SOURCE_LOCALE) return ENGLISH_OUTPUT_TEXTS;
  const bits = "{bits}";
  const label = "{label}";
  const entropy = "{entropy}";
  // The copy button's own message (~/components/copy-button), with the name in the same place.
  const accessibleLabel = label;
  const count = MULTIPLE_COUNT;
  return {
    labels: { Weak: t`Weak`, Fair: t`Fair`, Good: t`Good`, Strong: t`Strong` },
    bits: t`${bits} bits`,
    decimal: decimalSign(),
    meterValue: t`${label}, ${entropy} of entropy`,
    // A plural's number is formatted with Intl.NumberFormat, whose first use costs a phone 60 to
    // 140 ms; read when the card announces several values, never while the page hydrates.
    announce: {
      password: {
        one: t`New password generated. Strength: ${label}.`,
        get many() {
          return plural(count, {
            one: `# new password generated. Strength: ${label}.`,
            other: `# new passwords generated. Strength: ${label}.`,
          });
        },
      },
      passphrase: {
        one: t`New passphrase generated. Strength: ${label}.`,
        get many() {
          return plural(count, {
            one: `# new passphrase generated. Strength: ${label}.`,
            other: `# new passphrases generated. Strength: ${label}.`,
          });
        },
      },
      memorable: {
        one: t`New memorable password generated. Strength: ${label}.`,
        get many() {
          return plural(count, {
            one: `# new memorable password generated. Strength: ${label}.`,
            other: `# new memorable passwords generated. Strength: ${label}.`,
          });
        },
      },
      pin: {
        one: t`New PIN generated. Strength: ${label}.`,
        get many() {
          return plural(count, {
            one: `# new PIN generated. Strength: ${label}.`,
            other: `# new PINs generated. Strength: ${label}.`,
          });
        },
      },
      username: {
        one: t`New username generated.`,
        get many() {
          return plural(count, {
            one: `# new username generated.`,
            other: `# new usernames generated.`,
          });
        },
      },
    },
    copyPassword: t`Copy password`,
    copied: t`${accessibleLabel}: copied`,
  };
}
