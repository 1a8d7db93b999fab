import type { Config } from "@react-router/dev/config";

import { LOCALE_PREFIXES } from "./scripts/site-pages.mjs";

export default {
  // A static site: every route is rendered to HTML at build time, then hydrated
  // (docs/stack-notes.md, "Prerendering").
  ssr: false,
  // build/ unless KEYSMITH_BUILD_DIR says otherwise (scripts/build-dir.mjs).
  buildDirectory: process.env.KEYSMITH_BUILD_DIR?.trim() || "build",
  async prerender({ getStaticPaths }) {
    // Each article has its own route (app/routes.ts), so the static paths include every article.
    // The not-found page in each language: unknown paths under a language's prefix answer with
    // its own (scripts/host-rules.mjs).
    return [...getStaticPaths(), "/404", ...LOCALE_PREFIXES.map((prefix) => `/${prefix}/404`)];
  },
} satisfies Config;
