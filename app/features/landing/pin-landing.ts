import { t } from "@lingui/core/macro";
import { Binary, Dices, LockKeyhole } from "lucide-react";

import type { LandingContent } from "./landing-parts";

export const PIN_PATH = "/pin-generator";

/**
 * The PIN page (docs/product-decisions.md, "Memorable passwords and PINs"): what it shows above
 * its details, in the page's language. It quotes no figure: the PIN module would bring the engine
 * into the page's first view; the details, rendered when the page is prerendered, quote them all.
 */
export function pinLanding(): LandingContent {
  return {
    title: t`PIN Generator`,
    description: t`Generate a random PIN in your browser, every PIN of its length equally likely and never sent anywhere. See what a PIN resists behind a lock, and what it does not.`,
    path: PIN_PATH,
    intro: t`A random PIN for a phone, a SIM or bank card, a door or an alarm keypad: no birthdays, no 1234, every PIN of its length equally likely. Keysmith draws it on your device with your browser’s cryptographic random number generator, and nothing is sent anywhere.`,
    badges: [
      { label: t`Every PIN Equally Likely`, icon: Dices },
      { label: t`Leading Zeros Included`, icon: Binary },
      { label: t`Made for Locked Devices`, icon: LockKeyhole },
    ],
  };
}
