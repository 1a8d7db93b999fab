import { Calculator, Keyboard, Languages } from "lucide-react";

import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";
import { PASSPHRASE_MAX_WORDS, PASSPHRASE_MIN_WORDS } from "#core/options/limits";

import type { LandingContent } from "./landing-parts";

/**
 * The passphrase page (docs/product-decisions.md, "Passphrases"): what it shows above its
 * details.
 */
export const passphraseLanding = {
  title: "Passphrase Generator",
  description: `Make a random passphrase of ${PASSPHRASE_MIN_WORDS} to ${PASSPHRASE_MAX_WORDS} words in your browser, in ${PASSPHRASE_LANGUAGES.length} languages, with its exact strength. Easy to type, hard to guess, never sent anywhere.`,
  path: "/passphrase-generator",
  intro:
    "A passphrase is a few random words in a row: long, easy to type and to remember, and strong because the words are drawn at random rather than chosen. Keysmith draws them on your device with your browser’s cryptographic random number generator, and nothing is sent anywhere.",
  badges: [
    { label: `${PASSPHRASE_LANGUAGES.length} Languages`, icon: Languages },
    { label: "Exact Entropy", icon: Calculator },
    { label: "Easy to Type", icon: Keyboard },
  ],
} as const satisfies LandingContent;
