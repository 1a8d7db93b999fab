import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { readSiteUrl } from "./scripts/site-url.mjs";

export default defineConfig({
  // Tailwind before React Router (STACK-NOTES).
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
  define: {
    // The public origin for canonical links and structured data (DECISIONS.md: SITE_URL).
    __SITE_URL__: JSON.stringify(readSiteUrl(process.env)),
  },
});
