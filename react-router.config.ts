import { readdirSync } from "node:fs";
import type { Config } from "@react-router/dev/config";

/** Every article is a Markdown file in content/blog; its file name is its slug. */
function listArticleSlugs(): string[] {
  return readdirSync(new URL("./content/blog/", import.meta.url))
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -".md".length))
    .sort();
}

export default {
  // A static site: every route is rendered to HTML at build time, then hydrated (STACK-NOTES).
  ssr: false,
  // build/ unless KEYSMITH_BUILD_DIR says otherwise (scripts/build-dir.mjs).
  buildDirectory: process.env.KEYSMITH_BUILD_DIR?.trim() || "build",
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404", ...listArticleSlugs().map((slug) => `/blog/${slug}`)];
  },
} satisfies Config;
