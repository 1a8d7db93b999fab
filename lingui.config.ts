import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// The site's languages and where their messages live (docs/decisions/i18n-library.md). English is
// the source: its messages stay in the code, compiled when it is built; the others are PO files
// that `npm run i18n:extract` updates and `npm run i18n:compile` compiles. "pseudo" is made by
// the compiler from the English and is never published: tests render it to find strings that
// were not extracted.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de", "es", "fr", "it", "pt", "cs", "pseudo"],
  pseudoLocale: "pseudo",
  fallbackLocales: { pseudo: "en" },
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/messages",
      include: ["<rootDir>/app"],
      exclude: ["**/*.test.*", "**/node_modules/**"],
    },
  ],
  compileNamespace: "ts",
  // Each message names the files it comes from, without line numbers, which would change the
  // catalogs (and make merges conflict) whenever code moves.
  format: formatter({ lineNumbers: false }),
  orderBy: "origin",
  // Every macro reads the one runtime the site sets up (app/lib/i18n/runtime.ts).
  runtimeConfigModule: { i18n: ["~/lib/i18n/runtime", "i18n"] },
});
