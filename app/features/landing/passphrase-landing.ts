import { t } from "@lingui/core/macro";
import { Calculator, Keyboard, Languages } from "lucide-react";

import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";
import { PASSPHRASE_MAX_WORDS, PASSPHRASE_MIN_WORDS } from "#core/options/limits";

import type { LandingContent } from "./landing-parts";

export const PASSPHRASE_PATH = "/passphrase-generator";

/**
 * The passphrase page (docs/product-decisions.md, "Passphrases"): what it shows above its
 * details, in the page's language.
 */
export function passphraseLanding(): LandingContent {
  const min = PASSPHRASE_MIN_WORDS;
  const max = PASSPHRASE_MAX_WORDS;
  const languages = PASSPHRASE_LANGUAGES.length;
  return {
    title: t`Passphrase Generator`,
    description: t`Make a random passphrase of ${min} to ${max} words in your browser, in ${languages} languages, with its exact strength. Easy to type, hard to guess, never sent anywhere.`,
    path: PASSPHRASE_PATH,
    intro: t`A passphrase is a few random words in a row: long, easy to type and to remember, and strong because the words are drawn at random rather than chosen. Keysmith draws them on your device with your browser’s cryptographic random number generator, and nothing is sent anywhere.`,
    badges: [
      { label: t`${languages} Languages`, icon: Languages },
      { label: t`Exact Entropy`, icon: Calculator },
      { label: t`Easy to Type`, icon: Keyboard },
    ],
  };
}
