/** Every route of spec §2 with the title its page must carry (the slugs come from content/). */
import { readdirSync } from "node:fs";

export const SITE_URL = process.env.SITE_URL ?? "https://keysmith.example";

export const STATIC_ROUTES: ReadonlyArray<{ path: string; title: string; heading: string }> = [
  {
    path: "/",
    title: "Keysmith: Free Secure Password Generator",
    heading: "Create secure passwords instantly",
  },
  {
    path: "/blog",
    title: "Password Security Guides and Resources | Keysmith",
    heading: "Password Security Guides",
  },
  {
    path: "/password-checker",
    title: "Password Strength Checker | Keysmith",
    heading: "Password Strength Checker",
  },
  {
    path: "/bulk-generator",
    title: "Bulk Password Generator | Keysmith",
    heading: "Bulk Password Generator",
  },
  { path: "/privacy", title: "Privacy Policy | Keysmith", heading: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service | Keysmith", heading: "Terms of Service" },
  { path: "/about", title: "About Keysmith | Keysmith", heading: "About Keysmith" },
  { path: "/disclaimer", title: "Disclaimer | Keysmith", heading: "Disclaimer" },
  {
    path: "/california-privacy",
    title: "California Privacy Rights | Keysmith",
    heading: "California Privacy Rights",
  },
  {
    path: "/wifi-password-generator",
    title: "WiFi Password Generator | Keysmith",
    heading: "WiFi Password Generator",
  },
  {
    path: "/business-password-generator",
    title: "Business Password Generator | Keysmith",
    heading: "Business Password Generator",
  },
  {
    path: "/password-generator-symbols",
    title: "Password Generator with Symbols | Keysmith",
    heading: "Password Generator with Symbols",
  },
  {
    path: "/passphrase-generator",
    title: "Passphrase Generator | Keysmith",
    heading: "Passphrase Generator",
  },
  { path: "/pin-generator", title: "PIN Generator | Keysmith", heading: "PIN Generator" },
  {
    path: "/memorable-password-generator",
    title: "Memorable Password Generator | Keysmith",
    heading: "Memorable Password Generator",
  },
  {
    path: "/username-generator",
    title: "Username Generator | Keysmith",
    heading: "Username Generator",
  },
];

export const ARTICLE_SLUGS: readonly string[] = readdirSync(
  new URL("../../content/blog/", import.meta.url),
)
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.replace(/\.md$/, ""));

/** The nine slugs spec §2 names; the content folder must hold each. */
export const SPEC_ARTICLE_SLUGS = [
  "random-password-generator-guide",
  "secure-password-generator-features",
  "free-password-generator-comparison",
  "password-security-best-practices",
  "create-strong-passwords",
  "password-manager-guide",
  "common-password-mistakes",
  "business-password-security",
  "password-breach-response",
] as const;

export const ALL_PATHS: readonly string[] = [
  ...STATIC_ROUTES.map((route) => route.path),
  ...ARTICLE_SLUGS.map((slug) => `/blog/${slug}`),
];
