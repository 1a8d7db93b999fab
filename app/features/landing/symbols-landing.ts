import { t } from "@lingui/core/macro";
import { Asterisk, Braces, Sigma } from "lucide-react";

import type { LandingContent } from "./landing-parts";

/**
 * The symbols landing page (spec §2 Landing pages): what it shows above its details, in the
 * language in force (read when the page renders, not when the module loads). Its description is
 * for the page's head alone, written when the page is prerendered (`symbolsDescription`).
 */
export function symbolsLanding() {
  return {
    title: t`Password Generator with Symbols`,
    path: "/password-generator-symbols",
    intro: t`Random passwords with special characters, generated on your device and never sent anywhere. Learn which symbols add strength, which ones cause trouble, and how to build a set a picky system will accept.`,
    badges: [
      { label: t`Special Characters`, icon: Asterisk },
      { label: t`Custom Symbol Sets`, icon: Braces },
      { label: t`More Entropy per Character`, icon: Sigma },
    ],
  } as const satisfies Omit<LandingContent, "description">;
}
