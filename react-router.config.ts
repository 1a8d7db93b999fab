import type { Config } from "@react-router/dev/config";

export default {
  // A static site: every route is rendered to HTML at build time, then hydrated
  // (docs/stack-notes.md, "Prerendering").
  ssr: false,
  // build/ unless KEYSMITH_BUILD_DIR says otherwise (scripts/build-dir.mjs).
  buildDirectory: process.env.KEYSMITH_BUILD_DIR?.trim() || "build",
  async prerender({ getStaticPaths }) {
    // Each article has its own route (app/routes.ts), so the static paths include every article.
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
