import { AtSign, ShieldCheck, Shuffle } from "lucide-react";

import type { LandingContent } from "./landing-parts";

/** The username page (docs/product-decisions.md, "Usernames"): what it shows above its details. */
export const usernameLanding = {
  title: "Username Generator",
  description:
    "Generate a random username in your browser: words, a handle of letters and digits, or an email address with a tag that shows who leaked it. Never sent anywhere.",
  path: "/username-generator",
  intro:
    "A fresh username for a new account, a game or a forum: random words, a handle of letters and digits, or an email address of your own with a random tag. Keysmith makes it on your device, and neither the username nor the address you type is sent anywhere.",
  badges: [
    { label: "Words or Random Handles", icon: Shuffle },
    { label: "Plus and Catch-All Addresses", icon: AtSign },
    { label: "Made on Your Device", icon: ShieldCheck },
  ],
} as const satisfies LandingContent;
