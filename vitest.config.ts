import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { linguiMacros } from "./vite-plugins/lingui-macro";
import { workerChunk } from "./vite-plugins/worker-chunk";

// Vitest runs without the React Router plugin (docs/stack-notes.md, "Tests"): it only needs the `~`
// alias.
export default defineConfig({
  // `?worker-chunk` imports (the checker's estimator) resolve to the module's path, as in development.
  // Lingui's macros are compiled as in the build (docs/decisions/i18n-library.md).
  plugins: [linguiMacros(), workerChunk()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: { __SITE_URL__: JSON.stringify("https://keysmith.example") },
  test: {
    include: [
      "src/**/*.test.ts",
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.{ts,mjs}",
      "vite-plugins/**/*.test.ts",
    ],
    environment: "node",
    // A `?chunk-url` module's id names its file, which may be under node_modules: it is still ours
    // to load (its default export is the file's path), not a package for Node to import.
    server: { deps: { inline: [/chunk-url:/] } },
    restoreMocks: true,
    // Limits, not goals: on a busy machine a test that starts the built command twice took more
    // than the default 5 s.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
