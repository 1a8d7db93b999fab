import { t } from "@lingui/core/macro";
import { AtSign, ShieldCheck, Shuffle } from "lucide-react";

import type { LandingContent } from "./landing-parts";

export const USERNAME_PATH = "/username-generator";

/**
 * The username page (docs/product-decisions.md, "Usernames"): what it shows above its details, in
 * the page's language.
 */
export function usernameLanding(): LandingContent {
  return {
    title: t`Username Generator`,
    description: t`Generate a random username in your browser: words, a handle of letters and digits, or an email address with a tag that shows who leaked it. Never sent anywhere.`,
    path: USERNAME_PATH,
    intro: t`A fresh username for a new account, a game or a forum: random words, a handle of letters and digits, or an email address of your own with a random tag. Keysmith makes it on your device, and neither the username nor the address you type is sent anywhere.`,
    badges: [
      { label: t`Words or Random Handles`, icon: Shuffle },
      { label: t`Plus and Catch-All Addresses`, icon: AtSign },
      { label: t`Made on Your Device`, icon: ShieldCheck },
    ],
  };
}
