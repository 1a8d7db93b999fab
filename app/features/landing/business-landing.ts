import { t } from "@lingui/core/macro";
import { Building, ListChecks, ShieldCheck } from "lucide-react";

import type { LandingContent } from "./landing-parts";

/**
 * The business landing page (spec §2 Landing pages): what it shows above its details, in the
 * language in force (read when the page renders, not when the module loads). Its description is
 * written when the page is prerendered (`businessDescription`), so it stays out of the catalog
 * every page of the language carries.
 */
export function businessLanding() {
  return {
    title: t`Business Password Generator`,
    path: "/business-password-generator",
    intro: t`Strong, random passwords for company accounts, admin logins and service credentials, generated on your device and never sent anywhere. Below: what a good business password policy asks for, and how long each kind of account’s password should be.`,
    /**
     * Standards are guidance the passwords help meet, never a certification (docs/product-decisions.md,
     * "Standards as guidance").
     */
    badges: [
      { label: t`Helps meet SOC 2 password requirements`, icon: ShieldCheck },
      { label: t`Fits enterprise password policies`, icon: Building },
      { label: t`NIST SP 800-63B aligned`, icon: ListChecks },
    ],
  } as const satisfies Omit<LandingContent, "description">;
}
