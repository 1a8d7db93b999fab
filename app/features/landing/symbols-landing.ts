import { Asterisk, Braces, Sigma } from "lucide-react";

import type { LandingContent } from "./landing-parts";

/** The symbols landing page (spec §2 Landing pages): what it shows above its details. */
export const symbolsLanding = {
  title: "Password Generator with Symbols",
  description:
    "Generate random passwords with special characters in your browser. See which symbols add strength, which ones systems reject, and how to pick a safe set.",
  path: "/password-generator-symbols",
  intro:
    "Random passwords with special characters, generated on your device and never sent anywhere. Learn which symbols add strength, which ones cause trouble, and how to build a set a picky system will accept.",
  badges: [
    { label: "Special Characters", icon: Asterisk },
    { label: "Custom Symbol Sets", icon: Braces },
    { label: "More Entropy per Character", icon: Sigma },
  ],
} as const satisfies LandingContent;
