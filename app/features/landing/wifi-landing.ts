import { Router, Users, Wifi } from "lucide-react";

import type { LandingContent } from "./landing-parts";

/** The wifi landing page (spec §2 Landing pages): what it shows above its details. */
export const wifiLanding = {
  title: "WiFi Password Generator",
  description:
    "Create a strong WPA2 or WPA3 WiFi password in your browser: random, 8 to 63 characters, never sent anywhere. Free, with router tips and a WiFi FAQ.",
  path: "/wifi-password-generator",
  intro:
    "Create a strong, random password for your home, office or guest WiFi. Keysmith makes it on your device with your browser’s cryptographic random number generator, and nothing is sent anywhere.",
  badges: [
    { label: "WPA2/WPA3 Compatible", icon: Wifi },
    { label: "Router Ready", icon: Router },
    { label: "Guest Network Safe", icon: Users },
  ],
} as const satisfies LandingContent;
