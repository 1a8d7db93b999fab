import { t } from "@lingui/core/macro";
import { AudioLines, Calculator, TabletSmartphone } from "lucide-react";

import type { LandingContent } from "./landing-parts";

export const MEMORABLE_PATH = "/memorable-password-generator";

/**
 * The memorable password page (docs/product-decisions.md, "Memorable passwords and PINs"): what
 * it shows above its details, in the page's language.
 */
export function memorableLanding(): LandingContent {
  return {
    title: t`Memorable Password Generator`,
    description: t`Random passwords you can say and type on a phone: pronounceable syllables, one capital, one digit, exact strength. Made in your browser, never sent anywhere.`,
    path: MEMORABLE_PATH,
    intro: t`A memorable password is random, but made of syllables you can say: groups like “bafkem” joined by hyphens, with one capital letter and one digit. It is easy to read out, to copy from one screen to another and to type on a phone, and Keysmith still draws every letter on your device with your browser’s cryptographic random number generator.`,
    badges: [
      { label: t`Easy to Say`, icon: AudioLines },
      { label: t`Phone Friendly`, icon: TabletSmartphone },
      { label: t`Exact Entropy`, icon: Calculator },
    ],
  };
}
