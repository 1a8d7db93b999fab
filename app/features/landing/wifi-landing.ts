import { t } from "@lingui/core/macro";
import { Router, Users, Wifi } from "lucide-react";

import { WIFI_PASSWORD_MAX_LENGTH, WIFI_PASSWORD_MIN_LENGTH } from "#core/wifi/wifi-network";

import type { LandingContent } from "./landing-parts";

/**
 * The wifi landing page (spec §2 Landing pages): what it shows above its details, in the language
 * in force (read when the page renders, not when the module loads).
 */
export function wifiLanding() {
  const min = WIFI_PASSWORD_MIN_LENGTH;
  const max = WIFI_PASSWORD_MAX_LENGTH;
  return {
    title: t`WiFi Password Generator`,
    description: t`Create a strong WPA2 or WPA3 WiFi password in your browser: random, ${min} to ${max} characters, never sent anywhere. Free, with router tips and a WiFi FAQ.`,
    path: "/wifi-password-generator",
    intro: t`Create a strong, random password for your home, office or guest WiFi. Keysmith makes it on your device with your browser’s cryptographic random number generator, and nothing is sent anywhere.`,
    badges: [
      { label: t`WPA2/WPA3 Compatible`, icon: Wifi },
      { label: t`Router Ready`, icon: Router },
      { label: t`Guest Network Safe`, icon: Users },
    ],
  } as const satisfies LandingContent;
}
