import { t } from "@lingui/core/macro";
import { Router, Users, Wifi } from "lucide-react";

import type { LandingContent } from "./landing-parts";

/**
 * The wifi landing page (spec §2 Landing pages): what it shows above its details, in the language
 * in force (read when the page renders, not when the module loads). Its description, which quotes
 * the engine's limits, is written when the page is prerendered (`wifiDescription`), so the
 * engine's WiFi module stays out of the page's first view.
 */
export function wifiLanding() {
  return {
    title: t`WiFi Password Generator`,
    path: "/wifi-password-generator",
    intro: t`Create a strong, random password for your home, office or guest WiFi. Keysmith makes it on your device with your browser’s cryptographic random number generator, and nothing is sent anywhere.`,
    badges: [
      { label: t`WPA2/WPA3 Compatible`, icon: Wifi },
      { label: t`Router Ready`, icon: Router },
      { label: t`Guest Network Safe`, icon: Users },
    ],
  } as const satisfies Omit<LandingContent, "description">;
}
