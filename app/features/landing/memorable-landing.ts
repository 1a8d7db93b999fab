import { AudioLines, Calculator, TabletSmartphone } from "lucide-react";

import type { LandingContent } from "./landing-parts";

/**
 * The memorable password page (docs/product-decisions.md, "Memorable passwords and PINs"): what
 * it shows above its details.
 */
export const memorableLanding = {
  title: "Memorable Password Generator",
  description:
    "Random passwords you can say and type on a phone: pronounceable syllables, one capital, one digit, exact strength. Made in your browser, never sent anywhere.",
  path: "/memorable-password-generator",
  intro:
    "A memorable password is random, but made of syllables you can say: groups like “bafkem” joined by hyphens, with one capital letter and one digit. It is easy to read out, to copy from one screen to another and to type on a phone, and Keysmith still draws every letter on your device with your browser’s cryptographic random number generator.",
  badges: [
    { label: "Easy to Say", icon: AudioLines },
    { label: "Phone Friendly", icon: TabletSmartphone },
    { label: "Exact Entropy", icon: Calculator },
  ],
} as const satisfies LandingContent;
