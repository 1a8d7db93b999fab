import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { buildFramePages } from "./app/features/consent/third-party-frames";
import {
  readThirdPartyConfig,
  type ThirdPartyConfig,
  type ThirdPartyManifest,
} from "./app/lib/third-parties";
import { parseNewsletterUrl } from "./app/features/blog/newsletter";
import { localesOfPage, localizedPath } from "./app/lib/i18n/locales";
import { chunkGroups } from "./vite-plugins/chunk-groups";
import { cliDownload } from "./vite-plugins/cli-download.mjs";
import { linguiMacros } from "./vite-plugins/lingui-macro";
import { readBreachApiUrl } from "./scripts/breach-api-url";
import { readContactEmail } from "./scripts/contact-email.mjs";
import { readReportUrl } from "./scripts/security-headers.mjs";
import { readSiteUrl } from "./scripts/site-url.mjs";
import { prunedDictionaries } from "./vite-plugins/pruned-dictionaries";
import { workerChunk } from "./vite-plugins/worker-chunk";

// Ads and analytics are build-time settings (docs/product-decisions.md, "Ads and analytics"); a bad
// value stops the build here.
const thirdParties = readThirdPartyConfig(process.env);
if (!thirdParties.success) {
  throw new Error(`Keysmith build stopped: ${thirdParties.error}.`);
}
// Where browsers report what the pages' policy blocked; unset, nowhere (README).
const reportUrl = readReportUrl(process.env);
// The checker's opt-in breach check (BREACH_API_URL, README): its range API, or null for none.
const breachApi = readBreachApiUrl(process.env);

/**
 * Writes the sandboxed frame pages that run the ad and analytics scripts (none unless they are
 * configured; docs/decisions/third-party-isolation.md) and third-parties.json beside the built
 * pages: each frame with the one provider origin its own policy allows, where a form may post and
 * where policy reports go. scripts/security-headers.mjs builds the policies from it. Written for
 * every build, so an unconfigured one says "none" explicitly.
 */
function thirdPartyManifest(config: ThirdPartyConfig): Plugin {
  return {
    name: "keysmith:third-party-manifest",
    apply: "build",
    generateBundle() {
      if (this.environment.name !== "client") return;
      const newsletterUrl = parseNewsletterUrl(process.env.NEWSLETTER_URL);
      const frames = buildFramePages(config);
      for (const frame of frames) {
        this.emitFile({ type: "asset", fileName: frame.file, source: frame.html });
      }
      const manifest: ThirdPartyManifest = {
        frames: Object.fromEntries(frames.map((frame) => [frame.file, frame.origin])),
        formOrigins: newsletterUrl ? [new URL(newsletterUrl).origin] : [],
        reportUrl,
        // Only the checker page, in each of its languages, may call the breach check's range API.
        pageConnectOrigins:
          breachApi === null
            ? {}
            : Object.fromEntries(
                localesOfPage("/password-checker").map((locale) => [
                  localizedPath(locale, "/password-checker"),
                  [breachApi.origin],
                ]),
              ),
      };
      this.emitFile({
        type: "asset",
        fileName: "third-parties.json",
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  build: {
    sourcemap: process.env.KEYSMITH_SOURCEMAP === "1",
  },
  // Tailwind before React Router (docs/stack-notes.md, "Dark mode").
  plugins: [
    // Messages in every language the site speaks (docs/decisions/i18n-library.md).
    linguiMacros(),
    tailwindcss(),
    reactRouter(),
    // Fewer first-view files per page (docs/decisions/first-view-budget.md):
    // vite-plugins/chunk-groups.ts says which.
    chunkGroups(),
    thirdPartyManifest(thirdParties.data),
    cliDownload(),
    // The checker's estimator runs in a worker that shares the page's chunks.
    workerChunk(),
    // Its dictionaries without the entries that can never decide an estimate.
    prunedDictionaries(),
  ],
  resolve: {
    tsconfigPaths: true,
  },
  define: {
    // The public origin for canonical links and structured data (SITE_URL;
    // docs/product-decisions.md, "Name and origin").
    __SITE_URL__: JSON.stringify(readSiteUrl(process.env)),
    __THIRD_PARTIES__: JSON.stringify(thirdParties.data),
    // Where visitors may write; null shows no address and no reply time (docs/product-decisions.md,
    // "Contact address").
    __CONTACT_EMAIL__: JSON.stringify(readContactEmail(process.env)),
    // The breach check's range API; null: no breach check (docs/decisions/breach-check.md).
    __BREACH_API_URL__: JSON.stringify(breachApi?.url ?? null),
  },
});
