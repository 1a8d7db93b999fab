import { Building, ListChecks, ShieldCheck } from "lucide-react";

import type { LandingContent } from "./landing-parts";

/** The business landing page (spec §2 Landing pages): what it shows above its details. */
export const businessLanding = {
  title: "Business Password Generator",
  description:
    "Generate strong passwords for company accounts in your browser, never sent anywhere. Length guidance by account type, aligned with NIST SP 800-63B.",
  path: "/business-password-generator",
  intro:
    "Strong, random passwords for company accounts, admin logins and service credentials, generated on your device and never sent anywhere. Below: what a good business password policy asks for, and how long each kind of account’s password should be.",
  /**
   * Standards are guidance the passwords help meet, never a certification (docs/product-decisions.md,
   * "Standards as guidance").
   */
  badges: [
    { label: "Helps meet SOC 2 password requirements", icon: ShieldCheck },
    { label: "Fits enterprise password policies", icon: Building },
    { label: "NIST SP 800-63B aligned", icon: ListChecks },
  ],
} as const satisfies LandingContent;
